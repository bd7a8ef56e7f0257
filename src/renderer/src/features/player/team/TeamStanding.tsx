import { useTranslation } from 'react-i18next';
import type { PlayerTeam, PlayerView } from '@shared/wire/payloads';
import type { PlayMode } from '@shared/model/teams';
import { languageInfo } from '../../../i18n/languages';
import { formatPoints } from '../reveal/points';
import { useLanguage } from '../../../i18n/useLanguage';
import { Isolated } from '../../../ui/text/Isolated';
import { PHONE_NS, teamLabelIn } from '../phoneT';
import { standingWords, type StandingFacts } from './teamWords';

/** The guest's table (or side) on the reveal, the leaderboard and a break: its place and their share. */
export function TeamStanding(props: StandingFacts): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  const language = useLanguage();
  const words = standingWords(t, props, (value) => formatPoints(value, languageInfo(language).intl));
  return (
    <p className="team-standing">
      <strong className="team-standing__lead">
        <Isolated text={words.lead} />
      </strong>
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
  const teamMode = mode ?? 'tables';
  return <TeamStanding mode={teamMode} team={view.team} points={points} />;
}

/** "Table 7 – Lisbon" (or a side's name) on the waiting card. */
export function TeamBadge({ mode, team }: { mode: PlayMode; team: PlayerTeam }): React.JSX.Element {
  const { t } = useTranslation(PHONE_NS);
  return (
    <p className="team-badge" dir="auto">
      {teamLabelIn(t, mode, team)}
    </p>
  );
}
