import type { QuizInfo } from '@shared/quiz';
import { QrCode } from '../../ui/qr/QrCode';

interface Props {
  quiz: QuizInfo | null;
  playerCount: number;
  recentPlayers: readonly string[];
}

/** NEW: how to join, and the names of those who did, newest first. */
export function LobbyView({ quiz, playerCount, recentPlayers }: Props): React.JSX.Element {
  const joinUrl = quiz?.joinUrl ?? '';
  return (
    <div className="lobby">
      <section className="card lobby__join">
        <h1 className="screen-title">{quiz?.title}</h1>
        <div className="lobby__qr-frame">
          <QrCode value={joinUrl} alt={`QR code to join at ${joinUrl}`} className="lobby__qr" />
        </div>
        <p className="lobby__scan">Scan to join, or go to</p>
        <p className="lobby__url" data-testid="join-url">
          {joinUrl}
        </p>
      </section>
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
