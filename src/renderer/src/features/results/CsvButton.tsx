import { useTranslation } from 'react-i18next';
import { type CsvKind } from '../../net/gamesApi';
import { useOperatorApi } from '../operator/operatorContext';
import { DownloadButton } from './DownloadButton';

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
  return (
    <DownloadButton
      fetchFile={() => api.fetchCsv(gameId, kind)}
      label={label}
      failed={t('toolbar.downloadFailed')}
    />
  );
}
