import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import type { PartnerView } from '@shared/wire/payloads';
import { MessageCard } from '../../ui/card/MessageCard';
import { Isolated } from '../../ui/text/Isolated';
import { CouplePicks } from '../../kinds/shoeGame/CouplePicks';
import { PHONE_NS } from '../player/phoneT';
import { CoupleButtons } from './CoupleButtons';

interface Props {
  view: PartnerView;
  /** The server refused the last pick (too late…): why. */
  refusal: string | null;
  onPick: (questionNo: number, answer: 0 | 1) => void;
}

/** A partner's phone: their two buttons at a shoe-game question, what they and the other said at its reveal, else a word of welcome. */
export function CoupleBody({ view, refusal, onPick }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const me = view.names[view.partner];
  const shoe = view.question?.kind === 'shoeGame' ? view.question : null;
  if (shoe && view.state === GameState.SHOW_QUESTION_OPTIONS) {
    return (
      <section className="card card--narrow couple-card" data-testid="couple-question">
        <p className="card__kicker">{t('couple.yourAnswer', { name: me })}</p>
        <h1 className="card__title couple-card__question">
          <Isolated text={shoe.text} />
        </h1>
        <CoupleButtons
          names={view.names}
          photos={view.photos}
          chosen={view.myAnswer}
          onPick={(answer) => onPick(view.questionNumber, answer)}
        />
        <p className="card__hint couple-card__secret">{t('couple.secret')}</p>
        {refusal && (
          <p className="notice" role="alert">
            <Isolated text={refusal} />
          </p>
        )}
      </section>
    );
  }
  if (shoe && view.state === GameState.SHOW_QUESTION) {
    return (
      <MessageCard title={shoe.text} kicker={t('couple.getReady')}>
        <p className="card__hint">{t('couple.secret')}</p>
      </MessageCard>
    );
  }
  const couple = shoe && view.state === GameState.SHOW_CORRECT_ANSWER ? view.reveal?.couple : null;
  if (shoe && couple) {
    return (
      <MessageCard title={shoe.text}>
        <CouplePicks couple={couple} names={view.names} />
      </MessageCard>
    );
  }
  return (
    <MessageCard title={t('couple.hello', { name: me })}>
      <p className="card__hint">{t('couple.waitBody')}</p>
    </MessageCard>
  );
}
