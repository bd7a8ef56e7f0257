import { useCallback, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../net/api';
import { useBusy } from '../../net/useBusy';
import type { GameListItem } from '../../net/apiTypes';
import { saveBlob } from '../../net/download';
import { type CsvKind } from '../../net/gamesApi';
import { useOperatorApi } from '../operator/operatorContext';

/** What the last download or restore did; `failed` carries the server's own words (no code to translate). */
export type GamesMessage =
  { kind: 'downloaded'; file: string } | { kind: 'restored' } | { kind: 'failed'; text: string };

/** The status line's words in the panel's language. */
export function gamesMessageText(t: TFunction<'operator'>, message: GamesMessage): string {
  if (message.kind === 'downloaded') return t('games.downloaded', { file: message.file });
  if (message.kind === 'restored') return t('games.restored');
  return message.text;
}

export interface Games {
  games: GameListItem[] | null;
  error: string | null;
  busy: boolean;
  /** What the last download or restore did, for a polite status line. */
  message: GamesMessage | null;
  reload: () => void;
  download: (gameId: string, kind: CsvKind) => Promise<void>;
  restore: (gameId: string) => Promise<void>;
}

/** The current and archived games; a new `refreshKey` reads the list again. */
export function useGames(refreshKey: string): Games {
  const api = useOperatorApi();
  const [games, setGames] = useState<GameListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const [message, setMessage] = useState<GamesMessage | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    api.fetchGames().then(
      (list) => {
        if (!live) return;
        setGames(list);
        setError(null);
      },
      (e: unknown) => live && setError(errorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [api, refreshKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const download = useCallback(
    async (gameId: string, kind: CsvKind) => {
      setMessage(null);
      await whileBusy(async () => {
        try {
          const { blob, filename } = await api.fetchCsv(gameId, kind);
          saveBlob(blob, filename);
          setMessage({ kind: 'downloaded', file: filename });
        } catch (e) {
          setMessage({ kind: 'failed', text: errorMessage(e) });
        }
      });
    },
    [api, whileBusy],
  );

  const restore = useCallback(
    async (gameId: string) => {
      setMessage(null);
      await whileBusy(async () => {
        try {
          await api.restoreGame(gameId);
          setMessage({ kind: 'restored' });
          reload();
        } catch (e) {
          setMessage({ kind: 'failed', text: errorMessage(e) });
        }
      });
    },
    [api, reload, whileBusy],
  );

  return { games, error, busy, message, reload, download, restore };
}
