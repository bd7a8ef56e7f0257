import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { OPERATOR_TABS, type OperatorTab } from './useOperatorTab';

/** A tab's name; the Venue and Photos tabs' sit with their other words (issues 18, 31). */
function tabName(t: TFunction<'operator'>, tab: OperatorTab, photosWaiting: string | null): string {
  if (tab === 'venue') return t('venue.tab');
  if (tab === 'photos') return photosWaiting ? t('photos.tabWaiting', { n: photosWaiting }) : t('photos.tab');
  return t(`tabs.${tab}`);
}

interface Props {
  current: OperatorTab;
  /** Guests' photos waiting for Show or Hide: said in the Photos tab's name, seen from every tab. */
  photosWaiting?: number;
}

/**
 * The panel's sections: running the game, the venue, the guests' photos, editing the quiz, the games and
 * their results.
 */
export function OperatorTabs({ current, photosWaiting = 0 }: Props): React.JSX.Element {
  const { t } = useTranslation('operator');
  const language = useLanguage();
  return (
    <nav className="operator-tabs" aria-label={t('tabs.label')}>
      {OPERATOR_TABS.map((tab) => (
        <Link
          key={tab}
          to={tab === 'game' ? '?' : `?tab=${tab}`}
          className={`operator-tabs__tab${tab === current ? ' operator-tabs__tab--on' : ''}`}
          aria-current={tab === current ? 'page' : undefined}
          replace
        >
          {tabName(t, tab, photosWaiting > 0 ? formatNumber(photosWaiting, language) : null)}
        </Link>
      ))}
    </nav>
  );
}
