import { useTranslation } from 'react-i18next';
import type { AnswerValue, ShownQuestion } from '@shared/wire/payloads';
import { MessageCard } from '../../../ui/card/MessageCard';
import { MyAnswer } from './MyAnswer';

interface Props {
  question: ShownQuestion;
  answer: AnswerValue;
  /** The phone is connected to the server right now. */
  online: boolean;
}

/**
 * The guest sent an answer and the server has not confirmed it yet: "Answer submitted" is only
 * shown once the answer is safely stored. Offline, the answer waits on the phone and says so.
 */
export function SendingView({ question, answer, online }: Props): React.JSX.Element {
  const { t } = useTranslation('phone');
  return (
    <MessageCard title={t('sending.title')}>
      <MyAnswer question={question} answer={answer} />
      {online ? (
        <p className="card__hint">{t('sending.hint')}</p>
      ) : (
        <p className="notice">{t('sending.offline')}</p>
      )}
    </MessageCard>
  );
}
