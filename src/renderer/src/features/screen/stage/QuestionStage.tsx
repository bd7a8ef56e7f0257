import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenView, ShownQuestion } from '@shared/wire/payloads';
import { CountdownTimer } from '../../../ui/countdown/CountdownTimer';
import { AnswerPrompt } from './AnswerPrompt';
import { CoupleStatusLine } from '../../../kinds/shoeGame/CoupleStatusLine';
import { kindHint } from './kindWords';
import { QuestionHeading } from './QuestionHeading';
import { useUnveiled } from '../unveil/useUnveiled';
import { RevealHero } from './RevealHero';
import { RevealStory } from './RevealStory';
import { withSecond } from './SecondLine';
import { storyTier } from './textTiers';
import { useFitStage } from './useFitStage';
import './stage.css';

interface Props {
  view: ScreenView;
  question: ShownQuestion;
  clockOffsetMs: number;
  answeredCount: number;
  playerCount: number;
}

type Step = 'question' | 'options' | 'reveal';
const STEP = { question: 'question', options: 'options', reveal: 'reveal' } as const satisfies Record<
  Step,
  Step
>;

/** A question's stage for one step: named by kind and step, shrunk as a whole if it could not fit. */
function Stage({
  question,
  step,
  children,
}: {
  question: ShownQuestion;
  step: Step;
  children: ReactNode;
}): React.JSX.Element {
  const ref = useFitStage<HTMLElement>();
  return (
    <section
      ref={ref}
      className={`stage stage--${step} stage--kind-${question.kind}`}
      data-testid="stage"
      data-kind={question.kind}
      data-step={step}
    >
      {children}
    </section>
  );
}

/** SHOW_QUESTION: the question alone, large. */
export function QuestionOnlyStage({ question }: Pick<Props, 'question'>): React.JSX.Element {
  return (
    <Stage question={question} step={STEP.question}>
      <QuestionHeading question={question} unveiled={0} />
    </Stage>
  );
}

/** SHOW_QUESTION_OPTIONS: the question, what to answer with, the timer and how many have answered. */
export function OptionsStage({
  view,
  question,
  clockOffsetMs,
  answeredCount,
  playerCount,
}: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const hint = kindHint(t, question.kind);
  const unveiled = useUnveiled(view.timer, clockOffsetMs, question.unveil !== null, 1);
  return (
    <Stage question={question} step={STEP.options}>
      <QuestionHeading question={question} small unveiled={unveiled} />
      {hint && (
        <p className="stage__hint" data-testid="kind-hint">
          {hint}
        </p>
      )}
      <div className="options-layout">
        <CountdownTimer timer={view.timer} clockOffsetMs={clockOffsetMs} />
        <AnswerPrompt question={question} />
        {question.kind === 'shoeGame' && view.couple && (
          <CoupleStatusLine status={view.couple} names={question.options} />
        )}
        <div className="answered-counter" data-testid="answered-counter">
          <span className="answered-counter__value">{answeredCount}</span>
          <span className="answered-counter__label">{t('question.answered')}</span>
          {playerCount > 0 && (
            <span className="answered-counter__of">{t('question.of', { count: playerCount })}</span>
          )}
        </div>
      </div>
    </Stage>
  );
}

/** SHOW_CORRECT_ANSWER: the answer for the kind, and the story behind it. No timer: the operator moves on. */
export function RevealStage({ view, question }: Pick<Props, 'view' | 'question'>): React.JSX.Element {
  const story = view.reveal && (view.reveal.explanation || view.reveal.photo) ? view.reveal : null;
  const layout = story
    ? ` reveal-layout--story reveal-layout--story-${story.explanation ? storyTier(withSecond(story.explanation, story.second && { language: story.second.language, text: story.second.explanation })) : 'normal'}`
    : '';
  return (
    <Stage question={question} step={STEP.reveal}>
      <QuestionHeading question={question} small />
      <div className={`reveal-layout${layout}`}>
        <div className="reveal-hero">
          <RevealHero view={view} question={question} />
        </div>
        {story && <RevealStory reveal={story} />}
      </div>
    </Stage>
  );
}
