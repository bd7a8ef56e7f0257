import type { ShownQuestion } from '@shared/questionView';
import { formatNumber } from '../../../ui/format/numbers';
import { rangeText } from './kindWords';
import { OptionGrid, type OptionGridVariant } from './OptionGrid';
import { OrderCards } from './OrderCards';

/** How each option kind lays out its tiles. */
export function gridVariant(kind: ShownQuestion['kind']): OptionGridVariant {
  if (kind === 'trueFalse') return 'pair';
  return kind === 'whoSaidIt' ? 'people' : 'grid';
}

/** While guests answer: what there is to choose from, for each kind. */
export function AnswerPrompt({ question }: { question: ShownQuestion }): React.JSX.Element {
  switch (question.kind) {
    case 'closest':
      return <ClosestPrompt question={question} />;
    case 'order':
      return <OrderCards items={question.options} />;
    default:
      return (
        <OptionGrid
          options={question.options}
          variant={gridVariant(question.kind)}
          photos={question.kind === 'whoSaidIt' ? question.partnerPhotos : null}
        />
      );
  }
}

/** `closest`: the range a guess must be in, large, over a number line from the lowest to the highest. */
function ClosestPrompt({ question }: { question: ShownQuestion }): React.JSX.Element | null {
  const range = question.number;
  if (!range) return null;
  return (
    <div className="closest-prompt">
      <p className="closest-prompt__range" data-testid="closest-range">
        {rangeText(range)}
      </p>
      <div className="number-line" aria-hidden="true">
        <span className="number-line__end">{formatNumber(range.min)}</span>
        <span className="number-line__track" />
        <span className="number-line__end">{formatNumber(range.max)}</span>
      </div>
    </div>
  );
}
