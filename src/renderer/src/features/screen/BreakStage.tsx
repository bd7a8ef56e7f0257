import { useTranslation } from 'react-i18next';
import { GameState } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import type { QuizInfo } from '@shared/wire/quiz';
import { JoinCard } from './JoinCard';
import type { BoardRow } from './LeaderboardStage';
import type { ScreenT } from './stage/kindWords';
import { tierOf } from './stage/textTiers';
import { teamName } from './teams/teamWords';

interface Props {
  view: ScreenView;
  quiz: QuizInfo | null;
  message: string;
}

/** The standings so far: the Top 5 tables in a team game, the Top 5 players otherwise. */
function standingsOf(t: ScreenT, view: ScreenView): BoardRow[] {
  // On the "get ready" step nobody has played yet: every score is 0.
  if (view.state === GameState.STARTING_QUIZ) return [];
  if (view.teams) {
    return view.teams.new.map((team) => ({
      id: `team-${team.number}`,
      rank: team.rank,
      name: teamName(t, view.playMode, team),
      score: team.score,
    }));
  }
  return view.leaderboard.new.map((e) => ({
    id: e.player_name,
    rank: e.rank,
    name: e.player_name,
    score: e.score,
  }));
}

function standingsTitle(t: ScreenT, view: ScreenView): string {
  if (!view.teams) return t('break.scores');
  return view.playMode === 'sides' ? t('break.sides') : t('break.tables');
}

/** A break between two questions: its message large, the standings so far, and how to join for late arrivals. */
export function BreakStage({ view, quiz, message }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const rows = standingsOf(t, view);
  // Up to 160 characters: a longer message takes a smaller size.
  const tier = tierOf(message.length, 60, 110);
  return (
    <div className="lobby break" data-testid="break">
      <JoinCard joinUrl={quiz?.joinUrl ?? ''} title={t('break.join')} className="break__join" />
      <section className="card break__main">
        <p className="stage__kicker">{t('break.kicker')}</p>
        <h2 className={`break__message break__message--${tier}`} data-testid="break-message" dir="auto">
          {message}
        </h2>
        {rows.length > 0 ? (
          <>
            <h3 className="break__standings-title">{standingsTitle(t, view)}</h3>
            <ol className="break-standings" data-testid="break-standings">
              {rows.map((row, index) => (
                <li key={row.id} className={`break-standings__row leaderboard__row--${index + 1}`}>
                  <span className="leaderboard__rank">#{row.rank}</span>
                  <span className="leaderboard__name">
                    <bdi>{row.name}</bdi>
                  </span>
                  <span className="leaderboard__score">{row.score}</span>
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="break__soon">{t('break.soon')}</p>
        )}
      </section>
    </div>
  );
}
