import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShownQuestion } from '@shared/wire/payloads';
import { OptionsStage, QuestionOnlyStage, RevealStage } from '../../screen/stage/QuestionStage';
import { PREVIEW_STEPS, previewView, quizInfoOf, type PreviewStep } from './previewView';
import type { QuizDraft } from '../quizDraft';
import { ScreenFrame } from './ScreenFrame';

interface Props {
  draft: QuizDraft;
  /** Which question, by its draft id; the first when null or gone. */
  questionId: number | null;
  onQuestion: (id: number) => void;
}

/** One question as the big screen will show it, with the same components, in a small 16:9 frame. */
export function QuestionPreview({ draft, questionId, onQuestion }: Props): React.JSX.Element {
  const { t } = useTranslation('editor');
  const [step, setStep] = useState<PreviewStep>('options');
  const found = draft.questions.findIndex((q) => q.id === questionId);
  const index = found >= 0 ? found : 0;
  return (
    <section className="panel editor-preview" aria-labelledby="editor-preview-title">
      <div className="editor-preview__head">
        <h3 className="panel__title" id="editor-preview-title">
          {t('preview.heading')}
        </h3>
        <PreviewNav draft={draft} index={index} onQuestion={onQuestion} />
      </div>
      <StepSwitch step={step} onStep={setStep} />
      <ScreenFrame quiz={quizInfoOf(draft)} label={t('preview.frame', { n: index + 1 })}>
        <PreviewStage draft={draft} index={index} step={step} />
      </ScreenFrame>
      <p className="panel__hint">
        {t('preview.hint')}
        {step === 'answer' && ` ${t('preview.madeUp')}`}
      </p>
    </section>
  );
}

/** ‹ Question 2 of 7 ›: the previous and the next question. */
function PreviewNav({
  draft,
  index,
  onQuestion,
}: {
  draft: QuizDraft;
  index: number;
  onQuestion: (id: number) => void;
}): React.JSX.Element {
  const { t } = useTranslation('editor');
  const go = (by: number): void => {
    const next = draft.questions[index + by];
    if (next) onQuestion(next.id);
  };
  return (
    <div className="editor-preview__nav">
      <button
        className="button button--small"
        type="button"
        onClick={() => go(-1)}
        disabled={index <= 0}
        aria-label={t('preview.previous')}
      >
        <span className="editor-preview__arrow" aria-hidden="true">
          ‹
        </span>
      </button>
      <span className="editor-preview__which" data-testid="preview-which">
        {t('preview.which', { n: index + 1, total: draft.questions.length })}
      </span>
      <button
        className="button button--small"
        type="button"
        onClick={() => go(1)}
        disabled={index >= draft.questions.length - 1}
        aria-label={t('preview.next')}
      >
        <span className="editor-preview__arrow" aria-hidden="true">
          ›
        </span>
      </button>
    </div>
  );
}

/** Question | Options | Answer: which step of the question the big screen shows. */
function StepSwitch({
  step,
  onStep,
}: {
  step: PreviewStep;
  onStep: (step: PreviewStep) => void;
}): React.JSX.Element {
  const { t } = useTranslation('editor');
  return (
    <div className="segmented" role="group" aria-label={t('preview.steps')}>
      {PREVIEW_STEPS.map((s) => (
        <button
          key={s.step}
          type="button"
          className={`segmented__button${s.step === step ? ' segmented__button--on' : ''}`}
          aria-pressed={s.step === step}
          onClick={() => onStep(s.step)}
        >
          {t(s.label)}
        </button>
      ))}
    </div>
  );
}

/** The big screen's own stage for that step, with the draft's question. */
function PreviewStage({
  draft,
  index,
  step,
}: {
  draft: QuizDraft;
  index: number;
  step: PreviewStep;
}): React.JSX.Element | null {
  const { t } = useTranslation('editor');
  const q = draft.questions[index];
  if (!q) return null;
  const view = previewView(draft, index, q, step, t);
  const question = view.question as ShownQuestion;
  if (step === 'question') return <QuestionOnlyStage question={question} />;
  if (step === 'options') {
    return (
      <OptionsStage view={view} question={question} clockOffsetMs={0} answeredCount={0} playerCount={0} />
    );
  }
  return <RevealStage view={view} question={question} />;
}
