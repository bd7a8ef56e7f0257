import { useEffect, useState } from 'react';
import { Flipped, Flipper } from 'react-flip-toolkit';
import type { LeaderboardEntry } from '@shared/payloads';
import { prefersReducedMotion } from '../../ui/motion';

/** How long the previous ranking stays up before the rows move. */
export const REORDER_DELAY_MS = 500;

interface Props {
  previous: readonly LeaderboardEntry[];
  current: readonly LeaderboardEntry[];
}

/** SHOW_LEADERBOARD: the top 5 as it was, then, after half a second, the rows slide to the new order. */
export function LeaderboardStage({ previous, current }: Props): React.JSX.Element {
  const [reordered, setReordered] = useState(() => previous.length === 0 || prefersReducedMotion());

  useEffect(() => {
    if (reordered) return undefined;
    const id = window.setTimeout(() => setReordered(true), REORDER_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [reordered]);

  const rows = reordered ? current : previous;
  return (
    <section
      className="stage stage--leaderboard"
      data-testid="leaderboard"
      data-reordered={reordered ? 'true' : 'false'}
    >
      <h1 className="stage__title">Top 5 Leaderboard</h1>
      <Flipper
        flipKey={rows.map((r) => r.player_name).join('\n')}
        element="ol"
        className="leaderboard"
        spring={{ stiffness: 170, damping: 24 }}
      >
        {rows.map((entry, index) => (
          <Flipped key={entry.player_name} flipId={entry.player_name}>
            <li className={`leaderboard__row leaderboard__row--${index + 1}`}>
              <span className="leaderboard__rank">#{entry.rank}</span>
              <span className="leaderboard__name">{entry.player_name}</span>
              <span className="leaderboard__score">{entry.score}</span>
            </li>
          </Flipped>
        ))}
      </Flipper>
      {rows.length === 0 && <p className="stage__lead">Nobody has played yet.</p>}
    </section>
  );
}
