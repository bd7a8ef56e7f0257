import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { finalRevealLevel, GameState } from '@shared/model/gameState';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import { Celebration } from './Celebration';
import { useLiveStage } from './liveStage';

/** One place on the podium: a player, or a team (its short name, and its table's name under it). */
export interface PodiumPick {
  id: string;
  name: string;
  sub?: string | null;
  score: number;
}

interface PodiumProps {
  state: GameState;
  top: readonly PodiumPick[];
  /** Named under the podium once the winner is out ("Congratulations, …!"). */
  winner: string | null;
  /** More lines after the congratulations, on the last step (the best player). */
  after?: ReactNode;
  className?: string;
}

/** The reveal level at which each place is shown: third place first, the winner last. */
const REVEAL_AT = { 3: 0, 2: 1, 1: 2 } as const;
/** Left to right: second, first, third. */
const PODIUM_ORDER = [2, 1, 3] as const;

/**
 * The four final states: third place, then second, then first, then everyone with a celebration.
 * A place not yet revealed is not in the page at all, so nobody can peek.
 */
export function PodiumStage({ state, top, winner, after, className = '' }: PodiumProps): React.JSX.Element {
  const level = finalRevealLevel(state);
  const celebrate = state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
  // The place revealed by a live step rises in as the big screen's drum roll ends.
  const suspense = useLiveStage();
  const { t } = useTranslation('screen');
  return (
    <>
      {/* Outside the stage: its entrance transform would trap the petals inside the card. */}
      {celebrate && <Celebration />}
      <section className={`stage stage--final${celebrate ? ' stage--celebrate' : ''} ${className}`.trim()}>
        <h1 className="stage__title">{t('final.title')}</h1>
        <ol className="podium" data-testid="podium">
          {PODIUM_ORDER.map((place) => {
            const entry = top[place - 1];
            if (!entry)
              return <li key={place} className="podium__place podium__place--empty" aria-hidden="true" />;
            const shown = level >= REVEAL_AT[place];
            const waits = suspense && REVEAL_AT[place] === level;
            return (
              <li
                key={place}
                className={`podium__place podium__place--${place}${shown ? ' podium__place--shown' : ''}${waits ? ' podium__place--suspense' : ''}`}
                data-place={place}
                data-revealed={shown ? 'true' : 'false'}
              >
                <div className="podium__winner">{shown ? <PodiumWinner entry={entry} /> : <Secret />}</div>
                <div className="podium__step">
                  <span className="podium__rank">#{place}</span>
                </div>
              </li>
            );
          })}
        </ol>
        {celebrate && winner && (
          <p className="stage__lead final__congrats">
            <Trans
              t={t}
              i18nKey="final.congrats"
              values={{ name: winner }}
              components={{ winner: <bdi className="final__winner" /> }}
            />
          </p>
        )}
        {celebrate && after}
      </section>
    </>
  );
}

function PodiumWinner({ entry }: { entry: PodiumPick }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <>
      <span className="podium__name" dir="auto">
        {entry.name}
      </span>
      {entry.sub && (
        <span className="podium__sub" dir="auto">
          {entry.sub}
        </span>
      )}
      <span className="podium__score">{t('final.points', { count: entry.score })}</span>
    </>
  );
}

function Secret(): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <span className="podium__secret" aria-label={t('final.secret')}>
      ?
    </span>
  );
}

interface Props {
  state: GameState;
  top: readonly LeaderboardEntry[];
}

/** The players' podium. */
export function FinalStage({ state, top }: Props): React.JSX.Element {
  const picks = top.map((e) => ({ id: e.player_name, name: e.player_name, score: e.score }));
  return <PodiumStage state={state} top={picks} winner={top[0]?.player_name ?? null} />;
}
