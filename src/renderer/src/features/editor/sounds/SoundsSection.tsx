import { useTranslation } from 'react-i18next';
import { MAX_SOUND_BYTES, SOUND_CUES, type QuizSounds, type SoundCue } from '@shared/wire/sounds';
import { SoundRow } from './SoundRow';
import { useSoundPreview } from './useSoundPreview';
import './sounds.css';

interface Props {
  sounds: QuizSounds;
  /** Gives one moment the couple's file (a `/media/...` path), or the default again (null). */
  onSound: (cue: SoundCue, path: string | null) => void;
}

/** Sound in the room (issue 17): every moment's sound, and the couple's own file for any of them. */
export function SoundsSection({ sounds, onSound }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const preview = useSoundPreview();
  const own = SOUND_CUES.filter((cue) => sounds[cue]).length;
  return (
    <section className="panel editor-section sounds" aria-labelledby="editor-sounds-title">
      <h3 className="panel__title" id="editor-sounds-title">
        {t('sounds.heading')}
      </h3>
      <p className="field__hint sounds__hint">
        {t('sounds.hint', { size: Math.round(MAX_SOUND_BYTES / 1024 / 1024) })}
      </p>
      <p className="sounds__summary" data-testid="sounds-summary">
        {own === 0 ? t('sounds.summaryNone') : t('sounds.summary', { count: own })}
      </p>
      <ul className="sounds__list">
        {SOUND_CUES.map((cue) => (
          <SoundRow
            key={cue}
            cue={cue}
            value={sounds[cue] ?? null}
            onChange={(path) => onSound(cue, path)}
            preview={preview}
          />
        ))}
      </ul>
    </section>
  );
}
