import { useTranslation } from 'react-i18next';
import type { SoundSettings } from '@shared/wire/sounds';
import { SoundToggle } from './SoundToggle';
import { useSoundDraft, type SwitchKey, type VolumeKey } from './useSoundDraft';
import { VolumeSlider } from './VolumeSlider';
import './sound.css';

interface Props {
  /** As the server has it (the view): the controls show this once their own change is confirmed. */
  sound: SoundSettings;
  onSet: (settings: SoundSettings) => void;
  offline: boolean;
}

/** Each slider's words are `sound.<key>` in the operator catalog. */
const VOLUMES: readonly VolumeKey[] = ['master', 'music', 'effects'];
const QUIET: SwitchKey = 'quiet';
const MUTED: SwitchKey = 'muted';

/** The line under "Quiet": what the room hears now, `sound.<key>` in the operator catalog. */
function statusKey(shown: SoundSettings): 'statusMuted' | 'statusQuiet' | 'statusPlaying' {
  if (shown.muted) return 'statusMuted';
  return shown.quiet ? 'statusQuiet' : 'statusPlaying';
}

/** Muted or quiet stands out: the room is not hearing what it usually does. */
function statusClass(shown: SoundSettings): string {
  const held = shown.muted || shown.quiet;
  return held ? 'sound-panel__status sound-panel__status--held' : 'sound-panel__status';
}

/**
 * The sound in the room (the big screen plays it): "quiet" while someone speaks, the three volumes and
 * mute. Kept with the game, so a restart or a reset does not blast the music again.
 */
export function SoundPanel({ sound, onSet, offline }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const { shown, slide, release, toggle } = useSoundDraft(sound, onSet);
  return (
    <section className="panel sound-panel" aria-labelledby="sound-title" data-testid="sound-panel">
      <h2 className="panel__title" id="sound-title">
        {t('sound.title')}
      </h2>
      <SoundToggle
        pressed={shown.quiet}
        onToggle={() => toggle(QUIET)}
        offline={offline}
        label={t('sound.quiet')}
        prominent
        testId="sound-quiet"
      />
      <p className={statusClass(shown)} data-testid="sound-status">
        {t(`sound.${statusKey(shown)}`)}
      </p>
      <div className="sound-panel__volumes">
        {VOLUMES.map((key) => (
          <VolumeSlider
            key={key}
            id={`sound-${key}`}
            label={t(`sound.${key}`)}
            value={shown[key]}
            onSlide={(value) => slide(key, value)}
            onRelease={release}
            offline={offline}
          />
        ))}
      </div>
      <SoundToggle
        pressed={shown.muted}
        onToggle={() => toggle(MUTED)}
        offline={offline}
        label={t('sound.mute')}
        testId="sound-mute"
      />
      <p className="panel__hint sound-panel__hint">{t('sound.hint')}</p>
    </section>
  );
}
