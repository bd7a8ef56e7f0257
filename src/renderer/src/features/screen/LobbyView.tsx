import type { QuizInfo } from '@shared/quiz';
import { JoinCard } from './JoinCard';

interface Props {
  quiz: QuizInfo | null;
  playerCount: number;
  recentPlayers: readonly string[];
}

/** NEW: how to join, and the names of those who did, newest first. */
export function LobbyView({ quiz, playerCount, recentPlayers }: Props): React.JSX.Element {
  return (
    <div className="lobby">
      <JoinCard joinUrl={quiz?.joinUrl ?? ''} title={quiz?.title} />
      <section className="card lobby__players">
        <h2 className="lobby__waiting">Waiting for players... ({playerCount})</h2>
        <ul className="chips" data-testid="player-chips">
          {recentPlayers.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
        </ul>
        {recentPlayers.length === 0 && <p className="lobby__empty">Be the first to join!</p>}
      </section>
    </div>
  );
}
