import { useTranslation } from 'react-i18next';
import './ScreenSound.css';
import type { ScreenView } from '@shared/payloads';
import type { QuizInfo } from '@shared/quiz';
import { useAudioUnlocked } from './useAudioUnlocked';
import { useQuietKey } from './useQuietKey';
import { useScreenSound } from './useScreenSound';

interface Props {
  view: ScreenView | null;
  quiz: QuizInfo | null;
  clockOffsetMs: number;
}

/**
 * The big screen's sound and its two discreet notes: "Click for sound" while the browser holds the sound
 * back (never in the desktop app), and a reminder while this screen's Q key keeps the music down.
 */
export function ScreenSound({ view, quiz, clockOffsetMs }: Props): React.JSX.Element | null {
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
