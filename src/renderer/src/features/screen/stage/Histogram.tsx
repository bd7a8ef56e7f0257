import type { ClosestReveal } from '@shared/questionView';
import { formatNumber, withUnit } from '../../../ui/format/numbers';
import { histogramOf } from './histogram';

/** The guesses as a strip of bars, the bar holding the answer in green and the answer marked below. */
export function Histogram({ closest }: { closest: ClosestReveal }): React.JSX.Element {
  const { answer, unit } = closest;
  const h = histogramOf(closest.bins, answer);
  const summary = h.bars
    .filter((b) => b.count > 0)
    .map((b) => `${b.count} between ${formatNumber(b.from)} and ${formatNumber(b.to)}`)
    .join(', ');
  return (
    <figure
      className="histogram"
      data-testid="closest-histogram"
      aria-label={`The guesses: ${summary || 'none'}. The answer: ${withUnit(answer, unit)}.`}
    >
      <div className="histogram__bars" aria-hidden="true">
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
      <div className="histogram__axis" aria-hidden="true">
        <span className="histogram__end">{h.labelFrom && formatNumber(h.from)}</span>
        <span
          className={`histogram__marker histogram__marker--${h.markerAlign}`}
          style={{ left: `${h.answerAt}%` }}
        >
          <span className="histogram__pointer" />
          {formatNumber(answer)}
        </span>
        <span className="histogram__end">{h.labelTo && formatNumber(h.to)}</span>
      </div>
    </figure>
  );
}
