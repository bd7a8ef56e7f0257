import { finalRevealLevel, GameState } from '@shared/gameState';
import type { LeaderboardEntry } from '@shared/payloads';
import { Celebration } from './Celebration';

interface Props {
  state: GameState;
  top: readonly LeaderboardEntry[];
}

/** Podium order on screen, left to right: second, first, third. */
const PODIUM = [
  { place: 2, revealAt: 1 },
  { place: 1, revealAt: 2 },
  { place: 3, revealAt: 0 },
] as const;

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
          {PODIUM.map(({ place, revealAt }) => {
            const entry = top[place - 1];
            if (!entry)
              return <li key={place} className="podium__place podium__place--empty" aria-hidden="true" />;
            const shown = level >= revealAt;
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
