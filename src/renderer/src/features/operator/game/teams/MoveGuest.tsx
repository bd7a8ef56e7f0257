import { useState, type FormEvent } from 'react';
import type { OperatorPlayer } from '@shared/payloads';
import { teamLabel, type PlayMode, type TeamInfo } from '@shared/teams';

interface Props {
  player: OperatorPlayer;
  mode: PlayMode;
  teams: readonly TeamInfo[];
  onMove: (playerId: string, team: number) => void;
  offline: boolean;
}

/**
 * "Move…", then a list of the tables: only drawn for the guest being moved, so a list of 2,000 guests
 * does not carry 2,000 menus of 80 tables.
 */
export function MoveGuest({ player, mode, teams, onMove, offline }: Props): React.JSX.Element {
  const [choice, setChoice] = useState<number | null>(null);
  const where = mode === 'sides' ? 'side' : 'table';
  if (choice === null) {
    return (
      <button
        className="button button--small button--ghost"
        type="button"
        onClick={() => setChoice(player.team ?? teams[0]?.number ?? 1)}
        disabled={offline || teams.length < 2}
        aria-label={`Move ${player.name} to another ${where}`}
      >
        Move…
      </button>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    if (choice !== player.team) onMove(player.id, choice);
    setChoice(null);
  };
  const id = `move-${player.id}`;
  return (
    <form className="move-guest" onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        New {where} for {player.name}
      </label>
      <select
        id={id}
        className="select move-guest__select"
        value={choice}
        onChange={(event) => setChoice(Number(event.target.value))}
        autoFocus
      >
        {teams.map((team) => (
          <option key={team.number} value={team.number}>
            {teamLabel(mode, team)}
            {team.number === player.team ? ' (now)' : ''}
          </option>
        ))}
      </select>
      <button className="button button--small" type="submit" disabled={offline}>
        Move
      </button>
      <button className="button button--small button--ghost" type="button" onClick={() => setChoice(null)}>
        Cancel
      </button>
    </form>
  );
}
