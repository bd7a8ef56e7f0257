import { useTranslation } from 'react-i18next';
import type { CoupleReveal } from '@shared/wire/payloads';
import { PHONE_NS } from '../../features/player/phoneT';
import { Isolated } from '../../ui/text/Isolated';

interface Props {
  couple: CoupleReveal;
  /** The couple's names, in the quiz's order (also what each could pick). */
  names: readonly string[];
}

/** On a phone at the reveal: what each of the couple picked, then whether they agree. */
export function CouplePicks({ couple, names }: Props): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <div className="couple-picks">
      <ul className="couple-picks__list">
        {couple.answers.map((pick, partner) => (
          <li key={partner} className="couple-picks__line">
            <span className="couple-picks__who">
              <Isolated text={t('shoe.said', { name: names[partner] ?? '' })} />
            </span>{' '}
            <strong className="couple-picks__pick">
              <Isolated text={pick === null ? t('shoe.noAnswer') : (names[pick] ?? '')} />
            </strong>
          </li>
        ))}
      </ul>
      {couple.agree !== null && (
        <p className={`couple-picks__verdict couple-picks__verdict--${couple.agree ? 'agree' : 'disagree'}`}>
          {couple.agree ? t('shoe.agree') : t('shoe.disagree')}
        </p>
      )}
    </div>
  );
}
