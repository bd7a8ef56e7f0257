import type { OperatorPlayer } from '@shared/payloads';
import { teamShortLabel, type PlayMode, type TeamInfo } from '@shared/teams';

/** Team games: each guest's table (or side), under the name. Moves are made in the Tables panel, which finds a guest. */
export interface PlayerTeams {
  mode: PlayMode;
  list: readonly TeamInfo[];
}

interface Props {
  players: readonly OperatorPlayer[];
  /** `block`: also keep the guest's phone (its address) out for the rest of the game. */
  onKick: (playerId: string, block: boolean) => void;
  /** Null in solo games. */
  teams?: PlayerTeams | null;
  /**
   * The panel itself is cut off from the server: what it last heard about the phones may be stale,
   * so nobody is shown as connected (or offline) and nobody can be kicked.
   */
  offline?: boolean;
}

/**
 * Everyone who joined, whether their phone is connected, and a way to remove a rude name: Remove
 * (they may join again under another name) or Remove and block (not from that phone again, this game).
 */
export function PlayersPanel({ players, onKick, teams = null, offline = false }: Props): React.JSX.Element {
  // Once per update, not once per guest: 2,000 rows must not each search 80 tables.
  const labels = new Map(teams?.list.map((t) => [t.number, teamShortLabel(teams.mode, t)]));
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
              <PlayerRow
                key={player.id}
                player={player}
                onKick={onKick}
                teams={teams}
                teamLabel={labels.get(player.team ?? 0) ?? '—'}
                offline={offline}
              />
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

interface RowProps {
  player: OperatorPlayer;
  onKick: Props['onKick'];
  teams: PlayerTeams | null;
  teamLabel: string;
  offline: boolean;
}

function PlayerRow({ player, onKick, teams, teamLabel, offline }: RowProps): React.JSX.Element {
  const kick = (): void => {
    if (window.confirm(`Remove ${player.name} from the game?`)) onKick(player.id, false);
  };
  const kickAndBlock = (): void => {
    const question =
      `Remove ${player.name} and block their phone for the rest of this game? ` +
      'Nobody can join again from that phone or its network address.';
    if (window.confirm(question)) onKick(player.id, true);
  };
  return (
    <tr>
      <td>{player.id}</td>
      <td>
        {player.name}
        {/* Under the name, not a column of its own: the panel has no room for one more. */}
        {teams && (
          <span className="players-table__team" data-testid="player-team">
            {teamLabel}
          </span>
        )}
      </td>
      <td>
        <Presence connected={offline ? null : player.connected} />
      </td>
      <td className="players-table__actions">
        <button
          className="button button--small button--ghost"
          type="button"
          onClick={kick}
          disabled={offline}
        >
          Remove
        </button>
        <button
          className="button button--small button--ghost"
          type="button"
          onClick={kickAndBlock}
          disabled={offline}
        >
          Remove and block
        </button>
      </td>
    </tr>
  );
}

/** Connected, Offline, or Unknown (null: the panel itself is cut off). */
function Presence({ connected }: { connected: boolean | null }): React.JSX.Element {
  if (connected === null) return <span className="presence presence--unknown">Unknown</span>;
  return (
    <span className={`presence presence--${connected ? 'on' : 'off'}`}>
      {connected ? 'Connected' : 'Offline'}
    </span>
  );
}
