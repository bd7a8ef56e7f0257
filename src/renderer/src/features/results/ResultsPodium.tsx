import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import { podiumPlaces } from '../../ui/ranking/podium';

interface Props {
  standings: readonly LeaderboardEntry[];
  /** "Podium", or "Podium of the tables". */
  label?: string;
  /** A second line under a name (a table's own name under "Table 7"), when there is one. */
  subtitle?: (entry: LeaderboardEntry) => string | null;
}

/** The first three, on gold, silver and bronze steps. */
export function ResultsPodium({ standings, label, subtitle }: Props): React.JSX.Element {
  const { t } = useTranslation('results');
  if (standings.length === 0) {
    return <p className="results-empty">{t('podium.nobody')}</p>;
  }
  return (
    <ol className="results-podium" data-testid="results-podium" aria-label={label ?? t('podium.label')}>
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
            <span className="results-podium__name" dir="auto">
              {entry.player_name}
            </span>
            {sub && (
              <span className="results-podium__sub" dir="auto">
                {sub}
              </span>
            )}
            <span className="results-podium__score">{t('cover.points', { count: entry.score })}</span>
            <span className="results-podium__step">
              <span className="results-podium__rank">
                <span className="visually-hidden">{t('podium.place', { place })}</span>
                <span aria-hidden="true">{place}</span>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
