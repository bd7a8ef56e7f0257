import type { ClosestReveal } from '@shared/wire/questionView';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { numberWithUnit } from '../../features/screen/stage/kindWords';
import { histogramOf } from './histogram';

/** The guesses as a strip of bars, the bar holding the answer in green and the answer marked below. */
export function Histogram({ closest }: { closest: ClosestReveal }): React.JSX.Element {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const number = (value: number): string => formatNumber(value, language);
  const { answer, unit } = closest;
  const h = histogramOf(closest.bins, answer);
  const summary = h.bars
    .filter((b) => b.count > 0)
    .map((b) => t('kind.histogramBar', { count: b.count, from: number(b.from), to: number(b.to) }))
    .join(t('kind.separator'));
  return (
    <figure
      className="histogram"
      data-testid="closest-histogram"
      aria-label={t('kind.histogram', {
        summary: summary || t('kind.histogramNone'),
        answer: numberWithUnit(answer, unit, language),
      })}
    >
      {/* A number line: lowest on the left in every language, as its marker is placed. */}
      <div className="histogram__bars" aria-hidden="true" dir="ltr">
        {h.bars.map((bar, i) => (
          <div key={i} className={`histogram__bar${bar.answer ? ' histogram__bar--answer' : ''}`}>
            <span className="histogram__fill" style={{ height: `${bar.height}%` }} />
            {bar.count > 0 && (
              <span className="histogram__count" style={{ bottom: `calc(${bar.height}% + 0.4rem)` }}>
                {bar.count}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className="histogram__axis" aria-hidden="true" dir="ltr">
        <span className="histogram__end">{h.labelFrom && number(h.from)}</span>
        <span
          className={`histogram__marker histogram__marker--${h.markerAlign}`}
          style={{ left: `${h.answerAt}%` }}
        >
          <span className="histogram__pointer" />
          {number(answer)}
        </span>
        <span className="histogram__end">{h.labelTo && number(h.to)}</span>
      </div>
    </figure>
  );
}
