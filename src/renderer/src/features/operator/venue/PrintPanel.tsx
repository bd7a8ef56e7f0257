import { useTranslation } from 'react-i18next';
import { Route } from '@shared/model/routes';

/** What to print before the guests arrive: the A4 "How to join" poster and the table cards. */
export function PrintPanel({ hasWifi }: { hasWifi: boolean }): React.JSX.Element {
  const { t } = useTranslation('operator');
  return (
    <section className="panel" aria-labelledby="venue-print-title">
      <h2 className="panel__title" id="venue-print-title">
        {t('venue.print.title')}
      </h2>
      <ul className="venue-links">
        <li>
          <a href={Route.poster} target="_blank" rel="noreferrer" data-testid="poster-link">
            {t('venue.print.poster')}
          </a>
        </li>
        <li>
          <a href={Route.cards} target="_blank" rel="noreferrer">
            {t('venue.print.cards')}
          </a>
        </li>
      </ul>
      <p className="panel__hint">{hasWifi ? t('venue.print.hint') : t('venue.print.hintNoWifi')}</p>
    </section>
  );
}
