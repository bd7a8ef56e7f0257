import { Fragment } from 'react';
import type { ClosestReveal } from '@shared/questionView';
import { formatNumber } from '../../../ui/format/numbers';
import { Histogram } from './Histogram';

/** `closest` reveal: the true number, big, the room's guesses and the three nearest guests. */
export function ClosestAnswer({ closest }: { closest: ClosestReveal }): React.JSX.Element {
  const guessed = closest.nearest.length > 0;
  return (
    <div className="closest-answer">
      <p className="closest-answer__number" data-testid="closest-answer">
        <span className="closest-answer__value">{formatNumber(closest.answer)}</span>
        {closest.unit && <span className="closest-answer__unit"> {closest.unit}</span>}
      </p>
      {guessed ? (
        <>
          <Histogram closest={closest} />
          <p className="closest-answer__nearest" data-testid="closest-nearest">
            <span className="closest-answer__label">Closest:</span>{' '}
            {closest.nearest.map((n, i) => (
              <Fragment key={i}>
                {i > 0 && ', '}
                <span className="closest-answer__name">{n.name}</span> ({formatNumber(n.guess)})
              </Fragment>
            ))}
          </p>
        </>
      ) : (
        <p className="closest-answer__nearest">Nobody sent a guess.</p>
      )}
    </div>
  );
}
