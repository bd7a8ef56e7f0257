import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ScreenSound.css';
import type { ScreenView } from '@shared/wire/payloads';
import type { QuizInfo } from '@shared/wire/quiz';
import { useAudioUnlocked } from './useAudioUnlocked';
import { useQuietKey } from './useQuietKey';
import { useScreenSound } from './useScreenSound';

interface Props {
  view: ScreenView | null;
  quiz: QuizInfo | null;
  clockOffsetMs: number;
}

/** The sound starts this long after the page: its first picture draws without any audio work beside it. */
const START_AFTER_MS = 1000;

/** The big screen's sound, once the page has drawn (lobby music a second later is not missed). */
export function ScreenSound(props: Props): React.JSX.Element | null {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setStarted(true), START_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return started ? <ScreenSoundOn {...props} /> : null;
}

/**
 * The big screen's sound and its two discreet notes: "Click for sound" while the browser holds the sound
 * back (never in the desktop app), and a reminder while this screen's Q key keeps the music down.
 */
function ScreenSoundOn({ view, quiz, clockOffsetMs }: Props): React.JSX.Element | null {
  const quietHere = useQuietKey();
  const { unlocked, unlock } = useAudioUnlocked();
  useScreenSound(view, quiz, clockOffsetMs, quietHere, unlocked);
  const { t } = useTranslation('screen');
  const muted = view?.sound.muted ?? false;
  if (unlocked && !quietHere) return null;
  return (
    <div className="screen-sound">
      {!unlocked && !muted && (
        <button type="button" className="screen-sound__unlock" onClick={unlock}>
          {t('sound.unlock')}
        </button>
      )}
      {quietHere && (
        <p className="screen-sound__quiet" role="status">
          {t('sound.quiet')}
        </p>
      )}
    </div>
  );
}
