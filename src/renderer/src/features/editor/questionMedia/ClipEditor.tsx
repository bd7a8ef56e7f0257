import { useTranslation } from 'react-i18next';
import { CLIP_LIMITS } from '@shared/model/questionMedia';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { TextField } from '../fields/TextField';
import { fieldId, type ProblemMap } from '../quizProblems';
import { clipSpan, clipSummary, shortenedBy, songLength, type ClipDraft } from './clipDraft';
import { useSongShape, type SongReading } from './songShapes';
import { useClipPlayback, type ClipPlayback } from './useClipPlayback';
import { Waveform } from './Waveform';

interface Props {
  clip: ClipDraft;
  path: string;
  n: number;
  problems: ProblemMap;
  onClip: (change: Partial<ClipDraft>) => void;
}

/** A question's song clip: the song's shape with the part that plays, its start and length, a preview. */
export function ClipEditor({ clip, path, n, problems, onClip }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const language = useLanguage();
  const song = useSongShape(clip.path);
  const playback = useClipPlayback();
  const span = clipSpan(clip);
  const duration = song.status === 'ready' ? song.shape.duration : null;
  const summaryId = `${fieldId(`${path}.clip`)}-summary`;
  const short = span && duration !== null ? shortenedBy(span, duration) : null;
  return (
    // Where the playing clip is, for the tests (as the big screen's unveiling says how far it is).
    <div className="clip-editor" data-position={playback.position?.toFixed(1)}>
      <SongPicture
        song={song}
        clip={clip}
        span={span}
        position={playback.position}
        summaryId={summaryId}
        onStart={(start) => onClip({ start: String(start) })}
      />
      <div className="clip-editor__line">
        <p className="clip-editor__summary" id={summaryId} data-testid="clip-summary">
          {span ? clipSummary(span, duration, t) : t('clip.summaryNone')}
        </p>
        <PlayButton clip={clip} span={span} n={n} playback={playback} />
      </div>
      {short !== null && duration !== null && (
        <p className="field__hint clip-editor__short">
          {t('clip.endsEarly', { total: songLength(duration), seconds: formatNumber(short, language) })}
        </p>
      )}
      <ClipTimes clip={clip} path={path} duration={duration} problems={problems} onClip={onClip} />
      {playback.failed && (
        <p className="clip-editor__problem" role="alert">
          {t('sounds.cannotPlay')}
        </p>
      )}
    </div>
  );
}

interface TimesProps {
  clip: ClipDraft;
  path: string;
  /** The song's length once it is read: the start's highest value. */
  duration: number | null;
  problems: ProblemMap;
  onClip: (change: Partial<ClipDraft>) => void;
}

/** Where the clip starts and how long it lasts, in seconds, with their problems. */
function ClipTimes({ clip, path, duration, problems, onClip }: TimesProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="clip-editor__times">
      <TextField
        path={`${path}.clip.start`}
        label={t('clip.start')}
        type="number"
        decimal
        min={0}
        max={duration ?? CLIP_LIMITS.startMaxSeconds}
        value={clip.start}
        hint={t('clip.startHint')}
        onChange={(start) => onClip({ start })}
        problems={problems}
      />
      <TextField
        path={`${path}.clip.length`}
        label={t('clip.length')}
        type="number"
        min={CLIP_LIMITS.minSeconds}
        max={CLIP_LIMITS.maxSeconds}
        value={clip.length}
        hint={t('clip.lengthHint', { min: CLIP_LIMITS.minSeconds, max: CLIP_LIMITS.maxSeconds })}
        onChange={(length) => onClip({ length })}
        problems={problems}
      />
    </div>
  );
}

interface PictureProps {
  song: SongReading;
  clip: ClipDraft;
  span: { start: number; length: number } | null;
  position: number | null;
  summaryId: string;
  onStart: (seconds: number) => void;
}

/** The waveform once the song is read; until then (or if this browser cannot read it) a line saying so. */
function SongPicture({ song, clip, span, position, summaryId, onStart }: PictureProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  if (song.status !== 'ready')
    return (
      <p className="clip-editor__status" role="status">
        {t(song.status === 'reading' ? 'clip.reading' : 'clip.unreadable')}
      </p>
    );
  const fallback = { start: Number(clip.start) || 0, length: Number(clip.length) || 0 };
  const { start, length } = span ?? fallback;
  return (
    <div className="clip-editor__wave">
      <Waveform
        shape={song.shape}
        start={start}
        length={length}
        position={position}
        labelledBy={summaryId}
        // The whole clip stays within the song.
        onStart={(seconds) =>
          onStart(Math.min(seconds, Math.max(0, Math.floor((song.shape.duration - length) * 10) / 10)))
        }
      />
      <p className="field__hint clip-editor__pick">{t('clip.pickHint')}</p>
    </div>
  );
}

/** The signs before Play and Stop: beside the words, not instead of them. */
export const PLAY_SIGN = '▶';
const STOP_SIGN = '■';

interface PlayProps {
  clip: ClipDraft;
  span: { start: number; length: number } | null;
  n: number;
  playback: ClipPlayback;
}

/** ▶ Play clip / ■ Stop: exactly the part the big screen will play. */
function PlayButton({ clip, span, n, playback }: PlayProps): React.JSX.Element {
  const { t } = useTranslation('editor');
  const { playing } = playback;
  return (
    <button
      className={`button button--small clip-editor__play${playing ? ' clip-editor__play--playing' : ''}`}
      type="button"
      // Needs a start and a length to know what to play; Stop is always there.
      disabled={!playing && span === null}
      aria-pressed={playing}
      aria-label={t(playing ? 'clip.stopLabel' : 'clip.playLabel', { n })}
      onClick={() => {
        if (playing) playback.stop();
        else if (span) playback.play(clip.path, span.start, span.length);
      }}
    >
      <span aria-hidden="true">{playing ? STOP_SIGN : PLAY_SIGN} </span>
      {t(playing ? 'clip.stop' : 'clip.play')}
    </button>
  );
}
