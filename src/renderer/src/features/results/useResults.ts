import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../net/api';
import type { ResultsSummary } from '../../net/apiTypes';
import { fetchResults } from '../../net/gamesApi';

export interface Results {
  results: ResultsSummary | null;
  error: string | null;
  /** The key was refused: ask for it again. */
  refused: boolean;
}

/** One game's results for the printable page. */
export function useResults(operatorKey: string | null, gameId: string): Results {
  const [state, setState] = useState<Results>({ results: null, error: null, refused: false });
  const { t } = useTranslation('results');

  useEffect(() => {
    if (!operatorKey) return undefined;
    let live = true;
    setState({ results: null, error: null, refused: false });
    fetchResults(operatorKey, gameId).then(
      (results) => live && setState({ results, error: null, refused: false }),
      (error: unknown) => {
        if (!live) return;
        const refused = error instanceof ApiError && error.status === 401;
        const message = errorMessage(error, t('page.loadFailed'));
        setState({ results: null, error: refused ? t('page.wrongKey') : message, refused });
      },
    );
    return () => {
      live = false;
    };
  }, [operatorKey, gameId, t]);

  return state;
}
