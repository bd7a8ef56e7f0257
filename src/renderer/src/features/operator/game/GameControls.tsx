import { useTranslation } from 'react-i18next';
import { GameState, stateName } from '@shared/model/gameState';
import type { OperatorView } from '@shared/wire/payloads';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import type { OperatorActions } from '../useOperatorGame';
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
  const { t } = useTranslation('operator');
  const over = view.state === GameState.SHOW_FINAL_RESULTS_SHOW_3;
  const next = nextLabel(t, {
    state: view.state,
    questionNumber: view.questionNumber,
    questionCount: view.questionCount,
    poll: view.question?.kind === 'poll',
    leaderboardEvery: view.leaderboardEvery,
  });

  return (
    <section className="panel panel--controls" aria-labelledby="controls-title">
      <h2 className="panel__title" id="controls-title">
        {t('controls.title')}
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
          {t('controls.offline')}
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
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const total = view.questionCount;
  return (
    <dl className="facts">
      <div className="facts__item">
        <dt>{t('controls.now')}</dt>
        <dd
          data-testid="operator-state"
          data-state={stateName(view.state as GameState)}
          title={`${stateName(view.state as GameState)} (${view.state})`}
        >
          {plainStateName(t, view.state, question)}
        </dd>
      </div>
      <div className="facts__item">
        <dt>{t('controls.question')}</dt>
        <dd data-testid="operator-question">
          {inQuestion
            ? t('controls.questionOf', { number: view.questionNumber + 1, total })
            : started
              ? t('controls.allPlayed', { count: total })
              : t('controls.toPlay', { count: total })}
        </dd>
      </div>
      <div className="facts__item">
        <dt>{t('controls.answered')}</dt>
        <dd data-testid="operator-answered">
          {formatNumber(answeredCount, language)} / {formatNumber(playerCount, language)}
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
  const { t } = useTranslation('operator');
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
          {paused ? t('controls.resume') : t('controls.pause')}
        </button>
      ) : (
        <p className="panel__hint">
          {view.state === GameState.SHOW_FINAL_RESULTS_SHOW_3
            ? t('controls.overHint')
            : view.breakMessage !== null
              ? t('controls.breakHint')
              : t('controls.noTimerHint')}
        </p>
      )}
    </div>
  );
}
