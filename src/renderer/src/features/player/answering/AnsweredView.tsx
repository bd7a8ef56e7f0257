import { useTranslation } from 'react-i18next';
import type { AnswerValue, ShownQuestion } from '@shared/wire/payloads';
import { MessageCard } from '../../../ui/card/MessageCard';
import { MyAnswer } from './MyAnswer';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue | null;
}

/** ANSWERED: the answer was taken; the guest sees what they sent and waits for the reveal. */
export function AnsweredView({ question, answer }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <MessageCard title={question.kind === 'poll' ? t('answered.vote') : t('answered.answer')}>
      {answer !== null && <MyAnswer question={question} answer={answer} />}
      <p className="card__hint">{t('answered.waiting')}</p>
    </MessageCard>
  );
}
