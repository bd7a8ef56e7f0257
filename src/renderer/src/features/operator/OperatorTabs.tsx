import { Link } from 'react-router';
import { OPERATOR_TABS, type OperatorTab } from './useOperatorTab';

/** The panel's sections: running the game, editing the quiz, the games and their results. */
export function OperatorTabs({ current }: { current: OperatorTab }): React.JSX.Element {
  return (
    <nav className="operator-tabs" aria-label="Operator panel sections">
      {OPERATOR_TABS.map(({ tab, label }) => (
        <Link
          key={tab}
          to={tab === 'game' ? '?' : `?tab=${tab}`}
          className={`operator-tabs__tab${tab === current ? ' operator-tabs__tab--on' : ''}`}
          aria-current={tab === current ? 'page' : undefined}
          replace
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
