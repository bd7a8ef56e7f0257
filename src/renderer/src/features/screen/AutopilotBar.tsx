import { useTranslation } from 'react-i18next';
import type { TimerInfo } from '@shared/wire/payloads';
import { useCountdown } from '../../ui/countdown/useCountdown';
import { elapsedFraction } from './autopilotProgress';

/**
 * A thin bar along the bottom edge that fills until the game moves on by itself, so the room (and the
 * DJ) can see it coming; it stands still while the operator has paused the timer.
 */
export function AutopilotBar({
  timer,
  clockOffsetMs,
}: {
  timer: TimerInfo;
  clockOffsetMs: number;
}): React.JSX.Element {
  const { t } = useTranslation('screen');
  const { remainingMs, durationMs, paused } = useCountdown(timer, clockOffsetMs);
  const fraction = elapsedFraction(remainingMs, durationMs);
  const seconds = Math.ceil((remainingMs ?? 0) / 1000);
  return (
    <div
      className={`autopilot-bar${paused ? ' autopilot-bar--paused' : ''}`}
      data-testid="autopilot-bar"
      data-paused={paused ? 'true' : 'false'}
      role="progressbar"
      aria-label={paused ? t('autopilot.paused') : t('autopilot.next', { count: seconds })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
    >
      <div className="autopilot-bar__fill" style={{ transform: `scaleX(${fraction})` }} />
    </div>
  );
}
