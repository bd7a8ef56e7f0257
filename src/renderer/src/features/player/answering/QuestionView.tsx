import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

interface Props {
  questionNumber: number;
  questionCount: number;
  text: string;
  /** The big screen plays a song clip with this question (issue 30): "♪ Listen to the big screen". */
  listen?: boolean;
  children?: ReactNode;
}

/** The music sign before "Listen…": beside the words, not instead of them. */
const NOTE = '♪';

/** SHOW_QUESTION, and the top of the answering view: the question in large serif type. */
export function QuestionView({
  questionNumber,
  questionCount,
  text,
  listen = false,
  children,
}: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <section className="card question-card">
      <p className="card__kicker">{t('question.of', { number: questionNumber + 1, count: questionCount })}</p>
      <h1 className="question-card__text" dir="auto">
        {text}
      </h1>
      {listen && (
        <p className="listen-note" data-testid="listen-note">
          <span aria-hidden="true">{NOTE} </span>
          {t('question.listen')}
        </p>
      )}
      {children}
    </section>
  );
}
