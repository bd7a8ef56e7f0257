import { GameState, isFinalState, stateName } from '@shared/model/gameState';
import type { ScreenView } from '@shared/wire/payloads';
import type { ScreenGame } from './useScreenGame';
import { AutopilotBar } from './AutopilotBar';
import { showsAutopilotBar } from './autopilotProgress';
import { BreakStage } from './BreakStage';
import { CountdownStage } from './CountdownStage';
import { FinalStage } from './FinalStage';
import { IntroView } from './IntroView';
import { LeaderboardStage } from './LeaderboardStage';
import { LiveStage, useIsLive } from './liveStage';
import { LobbyView } from './LobbyView';
import { CornerJoinQr, showsCornerQr } from './venue/CornerJoinQr';
import { OptionsStage, QuestionOnlyStage, RevealStage } from './stage/QuestionStage';
import { TeamFinalStage } from './teams/TeamFinalStage';
import { TeamLeaderboardStage } from './teams/TeamLeaderboardStage';
import { TeamLobbyView } from './teams/TeamLobbyView';
import { WishSlideshow } from './wishes/WishSlideshow';
import { PhotoWallStage } from './photos/PhotoWallStage';
// After the stages' sheet (imported by QuestionStage): the leaderboard and podium refine `.stage`.
import './screen.css';

/** The big screen's body for the server's current state, and the autopilot's bar when it runs. */
export function ScreenBody({ game }: { game: ScreenGame }): React.JSX.Element | null {
  const { view } = game;
  const live = useIsLive(view?.state ?? -1);
  if (!view) return null;
  return (
    <LiveStage.Provider value={live}>
      {/* The photo wall (issue 31) and the guestbook's slideshow (issue 18): each only while it runs. */}
      {view.photoWall ? (
        <PhotoWallStage game={game} view={view} wall={view.photoWall} />
      ) : view.wishes ? (
        <WishSlideshow wishes={view.wishes} couple={game.quiz?.coupleNames ?? ''} />
      ) : view.breakMessage !== null ? (
        <BreakStage view={view} quiz={game.quiz} message={view.breakMessage} />
      ) : (
        (teamStage(game, view) ?? stageFor(game, view))
      )}
      {showsAutopilotBar(view) && <AutopilotBar timer={view.timer} clockOffsetMs={game.clockOffsetMs} />}
      {showsCornerQr(view) && <CornerJoinQr joinUrl={game.quiz?.joinUrl ?? ''} />}
    </LiveStage.Provider>
  );
}

/** The steps a team game draws its own way: the lobby by table, the Top 5 tables, the tables' podium. */
function teamStage(game: ScreenGame, view: ScreenView): React.JSX.Element | null {
  const teams = view.teams;
  if (view.playMode === 'solo' || !teams) return null;
  const state = view.state as GameState;
  const mode = view.playMode;
  if (isFinalState(state)) {
    return <TeamFinalStage state={state} mode={mode} top={teams.new} bestPlayer={teams.bestPlayer} />;
  }
  if (state === GameState.NEW && game.lobbyTeams) {
    return (
      <TeamLobbyView
        quiz={game.quiz}
        mode={mode}
        playerCount={game.playerCount}
        teams={game.lobbyTeams}
        wifi={view.venue.wifi}
      />
    );
  }
  if (state === GameState.SHOW_LEADERBOARD) {
    return <TeamLeaderboardStage mode={mode} previous={teams.prev} current={teams.new} />;
  }
  return null;
}

function stageFor(game: ScreenGame, view: ScreenView): React.JSX.Element {
  const { quiz, clockOffsetMs } = game;
  const state = view.state as GameState;
  const question = view.questionNumber < view.questionCount ? view.question : null;

  if (isFinalState(state)) return <FinalStage state={state} top={view.leaderboard.new.slice(0, 3)} />;
  switch (state) {
    case GameState.NEW:
      return (
        <LobbyView
          quiz={quiz}
          playerCount={game.playerCount}
          recentPlayers={game.recentPlayers}
          wifi={view.venue.wifi}
        />
      );
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
