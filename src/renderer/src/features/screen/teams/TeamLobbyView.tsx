import type { TeamLobby } from '@shared/payloads';
import type { QuizInfo } from '@shared/quiz';
import { teamLabel, type PlayMode } from '@shared/teams';
import { JoinCard } from '../JoinCard';
import { lobbyGrid, lobbyNames, NOBODY_YET, playersText, type LobbyDensity } from './teamWords';

interface Props {
  quiz: QuizInfo | null;
  mode: PlayMode;
  playerCount: number;
  teams: readonly TeamLobby[];
}

/** NEW in a team game: how to join, and who sits where; a table nobody has joined yet says so. */
export function TeamLobbyView({ quiz, mode, playerCount, teams }: Props): React.JSX.Element {
  const grid = lobbyGrid(teams.length);
  return (
    <div className={`lobby lobby--teams lobby--${mode === 'sides' ? 'sides' : grid.density}`}>
      <JoinCard joinUrl={quiz?.joinUrl ?? ''} title={quiz?.title} />
      <section className="card lobby__players">
        <h2 className="lobby__waiting">Waiting for players... ({playerCount})</h2>
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
  const empty = team.players === 0;
  // Packed tight, a tile keeps the number only (the heading says they are tables); tiniest, the
  // count is for screen readers only (a solid tile has players, a dashed one none).
  const packed = density === 'dense' || density === 'tiny';
  const label = packed ? String(team.number) : teamLabel(mode, team);
  return (
    <li
      className={`team-tile${empty ? ' team-tile--empty' : ''}`}
      data-team={team.number}
      data-players={team.players}
      title={teamLabel(mode, team)}
    >
      <span className="team-tile__label">
        {packed && <span className="visually-hidden">Table </span>}
        {label}
      </span>
      <span className={density === 'tiny' ? 'visually-hidden' : 'team-tile__count'}>
        {empty ? NOBODY_YET : playersText(team.players)}
      </span>
      {!empty && !packed && <span className="team-tile__names">{lobbyNames(team.names, team.players)}</span>}
    </li>
  );
}

/** Two sides: a column each, with the side's name, its count and its newest names. */
function SidesLobby({ teams }: { teams: readonly TeamLobby[] }): React.JSX.Element {
  return (
    <div className="sides-lobby" data-testid="team-lobby">
      {teams.map((team) => (
        <section
          key={team.number}
          className={`side-column${team.players === 0 ? ' team-tile--empty' : ''}`}
          data-team={team.number}
          data-players={team.players}
        >
          <h3 className="side-column__name">{teamLabel('sides', team)}</h3>
          <p className="team-tile__count">{team.players === 0 ? NOBODY_YET : playersText(team.players)}</p>
          <ul className="chips">
            {team.names.map((name) => (
              <li key={name} className="chip">
                {name}
              </li>
            ))}
          </ul>
          {team.players > team.names.length && (
            <p className="side-column__more">+{team.players - team.names.length} more</p>
          )}
        </section>
      ))}
    </div>
  );
}
