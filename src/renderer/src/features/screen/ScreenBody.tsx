import { GameState, isFinalState, stateName } from '@shared/gameState';
import type { ScreenGame } from './useScreenGame';
import { CountdownStage } from './CountdownStage';
import { FinalStage } from './FinalStage';
import { IntroView } from './IntroView';
import { LeaderboardStage } from './LeaderboardStage';
import { LobbyView } from './LobbyView';
import { OptionsStage, QuestionOnlyStage, RevealStage } from './stage/QuestionStage';
// After the stages' sheet (imported by QuestionStage): the leaderboard and podium refine `.stage`.
import './screen.css';

/** The big screen's body for the server's current state. */
export function ScreenBody({ game }: { game: ScreenGame }): React.JSX.Element | null {
  const { view, quiz, clockOffsetMs } = game;
  if (!view) return null;
  const state = view.state as GameState;
  const question = view.questionNumber < view.questionCount ? view.question : null;

  if (isFinalState(state)) return <FinalStage state={state} top={view.leaderboard.new.slice(0, 3)} />;
  switch (state) {
    case GameState.NEW:
      return <LobbyView quiz={quiz} playerCount={game.playerCount} recentPlayers={game.recentPlayers} />;
    case GameState.STARTING_QUIZ:
      return <IntroView quiz={quiz} />;
    case GameState.STARTING_NEXT_QUESTION:
      return <CountdownStage view={view} clockOffsetMs={clockOffsetMs} />;
    case GameState.SHOW_QUESTION:
      if (question) return <QuestionOnlyStage question={question} />;
      break;
    case GameState.SHOW_QUESTION_OPTIONS:
      if (question) {
        return (
          <OptionsStage
            view={view}
            question={question}
            clockOffsetMs={clockOffsetMs}
            answeredCount={game.answeredCount}
            playerCount={game.playerCount}
          />
        );
      }
      break;
    case GameState.SHOW_CORRECT_ANSWER:
      if (question) return <RevealStage view={view} question={question} />;
      break;
    case GameState.SHOW_LEADERBOARD:
      return <LeaderboardStage previous={view.leaderboard.prev} current={view.leaderboard.new} />;
    default:
      break;
  }
  return (
    <section className="stage">
      <h1 className="stage__title">{stateName(state)}</h1>
    </section>
  );
}
