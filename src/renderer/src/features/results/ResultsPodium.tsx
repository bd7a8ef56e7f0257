import type { LeaderboardEntry } from '@shared/payloads';
import { podiumPlaces } from '../../ui/ranking/podium';

interface Props {
  standings: readonly LeaderboardEntry[];
  /** "Podium", or "Podium of the tables". */
  label?: string;
  /** A second line under a name (a table's own name under "Table 7"), when there is one. */
  subtitle?: (entry: LeaderboardEntry) => string | null;
}

/** The first three, on gold, silver and bronze steps. */
export function ResultsPodium({ standings, label = 'Podium', subtitle }: Props): React.JSX.Element {
  if (standings.length === 0) {
    return <p className="results-empty">Nobody played this game.</p>;
  }
  return (
    <ol className="results-podium" data-testid="results-podium" aria-label={label}>
      {podiumPlaces(standings).map(({ place, entry }) => {
        if (!entry)
          return (
            <li
              key={place}
              className="results-podium__place results-podium__place--empty"
              aria-hidden="true"
            />
          );
        const sub = subtitle?.(entry) ?? null;
        return (
          <li
            key={place}
            className={`results-podium__place results-podium__place--${place}`}
            data-place={place}
          >
            <span className="results-podium__name">{entry.player_name}</span>
            {sub && <span className="results-podium__sub">{sub}</span>}
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
