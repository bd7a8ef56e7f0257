import { GameState, stateName } from '@shared/gameState';
import type { OperatorView } from '@shared/payloads';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import { UNREACHABLE_TEXT, type OperatorActions } from '../useOperatorGame';

export const RESET_QUESTION = 'Are you sure you want to reset the gamestate?';

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
  const reset = (): void => {
    if (window.confirm(RESET_QUESTION)) actions.reset();
  };

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
        >
          Next State
        </button>
        <TimerControls {...props} />
        <button className="button button--danger" type="button" onClick={reset} disabled={offline}>
          Reset Game
        </button>
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
  return (
    <dl className="facts">
      <div className="facts__item">
        <dt>State</dt>
        <dd data-testid="operator-state">
          {stateName(view.state as GameState)} ({view.state})
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

/** The timer, and Pause or Resume while one runs. */
function TimerControls({ view, clockOffsetMs, actions, offline = false }: Props): React.JSX.Element {
  const paused = view.timer.pausedRemainingMs !== null;
  const running = view.timer.deadline !== null;
  return (
    <div className="controls__timer">
      <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} size="small" />
      {running && (
        <button className="button" type="button" onClick={actions.pauseTimer} disabled={offline}>
          Pause timer
        </button>
      )}
      {paused && (
        <button className="button" type="button" onClick={actions.resumeTimer} disabled={offline}>
          Resume timer
        </button>
      )}
      {!running && !paused && (
        <p className="panel__hint">
          {view.breakMessage !== null
            ? 'On a break: the game waits for End break or Next State.'
            : 'No timer: the game waits for Next State.'}
        </p>
      )}
    </div>
  );
}
