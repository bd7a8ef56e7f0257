import type { LeaderboardEntry } from '@shared/payloads';
import { podiumPlaces } from '../../ui/ranking/podium';

/** The first three, on gold, silver and bronze steps. */
export function ResultsPodium({ standings }: { standings: readonly LeaderboardEntry[] }): React.JSX.Element {
  if (standings.length === 0) {
    return <p className="results-empty">Nobody played this game.</p>;
  }
  return (
    <ol className="results-podium" data-testid="results-podium" aria-label="Podium">
      {podiumPlaces(standings).map(({ place, entry }) => {
        if (!entry)
          return (
            <li
              key={place}
              className="results-podium__place results-podium__place--empty"
              aria-hidden="true"
            />
          );
        return (
          <li
            key={place}
            className={`results-podium__place results-podium__place--${place}`}
            data-place={place}
          >
            <span className="results-podium__name">{entry.player_name}</span>
            <span className="results-podium__score">{entry.score} points</span>
            <span className="results-podium__step">
              <span className="results-podium__rank">
                <span className="visually-hidden">Place </span>
                {place}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
