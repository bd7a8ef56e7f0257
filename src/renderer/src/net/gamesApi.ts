import { apiFile, apiJson, type DownloadedFile } from './api';
import type { GameListItem, ResultsSummary } from './apiTypes';
import { Route } from '@shared/model/routes';

/** `teams`: the tables' (or sides') standings, in a team game only; `wishes`: the guestbook. */
export type CsvKind = 'standings' | 'answers' | 'teams' | 'wishes';

export async function fetchGames(operatorKey: string): Promise<GameListItem[]> {
  const { games } = await apiJson<{ games: GameListItem[] }>(operatorKey, '/games');
  return games;
}

export function fetchResults(operatorKey: string, gameId: string): Promise<ResultsSummary> {
  return apiJson<ResultsSummary>(operatorKey, `/games/${encodeURIComponent(gameId)}/results`);
}

export function fetchCsv(operatorKey: string, gameId: string, kind: CsvKind): Promise<DownloadedFile> {
  return apiFile(operatorKey, `/games/${encodeURIComponent(gameId)}/${kind}.csv`, `${kind}.csv`);
}

export async function restoreGame(operatorKey: string, gameId: string): Promise<void> {
  await apiJson<{ ok: boolean }>(operatorKey, `/games/${encodeURIComponent(gameId)}/restore`, {
    method: 'POST',
  });
}

/** The printable results page in a new tab; the key travels in the hash, which never leaves the browser. */
export function resultsUrl(gameId: string, operatorKey: string): string {
  return `${Route.results}?game=${encodeURIComponent(gameId)}#key=${encodeURIComponent(operatorKey)}`;
}
