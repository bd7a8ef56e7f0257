import type { z } from 'zod';
import { CLIP_LIMITS } from '@shared/model/questionMedia';
import type { Problem } from '../../../net/apiTypes';
import type { EditorT } from '../editorWords';

// A question's song clip (issue 30) in the form: the song and its part, numbers as typed; its words.

/** "Name that song": the song (`/media/...`) and the part the big screen plays, in seconds as typed. */
export interface ClipDraft {
  path: string;
  start: string;
  length: string;
}

/** What a new clip starts with: the song's beginning, fifteen seconds (the operator moves it). */
export const NEW_CLIP_LENGTH = '15';

/** A clip as the quiz format has it. */
interface Clip {
  path: string;
  start: number;
  length: number;
}

export function toClipDraft(clip: Clip | undefined): ClipDraft | null {
  return clip ? { path: clip.path, start: String(clip.start), length: String(clip.length) } : null;
}

/** An empty field is not a number (rather than Number('') = 0), so the message says what is wrong. */
const typed = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The clip as the quiz format wants it (whether it is valid is the schema's call); none, no field. */
export function clipOut(clip: ClipDraft | null): { clip?: Clip } {
  if (!clip) return {};
  return { clip: { path: clip.path, start: typed(clip.start), length: typed(clip.length) } };
}

/** The part of the song a clip plays, in seconds, or null while a number is missing or wrong. */
export function clipSpan(clip: ClipDraft): { start: number; length: number } | null {
  const start = typed(clip.start);
  const length = typed(clip.length);
  if (!Number.isFinite(start) || !Number.isFinite(length) || start < 0 || length <= 0) return null;
  return { start, length };
}

/** Seconds as a clock reads them: 0:07, 3:05, 1:02:09; a tenth when there is one (0:12.5). */
export function clock(seconds: number): string {
  const total = Math.max(0, Math.round(seconds * 10) / 10);
  const whole = Math.floor(total);
  const tenth = Math.round((total - whole) * 10);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  const rest = tenth > 0 ? `${s}.${tenth}` : s;
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** A song's length as its player shows it: whole seconds (3:05, not 3:05.4). */
export const songLength = (duration: number): string => clock(Math.floor(duration));

/** "Clip from 0:12 to 0:27 of 3:05": the waveform's words, for everyone and for screen readers. */
export function clipSummary(
  span: { start: number; length: number },
  duration: number | null,
  t: EditorT,
): string {
  const from = clock(span.start);
  const to = clock(span.start + span.length);
  return duration === null
    ? t('clip.summaryUnknown', { from, to })
    : t('clip.summary', { from, to, total: songLength(duration) });
}

/** How long the clip really plays when the song ends before it does; null when it plays in full. */
export function shortenedBy(span: { start: number; length: number }, duration: number): number | null {
  const plays = duration - span.start;
  return plays > 0 && plays < span.length ? Math.round(plays * 10) / 10 : null;
}

type Issue = z.core.$ZodIssue;

/** The schema's problems with a clip's start or length, in plain words; null for any other problem. */
export function clipMessage(issue: Issue, t: EditorT): string | null {
  const field = issue.path[issue.path.length - 1];
  if (issue.path[issue.path.length - 2] !== 'clip' || (field !== 'start' && field !== 'length')) return null;
  if (issue.code === 'invalid_type') return t('problems.clipSeconds');
  if (issue.code === 'too_small')
    return field === 'start'
      ? t('problems.clipStartEarly')
      : t('problems.clipShort', { min: CLIP_LIMITS.minSeconds });
  if (issue.code === 'too_big')
    return field === 'start'
      ? t('problems.clipStartLate', { max: clock(CLIP_LIMITS.startMaxSeconds) })
      : t('problems.clipLong', { max: CLIP_LIMITS.maxSeconds });
  return null;
}

/** Durations of songs the editor has read (`/media/...` → seconds). */
export type SongDurations = ReadonlyMap<string, number>;

/**
 * What the schema cannot know: a clip that starts after its song has ended (once the editor has read the
 * song and knows how long it is).
 */
export function clipProblems(
  questions: readonly { clip: ClipDraft | null }[],
  durations: SongDurations,
  t: EditorT,
): Problem[] {
  return questions.flatMap((q, i) => {
    const duration = q.clip ? durations.get(q.clip.path) : undefined;
    const start = q.clip ? typed(q.clip.start) : Number.NaN;
    if (duration === undefined || !(start >= duration) || start > CLIP_LIMITS.startMaxSeconds) return [];
    return [
      {
        path: `questions.${i}.clip.start`,
        message: t('problems.clipAfterSong', { total: songLength(duration) }),
      },
    ];
  });
}
