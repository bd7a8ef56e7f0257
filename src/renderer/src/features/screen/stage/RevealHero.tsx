import { useTranslation } from 'react-i18next';
import type { ScreenView, ShownQuestion } from '@shared/payloads';
import { gridVariant } from './AnswerPrompt';
import { ClosestAnswer } from './ClosestAnswer';
import { rightCountText } from './kindWords';
import { OptionGrid } from './OptionGrid';
import { OrderCards } from './OrderCards';
import { secondList } from './SecondLine';
import { ResponseChart } from './ResponseChart';

interface Props {
  view: ScreenView;
  question: ShownQuestion;
}

/** The answer, the hero of the reveal, for each kind. */
export function RevealHero({ view, question }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const reveal = view.reveal;
  switch (question.kind) {
    case 'closest': {
      const closest = reveal?.closest ?? {
        answer: view.correctAnswer ?? 0,
        unit: question.number?.unit ?? null,
        bins: [],
        nearest: [],
      };
      return <ClosestAnswer closest={closest} />;
    }
    case 'order':
      return (
        <div className="order-answer">
          <OrderCards
            items={reveal?.order ?? question.options}
            seconds={reveal?.order && secondList(reveal.order, reveal.second?.language, reveal.second?.order)}
            numbered
          />
          {reveal && (
            <p className="reveal-verdict" data-testid="right-count">
              {rightCountText(t, reveal.rightCount)}
            </p>
          )}
        </div>
      );
    default:
      return <OptionReveal view={view} question={question} />;
  }
}

/** The option kinds: how the room voted, and the right option's check mark (none for a poll). */
function OptionReveal({ view, question }: Props): React.JSX.Element {
  const { t } = useTranslation('screen');
  const poll = question.kind === 'poll';
  const correct = poll ? null : view.correctAnswer;
  return (
    <div className={`option-reveal${poll ? ' option-reveal--poll' : ''}`}>
      {poll && <p className="reveal-verdict reveal-verdict--poll">{t('kind.pollVerdict')}</p>}
      <ResponseChart
        responses={view.responses ?? [0, 0, 0, 0]}
        optionCount={question.options.length}
        correctAnswer={correct}
      />
      <OptionGrid
        options={question.options}
        correctAnswer={correct}
        variant={gridVariant(question.kind)}
        photos={question.kind === 'whoSaidIt' ? question.partnerPhotos : null}
        seconds={secondList(question.options, question.second?.language, question.second?.options)}
      />
    </div>
  );
}
