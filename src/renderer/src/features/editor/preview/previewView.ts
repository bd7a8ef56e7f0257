import { GameState } from '@shared/gameState';
import type { ScreenView, ShownQuestion } from '@shared/payloads';
import { OPTION_LABELS, type QuizInfo } from '@shared/quiz';
import type { QuestionDraft, QuizDraft } from '../quizDraft';

// What the quiz editor's preview draws: the draft as the big screen would get it from the server.

/** Which step of the question the preview shows. */
export type PreviewStep = 'question' | 'options' | 'answer';

export const PREVIEW_STEPS: { step: PreviewStep; label: string }[] = [
  { step: 'question', label: 'Question' },
  { step: 'options', label: 'Options' },
  { step: 'answer', label: 'Answer' },
];

/** Made-up answers, so the reveal's chart has bars to show: most for the correct option. */
function sampleResponses(correct: number): number[] {
  const others = [4, 3, 2];
  let next = 0;
  return [0, 1, 2, 3].map((i) => (i === correct ? 7 : (others[next++] ?? 0)));
}

function shown(q: QuestionDraft, step: PreviewStep): ShownQuestion {
  return {
    text: q.text.trim() || 'Your question here',
    options:
      step === 'question' ? [] : q.options.map((o, i) => o.trim() || `Option ${OPTION_LABELS[i] ?? ''}`),
    photo: q.photo,
  };
}

/** A view as the big screen would get it, with the timer standing still at the full time. */
export function previewView(
  draft: QuizDraft,
  index: number,
  q: QuestionDraft,
  step: PreviewStep,
): ScreenView {
  const seconds = Number(q.answerSeconds || draft.timings.answerSeconds) || 20;
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
    question: shown(q, step),
    correctAnswer: step === 'answer' ? q.correct : null,
    responses: step === 'answer' ? sampleResponses(q.correct) : null,
    answeredCount: 0,
    playerCount: 0,
    recentPlayers: [],
    leaderboard: { prev: [], new: [] },
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
  };
}
