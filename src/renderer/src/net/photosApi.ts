import { apiFile, type DownloadedFile } from './api';

/**
 * A game's photos on the wall as one ZIP (issue 31): `NNN-<guest>.jpg` and an `index.html` album,
 * streamed by the server; `gameId` may be `current`.
 */
export function fetchPhotosZip(operatorKey: string, gameId: string): Promise<DownloadedFile> {
  return apiFile(operatorKey, `/games/${encodeURIComponent(gameId)}/photos.zip`, 'photos.zip');
}
