import { Trans, useTranslation } from 'react-i18next';
import type { TeamLobby } from '@shared/wire/payloads';
import type { QuizInfo } from '@shared/wire/quiz';
import type { PlayMode } from '@shared/model/teams';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { JoinCard } from '../JoinCard';
import { lobbyGrid, lobbyNames, playersText, teamName, type LobbyDensity } from './teamWords';
import { QuizTitle } from '../QuizTitle';

interface Props {
  quiz: QuizInfo | null;
  mode: PlayMode;
  playerCount: number;
  teams: readonly TeamLobby[];
  /** The venue's `WIFI:` QR text, or null. */
  wifi?: string | null;
}

const SIDES: PlayMode = 'sides';

/** NEW in a team game: how to join, and who sits where; a table nobody has joined yet says so. */
export function TeamLobbyView({ quiz, mode, playerCount, teams, wifi = null }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const grid = lobbyGrid(teams.length);
  return (
    <div
      className={`lobby lobby--teams lobby--${mode === 'sides' ? 'sides' : grid.density}${wifi ? ' lobby--wifi' : ''}`}
    >
      <JoinCard joinUrl={quiz?.joinUrl ?? ''} title={<QuizTitle quiz={quiz} />} wifi={wifi} />
      <section className="card lobby__players">
        <h2 className="lobby__waiting">
          {t('lobby.waiting', { players: formatNumber(playerCount, language) })}
        </h2>
        {mode === 'sides' ? (
          <SidesLobby teams={teams} />
        ) : (
          <ul
            className="team-grid"
            data-testid="team-lobby"
            style={{ '--cols': grid.columns, '--rows': grid.rows } as React.CSSProperties}
          >
            {teams.map((team) => (
              <TableTile key={team.number} mode={mode} team={team} density={grid.density} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TableTile({
  mode,
  team,
  density,
}: {
  mode: PlayMode;
  team: TeamLobby;
  density: LobbyDensity;
}): React.JSX.Element {
  const { t } = useTranslation('screen');
  const empty = team.players === 0;
  // Packed tight, a tile keeps the number only (the heading says they are tables); tiniest, the
  // count is for screen readers only (a solid tile has players, a dashed one none).
  const packed = density === 'dense' || density === 'tiny';
  return (
    <li
      className={`team-tile${empty ? ' team-tile--empty' : ''}`}
      data-team={team.number}
      data-players={team.players}
      title={teamName(t, mode, team)}
    >
      <span className="team-tile__label">
        {packed ? (
          // The number alone on the tile; the word ("Table", "号桌") for screen readers, in its own place.
          <Trans
            t={t}
            i18nKey="teams.tableTile"
            values={{ number: team.number }}
            components={{ hidden: <span className="visually-hidden" /> }}
          />
        ) : (
          teamName(t, mode, team)
        )}
      </span>
      <span className={density === 'tiny' ? 'visually-hidden' : 'team-tile__count'}>
        {empty ? t('teams.nobodyYet') : playersText(t, team.players)}
      </span>
      {!empty && !packed && (
        <span className="team-tile__names" dir="auto">
          {lobbyNames(t, team.names, team.players)}
        </span>
      )}
    </li>
  );
}

/** Two sides: a column each, with the side's name, its count and its newest names. */
function SidesLobby({ teams }: { teams: readonly TeamLobby[] }): React.JSX.Element {
  const { t } = useTranslation('screen');
  return (
    <div className="sides-lobby" data-testid="team-lobby">
      {teams.map((team) => (
        <section
          key={team.number}
          className={`side-column${team.players === 0 ? ' team-tile--empty' : ''}`}
          data-team={team.number}
          data-players={team.players}
        >
          <h3 className="side-column__name" dir="auto">
            {teamName(t, SIDES, team)}
          </h3>
          <p className="team-tile__count">
            {team.players === 0 ? t('teams.nobodyYet') : playersText(t, team.players)}
          </p>
          <ul className="chips">
            {team.names.map((name) => (
              <li key={name} className="chip" dir="auto">
                {name}
              </li>
            ))}
          </ul>
          {team.players > team.names.length && (
            <p className="side-column__more">{t('teams.more', { more: team.players - team.names.length })}</p>
          )}
        </section>
      ))}
    </div>
  );
}
