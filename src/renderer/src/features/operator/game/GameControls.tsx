import { GameState, stateName } from '@shared/gameState';
import type { OperatorView } from '@shared/payloads';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import { UNREACHABLE_TEXT, type OperatorActions } from '../useOperatorGame';
import { ResetGame } from './ResetGame';
import { currentQuestion, nextLabel, plainStateName } from './stateWords';

interface Props {
  view: OperatorView;
  clockOffsetMs: number;
  answeredCount: number;
  playerCount: number;
  actions: OperatorActions;
  /** The panel cannot reach the server: every button is disabled, and says why. */
  offline?: boolean;
}

/** The operator's main controls: where the game is, and the buttons that move it. */
export function GameControls(props: Props): React.JSX.Element {
  const { view, actions, offline = false } = props;
  const over = view.state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
  const next = nextLabel({
    state: view.state,
    questionNumber: view.questionNumber,
    questionCount: view.questionCount,
    poll: view.question?.kind === 'poll',
    leaderboardEvery: view.leaderboardEvery,
  });

  return (
    <section className="panel panel--controls" aria-labelledby="controls-title">
      <h2 className="panel__title" id="controls-title">
        Game
      </h2>
      <GameFacts {...props} />
      <div className="controls">
        <button
          className="button button--primary button--big"
          type="button"
          onClick={actions.nextState}
          disabled={over || offline}
          data-testid="next-state"
        >
          {next}
        </button>
        <TimerControls {...props} />
        <ResetGame onReset={actions.reset} offline={offline} />
      </div>
      {offline && (
        <p className="panel__hint panel__hint--warning" data-testid="controls-offline">
          Buttons disabled. {UNREACHABLE_TEXT}
        </p>
      )}
    </section>
  );
}

/** The state, the question, and how many have answered. */
function GameFacts({ view, answeredCount, playerCount }: Props): React.JSX.Element {
  const started = view.state >= GameState.STARTING_NEXT_QUESTION;
  const inQuestion = started && view.questionNumber < view.questionCount;
  const question = currentQuestion(view.state, view.questionNumber, view.questionCount);
  return (
    <dl className="facts">
      <div className="facts__item">
        <dt>Now</dt>
        <dd
          data-testid="operator-state"
          data-state={stateName(view.state as GameState)}
          title={`${stateName(view.state as GameState)} (${view.state})`}
        >
          {plainStateName(view.state, question)}
        </dd>
      </div>
      <div className="facts__item">
        <dt>Question</dt>
        <dd data-testid="operator-question">
          {inQuestion
            ? `${view.questionNumber + 1} of ${view.questionCount}`
            : started
              ? `All ${view.questionCount} played`
              : `${view.questionCount} to play`}
        </dd>
      </div>
      <div className="facts__item">
        <dt>Answered</dt>
        <dd data-testid="operator-answered">
          {answeredCount} / {playerCount}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The timer, and Pause or Resume while one runs: one button that changes its words, so keyboard focus
 * stays on it when the server answers (two buttons swapped would drop it to the page).
 */
function TimerControls({ view, clockOffsetMs, actions, offline = false }: Props): React.JSX.Element {
  const paused = view.timer.pausedRemainingMs !== null;
  const running = view.timer.deadline !== null;
  return (
    <div className="controls__timer">
      <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} size="small" />
      {running || paused ? (
        <button
          className="button"
          type="button"
          onClick={paused ? actions.resumeTimer : actions.pauseTimer}
          disabled={offline}
          data-testid="timer-toggle"
        >
          {paused ? 'Resume timer' : 'Pause timer'}
        </button>
      ) : (
        <p className="panel__hint">
          {view.state === GameState.SHOW_FINAL_RESULTS_SHOW_3
            ? 'The game is over: Reset Game starts a new one.'
            : view.breakMessage !== null
              ? 'On a break: the game waits for End break or the Next button.'
              : 'No timer: the game waits for the Next button.'}
        </p>
      )}
    </div>
  );
}
