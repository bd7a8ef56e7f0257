import type { OperatorPlayer } from '@shared/payloads';

interface Props {
  players: readonly OperatorPlayer[];
  onKick: (playerId: string) => void;
  /**
   * The panel itself is cut off from the server: what it last heard about the phones may be stale,
   * so nobody is shown as connected (or offline) and nobody can be kicked.
   */
  offline?: boolean;
}

/** Everyone who joined, whether their phone is connected, and a way to remove a rude name. */
export function PlayersPanel({ players, onKick, offline = false }: Props): React.JSX.Element {
  const kick = (player: OperatorPlayer): void => {
    if (window.confirm(`Remove ${player.name} from the game?`)) onKick(player.id);
  };
  return (
    <section className="panel panel--players" aria-labelledby="players-title">
      <h2 className="panel__title" id="players-title">
        Players ({players.length})
      </h2>
      <div className="table-scroll">
        <table className="table" data-testid="players-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Player</th>
              <th scope="col">Connection</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.id}>
                <td>{player.id}</td>
                <td>{player.name}</td>
                <td>
                  {offline ? (
                    <span className="presence presence--unknown">Unknown</span>
                  ) : (
                    <span className={`presence presence--${player.connected ? 'on' : 'off'}`}>
                      {player.connected ? 'Connected' : 'Offline'}
                    </span>
                  )}
                </td>
                <td>
                  <button
                    className="button button--small button--ghost"
                    type="button"
                    onClick={() => kick(player)}
                    disabled={offline}
                  >
                    Kick
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {players.length === 0 && <p className="panel__hint">Nobody has joined yet.</p>}
      {offline && players.length > 0 && (
        <p className="panel__hint">
          Whether their phones are connected is unknown (not connected to the server).
        </p>
      )}
    </section>
  );
}
