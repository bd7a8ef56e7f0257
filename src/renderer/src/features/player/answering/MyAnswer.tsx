import { useTranslation } from 'react-i18next';
import { useLocale } from '../settings/useLocale';
import { PHONE_NS } from '../phoneT';
import type { AnswerValue, ShownQuestion } from '@shared/wire/payloads';
import { AnswerChip } from './AnswerChip';
import { answerInWords, hasLetters, orderLabels } from '../reveal/answerWords';

const WRONG = 'wrong';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue;
  /** At the reveal: a cross on a wrong option. */
  wrong?: boolean;
}

/** What the guest sent, per kind: "You chose" an option, "Your vote", "You answered: 42 countries", "Your order". */
export function MyAnswer({ question, answer, wrong = false }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const locale = useLocale();
  if (Array.isArray(answer)) {
    return (
      <div className="my-answer">
        <p className="my-answer__label">{t('mine.order')}</p>
        <ol className="my-answer__order">
          {orderLabels(question, answer).map((text, index) => (
            <li key={index} dir="auto">
              {text}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  if (question.kind === 'closest') {
    return (
      <p className="card__lead my-answer">
        {t('mine.answered')}{' '}
        <strong className="my-answer__number">{answerInWords(t, question, answer, locale)}</strong>
      </p>
    );
  }
  const index = answer as number;
  return (
    <div className="card__chip my-answer">
      <p className="my-answer__label">{question.kind === 'poll' ? t('mine.vote') : t('mine.chose')}</p>
      <AnswerChip
        index={index}
        text={answerInWords(t, question, index)}
        letter={hasLetters(question.kind)}
        mark={wrong ? WRONG : undefined}
      />
    </div>
  );
}
