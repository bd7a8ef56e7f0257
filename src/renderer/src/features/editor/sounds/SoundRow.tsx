import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoundCue } from '@shared/wire/sounds';
import { DEFAULT_SOUNDS } from '../../sound/defaultSounds';
import { HiddenFileInput } from '../fields/HiddenFileInput';
import { SOUND_ACCEPT } from './soundChecks';
import type { SoundPreview } from './useSoundPreview';
import { useSoundUpload } from './useSoundUpload';
import { UploadStatus } from '../upload/UploadProgressBar';

interface Props {
  cue: SoundCue;
  /** The couple's file for this moment (`/media/...`), or null: the default plays. */
  value: string | null;
  onChange: (path: string | null) => void;
  preview: SoundPreview;
}

/** One moment of the game: what plays now, a preview, and the couple's own file instead of the default. */
export function SoundRow({ cue, value, onChange, preview }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const input = useRef<HTMLInputElement>(null);
  const { busy, error, cancelled, upload, clearError, tracker, button } = useSoundUpload((path) => {
    if (preview.playing === cue) preview.stop();
    onChange(path);
  });
  const moment = t(`sounds.cues.${cue}`);
  const nameId = `sound-${cue}-name`;
  const message = error ?? (preview.failed === cue && value ? t('sounds.cannotPlay') : null);

  return (
    <li className="sound-row" data-testid={`sound-${cue}`}>
      <div className="sound-row__what">
        <span className="sound-row__name" id={nameId}>
          {moment}
        </span>
        <span className={value ? 'sound-row__now sound-row__now--custom' : 'sound-row__now'}>
          {t(value ? 'sounds.custom' : 'sounds.default')}
        </span>
      </div>
      <div className="sound-row__actions">
        <PlayButton cue={cue} own={value} moment={moment} preview={preview} />
        <button
          ref={button}
          className="button button--small sound-row__button"
          type="button"
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-label={busy ? undefined : t('sounds.chooseLabel', { moment })}
        >
          {t(busy ? 'sounds.uploading' : 'sounds.choose')}
        </button>
        {value && (
          <UseDefaultButton
            moment={moment}
            onClick={() => {
              if (preview.playing === cue) preview.stop();
              clearError();
              onChange(null);
            }}
          />
        )}
      </div>
      <HiddenFileInput
        inputRef={input}
        accept={SOUND_ACCEPT}
        testId={`sound-${cue}-file`}
        onFile={(file) => void upload(file)}
      />
      <UploadStatus tracker={tracker} what={moment} cancelled={cancelled} />
      {message && (
        <p className="sound-row__problem" role="alert">
          {message}
        </p>
      )}
    </li>
  );
}

function PlayButton({
  cue,
  own,
  moment,
  preview,
}: {
  cue: SoundCue;
  /** The couple's own file, or null: the default sound. */
  own: string | null;
  moment: string;
  preview: SoundPreview;
}): React.JSX.Element {
  const { t } = useTranslation('editor');
  const url = own ?? DEFAULT_SOUNDS[cue].url;
  const playing = preview.playing === cue;
  return (
    <button
      className={`button button--small sound-row__button sound-row__play${playing ? ' sound-row__play--playing' : ''}`}
      type="button"
      aria-pressed={playing}
      onClick={() => (playing ? preview.stop() : preview.play(cue, url))}
      aria-label={t(
        playing ? 'sounds.stopLabel' : own !== null ? 'sounds.playLabel' : 'sounds.playDefaultLabel',
        {
          moment,
        },
      )}
    >
      {t(playing ? 'sounds.stop' : 'sounds.play')}
    </button>
  );
}

function UseDefaultButton({ moment, onClick }: { moment: string; onClick: () => void }): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <button
      className="button button--small button--ghost sound-row__button"
      type="button"
      onClick={onClick}
      aria-label={t('sounds.useDefaultLabel', { moment })}
    >
      {t('sounds.useDefault')}
    </button>
  );
}
