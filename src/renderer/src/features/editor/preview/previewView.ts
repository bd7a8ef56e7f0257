import { GameState } from '@shared/model/gameState';
import { kindModule } from '@shared/kinds';
import type { ScreenView } from '@shared/wire/payloads';
import { QUIZ_DEFAULT_LANGUAGE, type QuizInfo } from '@shared/wire/quiz';
import { DEFAULT_SOUND_SETTINGS } from '@shared/model/soundMoments';
import type { QuestionDraft } from '../questionDraft';
import type { EditorT } from '../editorWords';
import type { QuizDraft } from '../quizDraft';
import { previewCorrectAnswer, previewPartners, shownQuestion } from './previewQuestion';
import { sampleCoupleStatus, sampleResponses, sampleReveal } from './previewReveal';

// What the quiz editor's preview draws: the draft as the big screen would get it from the server.

/** Which step of the question the preview shows. */
export type PreviewStep = 'question' | 'options' | 'answer';

export const PREVIEW_STEPS = [
  { step: 'question', label: 'preview.question' },
  { step: 'options', label: 'preview.options' },
  { step: 'answer', label: 'preview.answer' },
] as const satisfies readonly { step: PreviewStep; label: string }[];

/** A view as the big screen would get it, with the timer standing still at the full time. */
export function previewView(
  draft: QuizDraft,
  index: number,
  q: QuestionDraft,
  step: PreviewStep,
  /** The stand-ins for what is still empty ("Your question here") are in the operator's language. */
  t: EditorT,
): ScreenView {
  const seconds = Number(q.answerSeconds || draft.timings.answerSeconds) || 20;
  const question = shownQuestion(q, draft.partners, step !== 'question', t);
  const answer = step === 'answer';
  const responses =
    answer && kindModule(q.kind).tapsOption ? sampleResponses(q, question.options.length) : null;
  return {
    audience: 'screen',
    state: {
      question: GameState.SHOW_QUESTION,
      options: GameState.SHOW_QUESTION_OPTIONS,
      answer: GameState.SHOW_CORRECT_ANSWER,
    }[step],
    questionNumber: index,
    questionCount: draft.questions.length,
    timer: { deadline: null, serverNow: 0, durationMs: seconds * 1000, pausedRemainingMs: seconds * 1000 },
    question,
    correctAnswer: answer ? previewCorrectAnswer(q, t) : null,
    reveal: answer ? sampleReveal(q, responses, t) : null,
    responses,
    answeredCount: 0,
    playerCount: 0,
    recentPlayers: [],
    leaderboard: { prev: [], new: [] },
    breakMessage: null,
    playMode: 'solo',
    teams: null,
    autopilot: false,
    // Not followed: the preview shows in the editor's own language.
    language: QUIZ_DEFAULT_LANGUAGE,
    // A preview in the editor stays silent.
    sound: { ...DEFAULT_SOUND_SETTINGS, muted: true },
    // The preview shows the question alone, without the corner join QR.
    venue: { wifi: null, cornerQr: false },
    // A shoe game shows how far the couple are; the other kinds never show it.
    couple:
      q.kind === 'shoeGame'
        ? sampleCoupleStatus(previewPartners(draft.partners, t).map((p) => p.name))
        : null,
  };
}

export function quizInfoOf(draft: QuizDraft): QuizInfo {
  return {
    title: draft.title,
    coupleNames: draft.coupleNames,
    eventDate: draft.eventDate,
    backgroundImage: draft.backgroundImage,
    bgmUrl: draft.bgmUrl || null,
    questionCount: draft.questions.length,
    joinUrl: '',
    playMode: 'solo',
    language: QUIZ_DEFAULT_LANGUAGE,
    second: null,
    sounds: draft.sounds,
  };
}
