import type { ShownQuestion } from '@shared/wire/questionView';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';
import { rangeText } from './kindWords';
import { OptionGrid, type OptionGridVariant } from './OptionGrid';
import { OrderCards } from './OrderCards';
import { secondList } from './SecondLine';

/** How each option kind lays out its tiles. */
export function gridVariant(kind: ShownQuestion['kind']): OptionGridVariant {
  if (kind === 'trueFalse') return 'pair';
  return kind === 'whoSaidIt' || kind === 'shoeGame' ? 'people' : 'grid';
}

/** The kinds whose options are the couple, shown with their photos. */
const isPeople = (kind: ShownQuestion['kind']): boolean => gridVariant(kind) === 'people';

/** While guests answer: what there is to choose from, for each kind. */
export function AnswerPrompt({ question }: { question: ShownQuestion }): React.JSX.Element {
  const seconds = secondList(question.options, question.second?.language, question.second?.options);
  switch (question.kind) {
    case 'closest':
      return <ClosestPrompt question={question} />;
    case 'order':
      return <OrderCards items={question.options} seconds={seconds} />;
    default:
      return (
        <OptionGrid
          options={question.options}
          variant={gridVariant(question.kind)}
          photos={isPeople(question.kind) ? question.partnerPhotos : null}
          seconds={seconds}
        />
      );
  }
}

/** `closest`: the range a guess must be in, large, over a number line from the lowest to the highest. */
function ClosestPrompt({ question }: { question: ShownQuestion }): React.JSX.Element | null {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const range = question.number;
  if (!range) return null;
  return (
    <div className="closest-prompt">
      <p className="closest-prompt__range" data-testid="closest-range">
        {rangeText(t, range, language)}
      </p>
      <div className="number-line" aria-hidden="true" dir="ltr">
        <span className="number-line__end">{formatNumber(range.min, language)}</span>
        <span className="number-line__track" />
        <span className="number-line__end">{formatNumber(range.max, language)}</span>
      </div>
    </div>
  );
}
