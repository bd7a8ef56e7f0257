import { useState } from 'react';
import { GameState } from '@shared/gameState';
import type { ScreenView, ShownQuestion } from '@shared/payloads';
import { OPTION_LABELS, type QuizInfo } from '@shared/quiz';
import type { QuestionDraft, QuizDraft } from './quizDraft';
import { OptionsStage, QuestionOnlyStage, RevealStage } from '../screen/stage/QuestionStage';
import { ScreenFrame } from './ScreenFrame';

type Step = 'question' | 'options' | 'answer';

const STEPS: { step: Step; label: string }[] = [
  { step: 'question', label: 'Question' },
  { step: 'options', label: 'Options' },
  { step: 'answer', label: 'Answer' },
];

interface Props {
  draft: QuizDraft;
  /** Which question, by its draft id; the first when null or gone. */
  questionId: number | null;
  onQuestion: (id: number) => void;
}

/** Made-up answers, so the reveal's chart has bars to show: most for the correct option. */
function sampleResponses(correct: number): number[] {
  const others = [4, 3, 2];
  let next = 0;
  return [0, 1, 2, 3].map((i) => (i === correct ? 7 : (others[next++] ?? 0)));
}

function shown(q: QuestionDraft, step: Step): ShownQuestion {
  return {
    text: q.text.trim() || 'Your question here',
    options:
      step === 'question' ? [] : q.options.map((o, i) => o.trim() || `Option ${OPTION_LABELS[i] ?? ''}`),
    photo: q.photo,
  };
}

/** A view as the big screen would get it, with the timer standing still at the full time. */
function previewView(draft: QuizDraft, index: number, q: QuestionDraft, step: Step): ScreenView {
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

/** One question as the big screen will show it, with the same components, in a small 16:9 frame. */
export function QuestionPreview({ draft, questionId, onQuestion }: Props): React.JSX.Element {
  const [step, setStep] = useState<Step>('options');
  const found = draft.questions.findIndex((q) => q.id === questionId);
  const index = found >= 0 ? found : 0;
  const q = draft.questions[index];
  const go = (by: number): void => {
    const next = draft.questions[index + by];
    if (next) onQuestion(next.id);
  };

  let stage: React.JSX.Element | null = null;
  if (q) {
    const view = previewView(draft, index, q, step);
    const question = view.question as ShownQuestion;
    if (step === 'question') stage = <QuestionOnlyStage question={question} />;
    else if (step === 'options')
      stage = (
        <OptionsStage view={view} question={question} clockOffsetMs={0} answeredCount={0} playerCount={0} />
      );
    else stage = <RevealStage view={view} question={question} />;
  }

  return (
    <section className="panel editor-preview" aria-labelledby="editor-preview-title">
      <div className="editor-preview__head">
        <h3 className="panel__title" id="editor-preview-title">
          Preview
        </h3>
        <div className="editor-preview__nav">
          <button
            className="button button--small"
            type="button"
            onClick={() => go(-1)}
            disabled={index <= 0}
            aria-label="Preview the previous question"
          >
            ‹
          </button>
          <span className="editor-preview__which" data-testid="preview-which">
            Question {index + 1} of {draft.questions.length}
          </span>
          <button
            className="button button--small"
            type="button"
            onClick={() => go(1)}
            disabled={index >= draft.questions.length - 1}
            aria-label="Preview the next question"
          >
            ›
          </button>
        </div>
      </div>
      <div className="segmented" role="group" aria-label="What the big screen shows">
        {STEPS.map((s) => (
          <button
            key={s.step}
            type="button"
            className={`segmented__button${s.step === step ? ' segmented__button--on' : ''}`}
            aria-pressed={s.step === step}
            onClick={() => setStep(s.step)}
          >
            {s.label}
          </button>
        ))}
      </div>
      <ScreenFrame quiz={quizInfoOf(draft)} label={`The big screen showing question ${index + 1}`}>
        {stage}
      </ScreenFrame>
      <p className="panel__hint">
        As the big screen shows it, unsaved changes included.
        {step === 'answer' && ' The chart shows made-up answers.'}
      </p>
    </section>
  );
}
