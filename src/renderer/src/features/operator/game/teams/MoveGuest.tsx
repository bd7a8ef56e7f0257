import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPlayer } from '@shared/wire/payloads';
import type { PlayMode, TeamInfo } from '@shared/model/teams';
import { teamWords } from './teamMembers';

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
  const { t } = useTranslation('operator');
  const sides = mode === 'sides';
  if (choice === null) {
    return (
      <button
        className="button button--small button--ghost"
        type="button"
        onClick={() => setChoice(player.team ?? teams[0]?.number ?? 1)}
        disabled={offline || teams.length < 2}
        aria-label={t(sides ? 'teams.moveToSide' : 'teams.moveToTable', { name: player.name })}
      >
        {t('teams.moveOpen')}
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
        {t(sides ? 'teams.newSide' : 'teams.newTable', { name: player.name })}
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
            {team.number === player.team
              ? t('teams.now', { team: teamWords(t, mode, team) })
              : teamWords(t, mode, team)}
          </option>
        ))}
      </select>
      <button className="button button--small" type="submit" disabled={offline}>
        {t('teams.move')}
      </button>
      <button className="button button--small button--ghost" type="button" onClick={() => setChoice(null)}>
        {t('cancel')}
      </button>
    </form>
  );
}
