import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPlayer } from '@shared/wire/payloads';
import type { PlayMode, TeamInfo } from '@shared/model/teams';
import { useLanguage } from '../../../../i18n/useLanguage';
import { MoveGuest } from './MoveGuest';
import { RenameTeam } from './RenameTeam';
import { namesPreview, playersText, teamShortWords, type TeamWithMembers } from './teamMembers';

interface Props {
  entry: TeamWithMembers;
  /** The guests to list when open: all of them, or those a search found. */
  shown: readonly OperatorPlayer[];
  /** A search found guests here: the table opens on them. */
  forceOpen: boolean;
  mode: PlayMode;
  teams: readonly TeamInfo[];
  onMove: (playerId: string, team: number) => void;
  onRename: (team: number, name: string | null) => void;
  offline: boolean;
}

/** One table: its name, its guests at a glance; opened, each guest with a way to move them. */
export function TeamItem(props: Props): React.JSX.Element {
  const { entry, shown, forceOpen, mode, onRename, offline } = props;
  const [opened, setOpened] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const open = opened || forceOpen;
  const { team, label, members } = entry;
  const short = teamShortWords(t, mode, team);
  const listId = `team-${team.number}-guests`;
  return (
    <li className={`team-item${open ? ' team-item--open' : ''}`} data-testid={`team-${team.number}`}>
      <div className="team-item__head">
        <button
          className="team-item__toggle"
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpened(!open)}
          disabled={forceOpen}
        >
          <span className="team-item__label" data-testid="team-label">
            <bdi>{label}</bdi>
          </span>
          <span className="team-item__count">{playersText(t, language, members.length)}</span>
          <span className="team-item__names" dir="auto">
            {namesPreview(t, members)}
          </span>
        </button>
        {!renaming && (
          <button
            className="button button--small button--ghost"
            type="button"
            onClick={() => setRenaming(true)}
            disabled={offline}
            aria-label={t('teams.renameLabel', { team: short })}
          >
            {t('teams.rename')}
          </button>
        )}
      </div>
      {renaming && (
        <RenameTeam
          what={short}
          number={team.number}
          name={team.name}
          onSave={onRename}
          onClose={() => setRenaming(false)}
          offline={offline}
        />
      )}
      {open && <TeamGuests {...props} id={listId} shown={shown} />}
    </li>
  );
}

/** The open table's guests, each with "Move…". */
function TeamGuests({
  id,
  entry,
  shown,
  mode,
  teams,
  onMove,
  offline,
}: Props & { id: string }): React.JSX.Element {
  const { t } = useTranslation('operator');
  if (entry.members.length === 0) {
    return (
      <p className="panel__hint team-item__empty" id={id}>
        {mode === 'sides' ? t('teams.sideEmpty') : t('teams.tableEmpty')}
      </p>
    );
  }
  return (
    <ul className="team-guests" id={id}>
      {shown.map((player) => (
        <li key={player.id} className="team-guests__guest" data-testid="team-guest">
          <span className="team-guests__name">
            <bdi>{player.name}</bdi>
            {/* Cut off from the server, the panel cannot tell who is offline. */}
            {!offline && !player.connected && <span className="team-guests__away"> {t('teams.away')}</span>}
          </span>
          <MoveGuest player={player} mode={mode} teams={teams} onMove={onMove} offline={offline} />
        </li>
      ))}
    </ul>
  );
}
