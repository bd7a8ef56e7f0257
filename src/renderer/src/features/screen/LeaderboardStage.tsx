import { useEffect, useState } from 'react';
import { Flipped, Flipper } from 'react-flip-toolkit';
import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@shared/wire/payloads';
import { prefersReducedMotion } from '../../ui/motion';

/** The board is a numbered list (not words: a tag name). */
const LIST_TAG = 'ol';

/** How long the previous ranking stays up before the rows move. */
export const REORDER_DELAY_MS = 500;

/** One line of a Top 5: a player, or a table with how many play at it (`detail`). */
export interface BoardRow {
  id: string;
  rank: number;
  name: string;
  detail?: string;
  score: number;
}

interface BoardProps {
  title: string;
  previous: readonly BoardRow[];
  current: readonly BoardRow[];
  /** A plain line under the rows (how a table's score is counted). */
  footnote?: string;
  className?: string;
  testId?: string;
}

/** A Top 5 as it was, then, after half a second, the rows slide to the new order. */
export function LeaderboardBoard({
  title,
  previous,
  current,
  footnote,
  className = '',
  testId = 'leaderboard',
}: BoardProps): React.JSX.Element {
  const { t } = useTranslation('screen');
  const [reordered, setReordered] = useState(() => previous.length === 0 || prefersReducedMotion());

  useEffect(() => {
    if (reordered) return undefined;
    const id = window.setTimeout(() => setReordered(true), REORDER_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [reordered]);

  const rows = reordered ? current : previous;
  return (
    <section
      className={`stage stage--leaderboard ${className}`.trim()}
      data-testid={testId}
      data-reordered={reordered ? 'true' : 'false'}
    >
      <h1 className="stage__title">{title}</h1>
      <Flipper
        flipKey={rows.map((r) => r.id).join('\n')}
        element={LIST_TAG}
        className="leaderboard"
        spring={{ stiffness: 170, damping: 24 }}
      >
        {rows.map((row, index) => (
          <Flipped key={row.id} flipId={row.id}>
            <li className={`leaderboard__row leaderboard__row--${index + 1}`}>
              <span className="leaderboard__rank">#{row.rank}</span>
              <span className="leaderboard__name">
                <bdi>{row.name}</bdi>
              </span>
              {row.detail && <span className="leaderboard__detail">{row.detail}</span>}
              <span className="leaderboard__score">{row.score}</span>
            </li>
          </Flipped>
        ))}
      </Flipper>
      {rows.length === 0 && <p className="stage__lead">{t('leaderboard.nobody')}</p>}
      {footnote && <p className="leaderboard__footnote">{footnote}</p>}
    </section>
  );
}

function playerRows(entries: readonly LeaderboardEntry[]): BoardRow[] {
  return entries.map((e) => ({ id: e.player_name, rank: e.rank, name: e.player_name, score: e.score }));
}

interface Props {
  previous: readonly LeaderboardEntry[];
  current: readonly LeaderboardEntry[];
}

/** SHOW_LEADERBOARD: the top 5 players. */
export function LeaderboardStage({ previous, current }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <LeaderboardBoard
      title={t('leaderboard.title')}
      previous={playerRows(previous)}
      current={playerRows(current)}
    />
  );
}
