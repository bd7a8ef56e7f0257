import type { PlayerTeam, PlayerView } from '@shared/payloads';
import { teamLabel, type PlayMode } from '@shared/teams';
import { standingWords, type StandingFacts } from './teamWords';

/** The guest's table (or side) on the reveal, the leaderboard and a break: its place and their share. */
export function TeamStanding(props: StandingFacts): React.JSX.Element {
  const words = standingWords(props);
  return (
    <p className="team-standing">
      <strong className="team-standing__lead">{words.lead}</strong>
      {words.points && (
        <>
          {/* Read aloud and copied as one line; shown as two. */}
          <span className="visually-hidden"> · </span>
          <span className="team-standing__points">{words.points}</span>
        </>
      )}
    </p>
  );
}

/** The standing for this phone's view, or nothing in a solo game. */
export function standingOf(view: PlayerView, mode: PlayMode | undefined): React.JSX.Element | null {
  if (!view.team) return null;
  const points = view.result?.total ?? view.neighbours?.me.score ?? null;
  return <TeamStanding mode={mode ?? 'tables'} team={view.team} points={points} />;
}

/** "Table 7 – Lisbon" (or a side's name) on the waiting card. */
export function TeamBadge({ mode, team }: { mode: PlayMode; team: PlayerTeam }): React.JSX.Element {
  return <p className="team-badge">{teamLabel(mode, team)}</p>;
}
