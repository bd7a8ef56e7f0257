import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route } from '@shared/model/routes';
import './results.css';

interface Props {
  /** The results are there: show the way back and the print button. */
  printable: boolean;
  /** More buttons beside the print button (the tables' CSV in a team game). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The results page's frame: the keepsake's sheets on a table, with its toolbar above them. */
export function ResultsFrame({ printable, actions, children }: Props): React.JSX.Element {
  const { t } = useTranslation('results');
  // Plain rem here (the operator panel's smaller type must not follow a link to this page).
  useEffect(() => {
    document.documentElement.dataset.layout = 'results';
  }, []);
  return (
    <main className="results-page">
      {printable && (
        <div className="results-toolbar">
          <a className="button" href={`${Route.operator}?tab=games`}>
            {t('toolbar.back')}
          </a>
          <span className="results-toolbar__actions">
            {actions}
            <button className="button button--primary" type="button" onClick={() => window.print()}>
              {t('toolbar.print')}
            </button>
          </span>
        </div>
      )}
      {children}
    </main>
  );
}
