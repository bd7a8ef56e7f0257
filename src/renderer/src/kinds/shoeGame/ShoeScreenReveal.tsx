import { useTranslation } from 'react-i18next';
import type { CoupleReveal } from '@shared/wire/payloads';
import type { RevealProps } from '../../features/screen/stage/OptionReveal';
import { Isolated } from '../../ui/text/Isolated';
import { SHOE_FIRST_TURN_SECONDS, SHOE_TURN_SECONDS, SHOE_VERDICT_MS } from './shoeTiming';
import { ShoeRoomGuesses } from './ShoeRoomGuesses';

const NO_ANSWERS: CoupleReveal = { answers: [null, null], entered: [false, false], agree: null };

/** "They agree!", "They disagree!", or with one answer "Scored on Anna's answer alone"; null with none. */
function verdictOf(
  couple: CoupleReveal,
  names: readonly string[],
  t: ReturnType<typeof useTranslation<'screen'>>['t'],
): string | null {
  if (couple.agree !== null) return couple.agree ? t('shoe.agree') : t('shoe.disagree');
  const alone = couple.answers.findIndex((a) => a !== null);
  return alone >= 0 ? t('shoe.alone', { name: names[alone] ?? '' }) : null;
}

/**
 * The shoe game's reveal: "Anna says… James!", then "James says… James!", turned over one after the
 * other, then "They agree!" (or not) with a cue of its own; under it, what the room predicted.
 */
export function ShoeScreenReveal({ view, question }: RevealProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  const couple: CoupleReveal = view.reveal?.couple ?? NO_ANSWERS;
  const names = question.options;
  const verdict = verdictOf(couple, names, t);
  return (
    <div className="shoe-reveal" data-testid="shoe-reveal">
      <div className="shoe-reveal__cards">
        {couple.answers.map((pick, partner) => (
          <div
            key={partner}
            className="shoe-card"
            style={
              {
                '--shoe-turn': `${partner * SHOE_TURN_SECONDS + SHOE_FIRST_TURN_SECONDS}s`,
              } as React.CSSProperties
            }
          >
            <p className="shoe-card__says">
              <Isolated text={t('shoe.says', { name: names[partner] ?? '' })} />
            </p>
            <div className={`shoe-card__pick${pick === null ? ' shoe-card__pick--none' : ''}`}>
              {pick !== null && question.partnerPhotos?.[pick] && (
                <img className="shoe-card__photo" src={question.partnerPhotos[pick] ?? ''} alt="" />
              )}
              <strong className="shoe-card__name">
                <Isolated text={pick === null ? t('shoe.noAnswer') : `${names[pick] ?? ''}!`} />
              </strong>
            </div>
          </div>
        ))}
      </div>
      {verdict && (
        <p
          className={`reveal-verdict shoe-reveal__verdict shoe-reveal__verdict--${couple.agree === false ? 'disagree' : 'agree'}`}
          style={{ '--shoe-turn': `${SHOE_VERDICT_MS / 1000}s` } as React.CSSProperties}
          data-testid="shoe-verdict"
        >
          {verdict}
        </p>
      )}
      <ShoeRoomGuesses
        names={names}
        responses={view.responses ?? []}
        rightCount={view.reveal?.rightCount ?? 0}
      />
    </div>
  );
}
