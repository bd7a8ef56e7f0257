import { useState } from 'react';
import type { OperatorPlayer } from '@shared/payloads';
import { teamShortLabel, type PlayMode, type TeamInfo } from '@shared/teams';
import { ConfirmDialog } from '../ConfirmDialog';

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
  // One question for the whole table (2,000 rows must not each hold a dialog).
  const [asking, setAsking] = useState<Removal | null>(null);
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
                onAsk={setAsking}
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
      <RemoveDialog
        removal={asking}
        onConfirm={(r) => {
          setAsking(null);
          onKick(r.player.id, r.block);
        }}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}

/** A removal the operator is asked to confirm. */
interface Removal {
  player: OperatorPlayer;
  /** Also keep their phone (its address) out for the rest of the game. */
  block: boolean;
}

interface RowProps {
  player: OperatorPlayer;
  onAsk: (removal: Removal) => void;
  teams: PlayerTeams | null;
  teamLabel: string;
  offline: boolean;
}

function PlayerRow({ player, onAsk, teams, teamLabel, offline }: RowProps): React.JSX.Element {
  return (
    <tr>
      <td>{player.id}</td>
      <td className="players-table__player">
        {player.name}
        {/* Under the name, not columns of their own: a phone has no room for them. */}
        {teams && (
          <span className="players-table__team" data-testid="player-team">
            {teamLabel}
          </span>
        )}
        <span className="players-table__presence">
          <Presence connected={offline ? null : player.connected} />
        </span>
      </td>
      <td>
        <div className="players-table__actions">
          <button
            className="button button--small button--ghost"
            type="button"
            onClick={() => onAsk({ player, block: false })}
            disabled={offline}
            aria-label={`Remove ${player.name}`}
          >
            Remove
          </button>
          <button
            className="button button--small button--ghost"
            type="button"
            onClick={() => onAsk({ player, block: true })}
            disabled={offline}
            aria-label={`Remove and block ${player.name}`}
          >
            Remove and block
          </button>
        </div>
      </td>
    </tr>
  );
}

interface RemoveDialogProps {
  removal: Removal | null;
  onConfirm: (removal: Removal) => void;
  onCancel: () => void;
}

/** Asks before a guest is removed, naming them and saying what it means for their phone. */
function RemoveDialog({ removal, onConfirm, onCancel }: RemoveDialogProps): React.JSX.Element {
  const name = removal?.player.name ?? '';
  return (
    <ConfirmDialog
      open={removal !== null}
      title={removal?.block ? `Remove and block ${name}?` : `Remove ${name} from the game?`}
      confirmLabel={removal?.block ? 'Remove and block' : 'Remove'}
      onConfirm={() => removal && onConfirm(removal)}
      onCancel={onCancel}
      testId="remove-dialog"
    >
      {removal?.block ? (
        <p>
          Their phone is told and goes back to the join form, and nobody can join again from that phone or its
          network address for the rest of this game.
        </p>
      ) : (
        <p>Their phone is told and goes back to the join form. They may join again under another name.</p>
      )}
    </ConfirmDialog>
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
