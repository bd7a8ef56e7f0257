import { kindModule } from '@shared/kinds';
import { QUIZ_FORMAT_VERSION, QUIZ_LIMITS, type Quiz } from '@shared/wire/quiz';
import { SOUND_CUES, type QuizSounds } from '@shared/wire/sounds';
import { timingsText, type TimingsText } from '../../ui/timings';
import { fromPlayDraft, toPlayDraft, type PlayDraft } from './play/playDraft';
import {
  fromQuestionDraft,
  newQuestion,
  toNumber,
  toQuestionDraft,
  type QuestionDraft,
} from './questionDraft';
import { languagesOut, toLanguagesDraft, type LanguagesDraft } from './translate/languagesDraft';

export const MAX_QUESTIONS = QUIZ_LIMITS.questions;

/** One of the couple, for "who said it" questions. */
export interface PartnerDraft {
  name: string;
  photo: string | null;
}

export interface QuizDraft {
  title: string;
  coupleNames: string;
  eventDate: string;
  backgroundImage: string | null;
  bgmUrl: string;
  timings: TimingsText;
  partners: [PartnerDraft, PartnerDraft];
  questions: QuestionDraft[];
  /** How the game is played: the mode and its teams, the autopilot, the leaderboard's pacing. */
  play: PlayDraft;
  /** The quiz's main and second languages and its quiz-wide texts in the second one. */
  languages: LanguagesDraft;
  /** The couple's own sounds, by moment (`/media/...` paths); a moment left out plays the default. */
  sounds: QuizSounds;
}

const noPartner = (): PartnerDraft => ({ name: '', photo: null });

/** The form for `quiz`; questions keep the ids of `previous` by position, so nothing is re-mounted. */
export function toDraft(quiz: Quiz, previous?: QuizDraft | null): QuizDraft {
  const partner = (i: 0 | 1): PartnerDraft => {
    const p = quiz.partners?.[i];
    return p ? { name: p.name, photo: p.photo ?? null } : noPartner();
  };
  return {
    title: quiz.title,
    coupleNames: quiz.coupleNames,
    eventDate: quiz.eventDate,
    backgroundImage: quiz.backgroundImage ?? null,
    bgmUrl: quiz.bgmUrl ?? '',
    timings: timingsText(quiz.timings),
    partners: [partner(0), partner(1)],
    questions: quiz.questions.map((q, i) => toQuestionDraft(q, previous?.questions[i]?.id)),
    play: toPlayDraft(quiz, previous?.play),
    languages: toLanguagesDraft(quiz),
    sounds: { ...quiz.sounds },
  };
}

/**
 * Whether the quiz needs the couple's names: it has a "who said it" or shoe-game question. The kind's
 * module decides, as the quiz's own check does, so the two never disagree.
 */
export function needsPartners(draft: QuizDraft): boolean {
  return draft.questions.some((q) => kindModule(q.kind).needsPartners);
}

/** The partners are saved once a question needs them, or when anything of them is given. */
function partnersOf(draft: QuizDraft): object {
  const given = draft.partners.some((p) => p.name.trim() !== '' || p.photo);
  if (!given && !needsPartners(draft)) return {};
  return {
    partners: draft.partners.map((p) => ({ name: p.name, ...(p.photo ? { photo: p.photo } : {}) })),
  };
}

/** The couple's own sounds, in the moments' order (so the same sounds always read the same); none, no field. */
function soundsOf(draft: QuizDraft): object {
  const chosen = SOUND_CUES.filter((cue) => draft.sounds[cue]);
  if (chosen.length === 0) return {};
  return { sounds: Object.fromEntries(chosen.map((cue) => [cue, draft.sounds[cue]])) };
}

/** The draft as the quiz format wants it (always the current version); whether it is valid is quizSchema's call. */
export function fromDraft(draft: QuizDraft): unknown {
  const bilingual = draft.languages.second !== null;
  const play = fromPlayDraft(draft.play, draft.partners, bilingual);
  return {
    version: QUIZ_FORMAT_VERSION,
    title: draft.title,
    coupleNames: draft.coupleNames,
    eventDate: draft.eventDate,
    ...(draft.backgroundImage ? { backgroundImage: draft.backgroundImage } : {}),
    ...(draft.bgmUrl.trim() ? { bgmUrl: draft.bgmUrl.trim() } : {}),
    timings: {
      countdownSeconds: toNumber(draft.timings.countdownSeconds),
      questionSeconds: toNumber(draft.timings.questionSeconds),
      answerSeconds: toNumber(draft.timings.answerSeconds),
    },
    ...partnersOf(draft),
    questions: draft.questions.map((q) => fromQuestionDraft(q, bilingual)),
    ...play,
    ...languagesOut(draft.languages, 'sideNames' in play),
    ...soundsOf(draft),
  };
}

/** The draft without its React ids, to tell whether anything changed. */
export function draftFingerprint(draft: QuizDraft): string {
  return JSON.stringify(fromDraft(draft), (_key, value: unknown) =>
    typeof value === 'number' && Number.isNaN(value) ? 'NaN' : value,
  );
}

/* ---------- edits: pure functions from one draft to the next ---------- */

export function addQuestion(draft: QuizDraft): QuizDraft {
  if (draft.questions.length >= MAX_QUESTIONS) return draft;
  return { ...draft, questions: [...draft.questions, newQuestion()] };
}

export function removeQuestion(draft: QuizDraft, index: number): QuizDraft {
  return { ...draft, questions: draft.questions.filter((_, i) => i !== index) };
}

/** Moves question `index` by `by` places (-1 up, +1 down); out of range does nothing. */
export function moveQuestion(draft: QuizDraft, index: number, by: number): QuizDraft {
  const to = index + by;
  if (to < 0 || to >= draft.questions.length) return draft;
  const questions = [...draft.questions];
  const [moved] = questions.splice(index, 1);
  if (moved) questions.splice(to, 0, moved);
  return { ...draft, questions };
}

export function updateQuestion(draft: QuizDraft, index: number, change: Partial<QuestionDraft>): QuizDraft {
  return { ...draft, questions: draft.questions.map((q, i) => (i === index ? { ...q, ...change } : q)) };
}

export function updatePartner(draft: QuizDraft, index: 0 | 1, change: Partial<PartnerDraft>): QuizDraft {
  const partners = [...draft.partners] as [PartnerDraft, PartnerDraft];
  partners[index] = { ...partners[index], ...change };
  return { ...draft, partners };
}
