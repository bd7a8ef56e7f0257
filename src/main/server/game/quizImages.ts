import { SOUND_CUES, type Quiz } from '@shared/index';

/** One image (or sound) a quiz uses: the field it sits in (for messages), its `/media/…` path, and how to change it. */
export interface ImageSlot {
  field: string;
  path: string;
  /** What to tell the editor when the image is gone. */
  missing: string;
  set: (path: string) => void;
}

const PHOTO_MISSING = 'The photo is missing: upload it again';

/** Every image of a quiz: the background, the couple's photos, each question's photo and reveal photo. */
export function imageSlots(quiz: Quiz): ImageSlot[] {
  const slots: ImageSlot[] = [];
  const add = (
    field: string,
    path: string | undefined,
    set: (p: string) => void,
    missing = PHOTO_MISSING,
  ): void => {
    if (path) slots.push({ field, path, missing, set });
  };
  add(
    'backgroundImage',
    quiz.backgroundImage,
    (p) => (quiz.backgroundImage = p),
    'The image is missing: upload it again',
  );
  quiz.partners?.forEach((partner, i) =>
    add(`partners.${i}.photo`, partner.photo, (p) => (partner.photo = p)),
  );
  quiz.questions.forEach((q, i) => {
    add(`questions.${i}.photo`, q.photo, (p) => (q.photo = p));
    add(`questions.${i}.revealPhoto`, q.revealPhoto, (p) => (q.revealPhoto = p));
  });
  return slots;
}

const SOUND_MISSING = 'The sound is missing: upload it again';

/** Every sound of a quiz: the couple's own, moment by moment (issue 17), then the questions' song clips (issue 30). */
export function soundSlots(quiz: Quiz): ImageSlot[] {
  const sounds = quiz.sounds;
  const cues = SOUND_CUES.flatMap((cue) => {
    const path = sounds?.[cue];
    if (!sounds || !path) return [];
    const set = (p: string): void => void (sounds[cue] = p);
    return [{ field: `sounds.${cue}`, path, missing: SOUND_MISSING, set }];
  });
  const clips = quiz.questions.flatMap((q, i) => {
    const clip = q.clip;
    if (!clip) return [];
    const set = (p: string): void => void (clip.path = p);
    return [{ field: `questions.${i}.clip.path`, path: clip.path, missing: SOUND_MISSING, set }];
  });
  return [...cues, ...clips];
}

/** Every file a quiz uses: its images, then its sounds. */
export function mediaSlots(quiz: Quiz): ImageSlot[] {
  return [...imageSlots(quiz), ...soundSlots(quiz)];
}
