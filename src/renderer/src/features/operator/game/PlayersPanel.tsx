import { memo, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPlayer } from '@shared/wire/payloads';
import type { PlayMode, TeamInfo } from '@shared/model/teams';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { ConfirmDialog } from '../ConfirmDialog';
import { Isolated } from '../Isolated';
import { teamShortWords } from './teams/teamMembers';
import { RenameDialog } from './names/RenameDialog';

/** Team games: each guest's table (or side), under the name. Moves are made in the Tables panel, which finds a guest. */
export interface PlayerTeams {
  mode: PlayMode;
  list: readonly TeamInfo[];
}

interface Props {
  players: readonly OperatorPlayer[];
  /** `block`: also keep the guest's phone (its address) out for the rest of the game. */
  onKick: (playerId: string, block: boolean) => void;
  /** Issue 18: a new name for a guest (the server checks it like a join). */
  onRename?: (playerId: string, name: string) => void;
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
export function PlayersPanel(props: Props): React.JSX.Element {
  const { players, onKick, onRename, teams = null, offline = false } = props;
  const { t } = useTranslation('operator');
  const language = useLanguage();
  // Once per update, not once per guest: 2,000 rows must not each search 80 tables.
  const labels = new Map(teams?.list.map((team) => [team.number, teamShortWords(t, teams.mode, team)]));
  // One question for the whole table (2,000 rows must not each hold a dialog).
  const [asking, setAsking] = useState<Removal | null>(null);
  const [renaming, setRenaming] = useState<OperatorPlayer | null>(null);
  // 2,000 rows redrawn as a crowd joins: behind the operator's taps, never in their way (React 19).
  const rows = useDeferredValue(players);
  return (
    <section className="panel panel--players" aria-labelledby="players-title">
      <h2 className="panel__title" id="players-title">
        {t('players.title', { n: formatNumber(players.length, language) })}
      </h2>
      <div className="table-scroll">
        <table className="table" data-testid="players-table">
          <thead>
            <tr>
              <th scope="col">{t('players.id')}</th>
              <th scope="col">{t('players.player')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('players.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((player) => (
              <PlayerRow
                key={player.id}
                player={player}
                onAsk={setAsking}
                onRename={onRename ? setRenaming : undefined}
                teams={teams}
                teamLabel={labels.get(player.team ?? 0) ?? '—'}
                offline={offline}
              />
            ))}
          </tbody>
        </table>
      </div>
      {players.length === 0 && <p className="panel__hint">{t('players.nobody')}</p>}
      {offline && players.length > 0 && <p className="panel__hint">{t('players.unknownPresence')}</p>}
      <RemoveDialog
        removal={asking}
        onConfirm={(r) => {
          setAsking(null);
          onKick(r.player.id, r.block);
        }}
        onCancel={() => setAsking(null)}
      />
      {onRename && <RenameDialog player={renaming} onRename={onRename} onClose={() => setRenaming(null)} />}
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
  onRename: ((player: OperatorPlayer) => void) | undefined;
  teams: PlayerTeams | null;
  teamLabel: string;
  offline: boolean;
}

/** A guest's row: drawn again only when that guest changed (2,000 rows, one join at a time). */
const PlayerRow = memo(function PlayerRow({
  player,
  onAsk,
  onRename,
  teams,
  teamLabel,
  offline,
}: RowProps): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <tr>
      <td>{player.id}</td>
      <td className="players-table__player">
        <bdi>{player.name}</bdi>
        {/* Under the name, not columns of their own: a phone has no room for them. */}
        {teams && (
          <span className="players-table__team" data-testid="player-team">
            <bdi>{teamLabel}</bdi>
          </span>
        )}
        <span className="players-table__presence">
          <Presence connected={offline ? null : player.connected} />
        </span>
      </td>
      <td>
        <div className="players-table__actions">
          {onRename && (
            <button
              className="button button--small button--ghost"
              type="button"
              onClick={() => onRename(player)}
              disabled={offline}
              aria-label={t('names.renameLabel', { name: player.name })}
            >
              {t('names.rename')}
            </button>
          )}
          <button
            className="button button--small button--ghost"
            type="button"
            onClick={() => onAsk({ player, block: false })}
            disabled={offline}
            aria-label={t('players.removeLabel', { name: player.name })}
          >
            {t('players.remove')}
          </button>
          <button
            className="button button--small button--ghost"
            type="button"
            onClick={() => onAsk({ player, block: true })}
            disabled={offline}
            aria-label={t('players.removeAndBlockLabel', { name: player.name })}
          >
            {t('players.removeAndBlock')}
          </button>
        </div>
      </td>
    </tr>
  );
});

interface RemoveDialogProps {
  removal: Removal | null;
  onConfirm: (removal: Removal) => void;
  onCancel: () => void;
}

/** Asks before a guest is removed, naming them and saying what it means for their phone. */
function RemoveDialog({ removal, onConfirm, onCancel }: RemoveDialogProps): React.JSX.Element {
  const { t } = useTranslation('operator');
  const name = removal?.player.name ?? '';
  const block = removal?.block ?? false;
  return (
    <ConfirmDialog
      open={removal !== null}
      title={
        <Isolated
          sentence={(mark) => t(block ? 'players.blockQuestion' : 'players.removeQuestion', { name: mark })}
          value={name}
        />
      }
      confirmLabel={block ? t('players.removeAndBlock') : t('players.remove')}
      onConfirm={() => removal && onConfirm(removal)}
      onCancel={onCancel}
      testId="remove-dialog"
    >
      <p>{block ? t('players.blockBody') : t('players.removeBody')}</p>
    </ConfirmDialog>
  );
}

/** Connected, Offline, or Unknown (null: the panel itself is cut off). */
function Presence({ connected }: { connected: boolean | null }): React.JSX.Element {
  const { t } = useTranslation('operator');
  if (connected === null) return <span className="presence presence--unknown">{t('players.unknown')}</span>;
  return (
    <span className={`presence presence--${connected ? 'on' : 'off'}`}>
      {connected ? t('players.connected') : t('players.offline')}
    </span>
  );
}
