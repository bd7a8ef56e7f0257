import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../net/api';
import { saveBlob } from '../../net/download';
import { fetchCsv } from '../../net/gamesApi';
import { useBusy } from '../../net/useBusy';

interface Props {
  operatorKey: string;
  gameId: string;
}

/** Downloads the guestbook (issue 18) as a CSV file: every visible message with its author. */
export function WishesCsvButton({ operatorKey, gameId }: Props): React.JSX.Element {
  const { t } = useTranslation('results');
  const { busy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (): Promise<void> =>
    whileBusy(async () => {
      setProblem(null);
      try {
        const { blob, filename } = await fetchCsv(operatorKey, gameId, 'wishes');
        saveBlob(blob, filename);
      } catch (error) {
        setProblem(errorMessage(error, t('toolbar.downloadFailed')));
      }
    });
  return (
    <>
      <button className="button" type="button" disabled={busy} onClick={() => void download()}>
        {t('wishes.csv')}
      </button>
      {problem && (
        <span className="results-toolbar__problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
