import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';

interface Props {
  questionNumber: number;
  questionCount: number;
  text: string;
  children?: ReactNode;
}

/** SHOW_QUESTION, and the top of the answering view: the question in large serif type. */
export function QuestionView({ questionNumber, questionCount, text, children }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <section className="card question-card">
      <p className="card__kicker">{t('question.of', { number: questionNumber + 1, count: questionCount })}</p>
      <h1 className="question-card__text" dir="auto">
        {text}
      </h1>
      {children}
    </section>
  );
}
