import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OPERATOR_TABS, type OperatorTab } from './useOperatorTab';

/** The panel's sections: running the game, editing the quiz, the games and their results. */
export function OperatorTabs({ current }: { current: OperatorTab }): React.JSX.Element {
  const { t } = useTranslation('operator');
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
          {/* The Venue and Photos tabs' names sit with their other words (issues 18, 31). */}
          {tab === 'venue' || tab === 'photos' ? t(`${tab}.tab`) : t(`tabs.${tab}`)}
        </Link>
      ))}
    </nav>
  );
}
