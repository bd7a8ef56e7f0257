import { useTranslation } from 'react-i18next';
import type { TimerInfo } from '@shared/wire/payloads';
import { prefersReducedMotion } from '../motion';
import { secondsLeft } from './countdown';
import { useCountdown } from './useCountdown';

export type TimerSize = 'large' | 'small' | 'hidden';

const PIXELS: Record<Exclude<TimerSize, 'hidden'>, number> = { large: 180, small: 160 };
const STROKE = 12;

interface Props {
  timer: TimerInfo;
  clockOffsetMs: number;
  size?: TimerSize;
}

/**
 * The server's countdown as a ring that empties clockwise from twelve o'clock. It only draws the
 * deadline: the server moves the game on, whatever this device's clock or tab does.
 */
export function CountdownTimer({ timer, clockOffsetMs, size = 'large' }: Props): React.JSX.Element | null {
  const { remainingMs, durationMs, paused } = useCountdown(timer, clockOffsetMs);
  const { t } = useTranslation();
  if (size === 'hidden' || remainingMs === null) return null;

  const px = PIXELS[size];
  const radius = (px - STROKE) / 2;
  const circumference = 2 * Math.PI * radius;
  const seconds = secondsLeft(remainingMs);
  // Less motion: the ring steps with the seconds instead of draining every frame.
  const shownMs = prefersReducedMotion() ? seconds * 1000 : remainingMs;
  const fraction = durationMs && durationMs > 0 ? Math.min(1, Math.max(0, shownMs / durationMs)) : 0;
  const urgent = !paused && seconds <= 5 && (durationMs ?? 0) > 5000;

  return (
    <div
      className={`countdown countdown--${size}${urgent ? ' countdown--urgent' : ''}${paused ? ' countdown--paused' : ''}`}
      data-testid="countdown"
      data-seconds={seconds}
      data-duration-ms={durationMs ?? ''}
      role="timer"
      aria-label={t(paused ? 'countdown.pausedLeft' : 'countdown.left', { count: seconds })}
    >
      <svg className="countdown__ring" width={px} height={px} viewBox={`0 0 ${px} ${px}`} aria-hidden="true">
        <circle className="countdown__track" cx={px / 2} cy={px / 2} r={radius} strokeWidth={STROKE} />
        <circle
          className="countdown__progress"
          cx={px / 2}
          cy={px / 2}
          r={radius}
          strokeWidth={STROKE}
          strokeDasharray={`${circumference} ${circumference}`}
          // Negative offset moves the start of the arc forward: the elapsed part grows clockwise.
          strokeDashoffset={-(1 - fraction) * circumference}
          transform={`rotate(-90 ${px / 2} ${px / 2})`}
        />
      </svg>
      <span className="countdown__seconds">{seconds}</span>
      {paused && <span className="countdown__paused">{t('paused')}</span>}
    </div>
  );
}
