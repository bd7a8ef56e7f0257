import { Fragment } from 'react';
import type { ClosestReveal } from '@shared/wire/questionView';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { Histogram } from './Histogram';

/** `closest` reveal: the true number, big, the room's guesses and the three nearest guests. */
export function ClosestAnswer({ closest }: { closest: ClosestReveal }): React.JSX.Element {
  const { t } = useTranslation('screen');
  const language = useLanguage();
  const guessed = closest.nearest.length > 0;
  return (
    <div className="closest-answer">
      <p className="closest-answer__number" data-testid="closest-answer">
        <span className="closest-answer__value">{formatNumber(closest.answer, language)}</span>
        {closest.unit && (
          <span className="closest-answer__unit" dir="auto">
            {' '}
            {closest.unit}
          </span>
        )}
      </p>
      {guessed ? (
        <>
          <Histogram closest={closest} />
          <p className="closest-answer__nearest" data-testid="closest-nearest">
            <span className="closest-answer__label">{t('kind.closestLabel')}</span>{' '}
            {closest.nearest.map((n, i) => (
              <Fragment key={i}>
                {i > 0 && t('kind.separator')}
                <bdi className="closest-answer__name">{n.name}</bdi> ({formatNumber(n.guess, language)})
              </Fragment>
            ))}
          </p>
        </>
      ) : (
        <p className="closest-answer__nearest">{t('kind.noGuess')}</p>
      )}
    </div>
  );
}
