import { GameState } from '@shared/gameState';
import type { PlayerView, ShownQuestion } from '@shared/payloads';
import { CountdownTimer } from '../../ui/countdown/CountdownTimer';
import { AnswerButtons } from './AnswerButtons';
import { AnsweredView } from './AnsweredView';
import { CorrectAnswerView } from './CorrectAnswerView';
import { isSendingAnswer, rejectionToExplain } from './playerState';
import { QuestionView } from './QuestionView';
import { SendingView } from './SendingView';
import { StateFallback } from './StateFallback';
import type { PlayerGame } from './usePlayerGame';

interface Props {
  game: PlayerGame;
  view: PlayerView;
  state: GameState;
  /** Null when the view has no current question. */
  question: ShownQuestion | null;
}

/** The question's steps on the phone: the question, the answers, "submitted", the reveal. */
export function QuestionStep({ game, view, state, question }: Props): React.JSX.Element {
  const fallback = <StateFallback state={state} name={game.username} />;
  if (!question) return fallback;
  switch (state) {
    case GameState.SHOW_QUESTION:
      return (
        <QuestionView
          questionNumber={view.questionNumber}
          questionCount={view.questionCount}
          text={question.text}
        />
      );
    case GameState.SHOW_QUESTION_OPTIONS:
      return <AnsweringView game={game} view={view} question={question} />;
    case GameState.ANSWERED:
      return (
        <AnsweredView options={question.options} answer={view.myAnswer ?? game.sentAnswer?.answer ?? null} />
      );
    case GameState.SHOW_CORRECT_ANSWER:
      return (
        <CorrectAnswerView
          options={question.options}
          correctAnswer={view.correctAnswer}
          result={view.result}
          rejection={rejectionToExplain(view, game.answerRejection)}
        />
      );
    default:
      return fallback;
  }
}

/** SHOW_QUESTION_OPTIONS: the question, its timer and the four buttons; "Sending…" once tapped. */
function AnsweringView({
  game,
  view,
  question,
}: Omit<Props, 'state'> & { question: ShownQuestion }): React.JSX.Element {
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
        <CountdownTimer timer={view.timer} clockOffsetMs={game.clockOffsetMs} size="small" />
      </QuestionView>
      <AnswerButtons
        options={question.options}
        onAnswer={(option) => game.answer(view.questionNumber, option)}
      />
    </div>
  );
}
