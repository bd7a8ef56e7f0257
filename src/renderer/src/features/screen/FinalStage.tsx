import { finalRevealLevel, GameState } from '@shared/gameState';
import type { LeaderboardEntry } from '@shared/payloads';
import { podiumPlaces } from '../../ui/ranking/podium';
import { Celebration } from './Celebration';

interface Props {
  state: GameState;
  top: readonly LeaderboardEntry[];
}

/** The reveal level at which each place is shown: third place first, the winner last. */
const REVEAL_AT = { 3: 0, 2: 1, 1: 2 } as const;

/**
 * The four final states: third place, then second, then first, then everyone with a celebration.
 * A place not yet revealed is not in the page at all, so nobody can peek.
 */
export function FinalStage({ state, top }: Props): React.JSX.Element {
  const level = finalRevealLevel(state);
  const celebrate = state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
  return (
    <>
      {/* Outside the stage: its entrance transform would trap the petals inside the card. */}
      {celebrate && <Celebration />}
      <section className={`stage stage--final${celebrate ? ' stage--celebrate' : ''}`}>
        <h1 className="stage__title">Final Leaderboard</h1>
        <ol className="podium" data-testid="podium">
          {podiumPlaces(top).map(({ place, entry }) => {
            if (!entry)
              return <li key={place} className="podium__place podium__place--empty" aria-hidden="true" />;
            const shown = level >= REVEAL_AT[place];
            return (
              <li
                key={place}
                className={`podium__place podium__place--${place}${shown ? ' podium__place--shown' : ''}`}
                data-place={place}
                data-revealed={shown ? 'true' : 'false'}
              >
                <div className="podium__winner">
                  {shown ? (
                    <>
                      <span className="podium__name">{entry.player_name}</span>
                      <span className="podium__score">{entry.score} points</span>
                    </>
                  ) : (
                    <span className="podium__secret" aria-label="not revealed yet">
                      ?
                    </span>
                  )}
                </div>
                <div className="podium__step">
                  <span className="podium__rank">#{place}</span>
                </div>
              </li>
            );
          })}
        </ol>
        {celebrate && top[0] && (
          <p className="stage__lead final__congrats">Congratulations, {top[0].player_name}!</p>
        )}
      </section>
    </>
  );
}
