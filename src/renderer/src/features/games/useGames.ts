import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../net/api';
import { useBusy } from '../../net/useBusy';
import type { GameListItem } from '../../net/apiTypes';
import { saveBlob } from '../../net/download';
import { fetchCsv, fetchGames, restoreGame, type CsvKind } from '../../net/gamesApi';

export interface Games {
  games: GameListItem[] | null;
  error: string | null;
  busy: boolean;
  /** What the last download or restore did, for a polite status line. */
  message: string | null;
  reload: () => void;
  download: (gameId: string, kind: CsvKind) => Promise<void>;
  restore: (gameId: string) => Promise<void>;
}

/** The current and archived games; a new `refreshKey` reads the list again. */
export function useGames(operatorKey: string, refreshKey: string): Games {
  const [games, setGames] = useState<GameListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, whileBusy } = useBusy();
  const [message, setMessage] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    fetchGames(operatorKey).then(
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
  }, [operatorKey, refreshKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  const download = useCallback(
    async (gameId: string, kind: CsvKind) => {
      setMessage(null);
      await whileBusy(async () => {
        try {
          const { blob, filename } = await fetchCsv(operatorKey, gameId, kind);
          saveBlob(blob, filename);
          setMessage(`Downloaded ${filename}.`);
        } catch (e) {
          setMessage(errorMessage(e));
        }
      });
    },
    [operatorKey, whileBusy],
  );

  const restore = useCallback(
    async (gameId: string) => {
      setMessage(null);
      await whileBusy(async () => {
        try {
          await restoreGame(operatorKey, gameId);
          setMessage('The game was restored and is the current game again; the other one was archived.');
          reload();
        } catch (e) {
          setMessage(errorMessage(e));
        }
      });
    },
    [operatorKey, reload, whileBusy],
  );

  return { games, error, busy, message, reload, download, restore };
}
