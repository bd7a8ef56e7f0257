import { GameState, isFinalState } from '@shared/gameState';
import { GAME_OVER_HINT, GAME_OVER_TITLE } from '@shared/limits';
import { CountdownTimer } from '../../ui/countdown/CountdownTimer';
import type { PlayerGame } from './usePlayerGame';
import { displayedPlayerState, hasCurrentQuestion, isSendingAnswer, rejectionToExplain } from './playerState';
import { AnswerButtons } from './AnswerButtons';
import { AnsweredView } from './AnsweredView';
import { CorrectAnswerView } from './CorrectAnswerView';
import { JoinForm } from './JoinForm';
import { MessageCard } from '../../ui/card/MessageCard';
import { QuestionView } from './QuestionView';
import { RankView } from './RankView';
import { SendingView } from './SendingView';
import { WaitingView } from './WaitingView';
import './player.css';

/** The phone's body for the guest's current state. */
export function PlayerBody({ game }: { game: PlayerGame }): React.JSX.Element | null {
  const { view, clockOffsetMs } = game;
  if (!view) return null;
  const state = displayedPlayerState(view, game.sentAnswer);
  const question = hasCurrentQuestion(view) ? view.question : null;
  const fallback = (
    <MessageCard kicker={game.username ?? 'Guest'} title={`State ${state}`}>
      <p className="card__hint">Keep this page open.</p>
    </MessageCard>
  );

  if (isFinalState(state)) {
    return <MessageCard title="Look at the main screen for the final score!" />;
  }
  switch (state) {
    case GameState.NEW:
      // A guest arriving after the podium began: nothing to join any more (the server refuses too).
      if (isFinalState(view.state as GameState)) return <GameOverCard />;
      return (
        <JoinForm
          title={game.quiz?.title ?? null}
          error={game.joinError}
          notice={game.notice}
          disabled={game.joining}
          onJoin={game.join}
        />
      );
    case GameState.WAITING:
      return <WaitingView name={game.username} />;
    case GameState.STARTING_QUIZ:
      return (
        <MessageCard title="Game is starting!">
          <p className="card__lead">Get ready{game.username ? `, ${game.username}` : ''}.</p>
        </MessageCard>
      );
    case GameState.STARTING_NEXT_QUESTION:
      return (
        <MessageCard
          kicker={
            hasCurrentQuestion(view)
              ? `Question ${view.questionNumber + 1} of ${view.questionCount}`
              : undefined
          }
          title="Question is coming up!"
        >
          <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} size="large" />
        </MessageCard>
      );
    case GameState.SHOW_QUESTION:
      if (!question) return fallback;
      return (
        <QuestionView
          questionNumber={view.questionNumber}
          questionCount={view.questionCount}
          text={question.text}
        />
      );
    case GameState.SHOW_QUESTION_OPTIONS:
      if (!question) return fallback;
      if (game.sentAnswer && isSendingAnswer(view, game.sentAnswer)) {
        return (
          <SendingView
            options={question.options}
            answer={game.sentAnswer.answer}
            online={game.status === 'connected'}
          />
        );
      }
      return (
        <div className="answering">
          <QuestionView
            questionNumber={view.questionNumber}
            questionCount={view.questionCount}
            text={question.text}
          >
            <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} size="small" />
          </QuestionView>
          <AnswerButtons
            options={question.options}
            onAnswer={(option) => game.answer(view.questionNumber, option)}
          />
        </div>
      );
    case GameState.ANSWERED:
      if (!question) return fallback;
      return (
        <AnsweredView options={question.options} answer={view.myAnswer ?? game.sentAnswer?.answer ?? null} />
      );
    case GameState.SHOW_CORRECT_ANSWER:
      if (!question) return fallback;
      return (
        <CorrectAnswerView
          options={question.options}
          correctAnswer={view.correctAnswer}
          result={view.result}
          rejection={rejectionToExplain(view, game.answerRejection)}
        />
      );
    case GameState.SHOW_LEADERBOARD:
      return view.neighbours ? <RankView neighbours={view.neighbours} /> : fallback;
    default:
      return fallback;
  }
}

/** In place of the join form once the final results began. */
function GameOverCard(): React.JSX.Element {
  return (
    <MessageCard title={GAME_OVER_TITLE}>
      <p className="card__lead">{GAME_OVER_HINT}</p>
    </MessageCard>
  );
}
