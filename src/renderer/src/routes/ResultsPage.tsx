import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { KeyForm } from '../features/operator/key/KeyForm';
import { useOperatorKey } from '../features/operator/key/useOperatorKey';
import { ResultsFrame } from '../features/results/ResultsFrame';
import { ResultsKeepsake } from '../features/results/ResultsKeepsake';
import { CsvButton } from '../features/results/CsvButton';
import { PhotosZipButton } from '../features/results/PhotosZipButton';
import { playedInTeams } from '../features/results/teamWords';
import { useResults } from '../features/results/useResults';
import { Spinner } from '../ui/feedback/Spinner';
import { usePageTitle } from '../ui/layout/usePageTitle';
import { OperatorProvider } from '../features/operator/operatorContext';

/**
 * `/results?game=<id|current>`: the printable results of one game, for the operator (and the couple),
 * in this device's language (`&lang=fr` prints it in French). The CSV files stay in English.
 */
export function ResultsPage(): React.JSX.Element {
  const { operatorKey, setOperatorKey, clearOperatorKey } = useOperatorKey();
  const [params] = useSearchParams();
  const gameId = params.get('game') || 'current';
  const { results, error, refused } = useResults(operatorKey, gameId);
  const { t } = useTranslation('results');
  usePageTitle(t('page.title'));

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
    body = <Spinner label={t('page.loading')} />;
  }
  const teamsCsv =
    results && operatorKey && playedInTeams(results) ? (
      <CsvButton
        gameId={gameId}
        kind="teams"
        label={results.playMode === 'sides' ? t('toolbar.sidesCsv') : t('toolbar.tablesCsv')}
      />
    ) : null;
  const actions = (
    <>
      {teamsCsv}
      {results && operatorKey && <CsvButton gameId={gameId} kind="wishes" label={t('wishes.csv')} />}
      {results && operatorKey && results.photos.length > 0 && (
        <PhotosZipButton gameId={gameId} label={t('photos.zip')} failed={t('toolbar.downloadFailed')} />
      )}
    </>
  );
  const page = (
    <ResultsFrame printable={results !== null} actions={actions}>
      {body}
    </ResultsFrame>
  );
  return operatorKey ? <OperatorProvider operatorKey={operatorKey}>{page}</OperatorProvider> : page;
}
