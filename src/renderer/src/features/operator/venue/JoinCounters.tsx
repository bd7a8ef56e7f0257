import { useTranslation } from 'react-i18next';
import type { VenueInfoPayload } from '@shared/wire/venue';
import { formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/useLanguage';

interface Props {
  info: VenueInfoPayload | null;
  /** Players in the game, live (the lobby's count). */
  joined: number;
}

/** Phones arriving, live: opened the page, joined, connected now. A gap says who is stuck at the form. */
export function JoinCounters({ info, joined }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  const rows = [
    { key: 'opened', label: t('venue.counters.opened'), value: info?.opened },
    { key: 'joined', label: t('venue.counters.joined'), value: joined },
    { key: 'connected', label: t('venue.counters.connected'), value: info?.connected },
  ];
  return (
    <section className="panel" aria-labelledby="venue-counters-title" data-testid="join-counters">
      <h2 className="panel__title" id="venue-counters-title">
        {t('venue.counters.title')}
      </h2>
      <dl className="venue-counters">
        {rows.map((row) => (
          <div key={row.key} className="venue-counters__item" data-testid={`count-${row.key}`}>
            <dt className="venue-counters__label">{row.label}</dt>
            <dd className="venue-counters__value">
              {row.value === undefined ? '–' : formatNumber(row.value, language)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="panel__hint">{t('venue.counters.hint')}</p>
    </section>
  );
}
