import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../ui/feedback/Spinner';
import { KeyForm } from '../features/operator/key/KeyForm';
import { ResultsKeepsake } from '../features/results/ResultsKeepsake';
import { useOperatorKey } from '../features/operator/key/useOperatorKey';
import { useResults } from '../features/results/useResults';
import '../features/results/results.css';
import { Route } from '@shared/routes';

/** `/results?game=<id|current>`: the printable results of one game, for the operator (and the couple). */
export function ResultsPage(): React.JSX.Element {
  const { operatorKey, setOperatorKey, clearOperatorKey } = useOperatorKey();
  const [params] = useSearchParams();
  const gameId = params.get('game') || 'current';
  const { results, error, refused } = useResults(operatorKey, gameId);

  // Plain rem here (the operator panel's smaller type must not follow a link to this page).
  useEffect(() => {
    document.documentElement.dataset.layout = 'results';
  }, []);
  useEffect(() => {
    if (refused) clearOperatorKey();
  }, [refused, clearOperatorKey]);

  let body: React.JSX.Element;
  if (!operatorKey) {
    body = <KeyForm error={error} onSubmit={setOperatorKey} />;
  } else if (results) {
    body = <ResultsKeepsake results={results} />;
  } else if (error) {
    body = (
      <p className="notice results-error" role="alert">
        {error}
      </p>
    );
  } else {
    body = <Spinner label="Loading the results…" />;
  }

  return (
    <div className="results-page">
      {results && (
        <div className="results-toolbar">
          <a className="button" href={`${Route.operator}?tab=games`}>
            ‹ Operator panel
          </a>
          <button className="button button--primary" type="button" onClick={() => window.print()}>
            Print / Save as PDF
          </button>
        </div>
      )}
      {body}
    </div>
  );
}
