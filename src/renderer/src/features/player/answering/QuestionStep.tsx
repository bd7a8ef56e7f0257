import type { ReactNode } from 'react';
import { GameState } from '@shared/model/gameState';
import type { PlayerView, ShownQuestion } from '@shared/wire/payloads';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import { AnswerInput } from './AnswerInput';
import { AnsweredView } from './AnsweredView';
import { CorrectAnswerView } from '../reveal/CorrectAnswerView';
import { isSendingAnswer, refusalToShow, rejectionToExplain } from '../playerState';
import { QuestionView } from './QuestionView';
import { SendingView } from './SendingView';
import { StateFallback } from '../StateFallback';
import type { PlayerGame } from '../usePlayerGame';

interface Props {
  game: PlayerGame;
  view: PlayerView;
  state: GameState;
  /** Null when the view has no current question. */
  question: ShownQuestion | null;
  /** A team game: the guest's table and its place, on the reveal. */
  team?: ReactNode;
}

/** The question's steps on the phone: the question, the answers, "submitted", the reveal. */
export function QuestionStep({ game, view, state, question, team }: Props): React.JSX.Element {
  const fallback = <StateFallback state={state} name={game.username} />;
  if (!question) return fallback;
  switch (state) {
    case GameState.SHOW_QUESTION:
      return (
        <QuestionView
          questionNumber={view.questionNumber}
          questionCount={view.questionCount}
          text={question.text}
          listen={question.clip !== null}
        />
      );
    case GameState.SHOW_QUESTION_OPTIONS:
      return <AnsweringView game={game} view={view} question={question} />;
    case GameState.ANSWERED:
      return <AnsweredView question={question} answer={view.myAnswer ?? game.sentAnswer?.answer ?? null} />;
    case GameState.SHOW_CORRECT_ANSWER:
      return (
        <CorrectAnswerView
          question={question}
          view={view}
          rejection={rejectionToExplain(view, game.answerRejection)}
          team={team}
        />
      );
    default:
      return fallback;
  }
}

/** SHOW_QUESTION_OPTIONS: the question, its timer and the way to answer; "Sending…" once sent. */
function AnsweringView({
  game,
  view,
  question,
}: Omit<Props, 'state' | 'team'> & { question: ShownQuestion }): React.JSX.Element {
  if (game.sentAnswer && isSendingAnswer(view, game.sentAnswer)) {
    return (
      <SendingView question={question} answer={game.sentAnswer.answer} online={game.status === 'connected'} />
    );
  }
  const refusal = refusalToShow(view, game.answerRejection);
  return (
    <div className={`answering answering--${question.kind}`}>
      <QuestionView
        questionNumber={view.questionNumber}
        questionCount={view.questionCount}
        text={question.text}
        listen={question.clip !== null}
      >
        <CountdownTimer timer={view.timer} clockOffsetMs={game.clockOffsetMs} size="small" />
      </QuestionView>
      <AnswerInput
        key={view.questionNumber}
        question={question}
        refusal={refusal}
        refused={refusal ? (game.answerRejection?.answer ?? null) : null}
        onAnswer={(answer) => game.answer(view.questionNumber, answer)}
      />
    </div>
  );
}
