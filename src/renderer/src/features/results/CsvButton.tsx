import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../net/api';
import { saveBlob } from '../../net/download';
import { type CsvKind } from '../../net/gamesApi';
import { useBusy } from '../../net/useBusy';
import { useOperatorApi } from '../operator/operatorContext';

interface Props {
  gameId: string;
  kind: CsvKind;
  /** "Tables CSV", "Sides CSV", "Wishes CSV". */
  label: string;
}

/** Downloads one of the game's CSV files (the tables' standings, the guestbook), for a spreadsheet. */
export function CsvButton({ gameId, kind, label }: Props): React.JSX.Element {
  const api = useOperatorApi();
  const { t } = useTranslation('results');
  const { busy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const download = (): Promise<void> =>
    whileBusy(async () => {
      setProblem(null);
      try {
        const { blob, filename } = await api.fetchCsv(gameId, kind);
        saveBlob(blob, filename);
      } catch (error) {
        setProblem(errorMessage(error, t('toolbar.downloadFailed')));
      }
    });
  return (
    <>
      <button className="button" type="button" disabled={busy} onClick={() => void download()}>
        {label}
      </button>
      {problem && (
        <span className="results-toolbar__problem" role="alert">
          {problem}
        </span>
      )}
    </>
  );
}
