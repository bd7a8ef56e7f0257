import type { Response, Router } from 'express';
import yazl from 'yazl';
import type { GameReader } from '../../engine/gameReader';
import { albumEntries, albumIndexHtml } from '../../game/photoAlbum';
import { wallPhotos } from '../../game/photoViews';
import type { GameSession } from '../../game/session';
import { exists } from '../../storage/durableFiles';
import type { PhotoFiles } from '../../storage/photoFiles';
import { downloadName } from '../http/downloadName';
import type { ApiOptions } from './apiOptions';

async function gameOf(session: GameSession, id: string): Promise<GameReader | null> {
  if (id === 'current' || id === session.current.id) return session.current;
  return session.archivedGame(id).catch(() => null);
}

/**
 * Streams `game`'s approved photos as one ZIP: `NNN-<guest>.jpg` in the order they came (stored, not
 * compressed: JPEGs do not shrink), and an `index.html` album. Files are read one by one as the ZIP is
 * written, so a large album never sits in memory.
 */
async function streamAlbum(
  game: GameReader,
  files: PhotoFiles,
  out: Response,
  log: (message: string) => void,
): Promise<number> {
  const zip = new yazl.ZipFile();
  // A photo deleted meanwhile (or a disk error) must end this download, never the server.
  zip.on('error', (error: unknown) => {
    log(`The photos' ZIP could not be written: ${String(error)}`);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const entries = [];
  for (const entry of albumEntries(wallPhotos(game))) {
    const file = files.photo(game.id, entry.photo.id);
    if (!(await exists(file))) continue;
    zip.addFile(file, entry.name, { compress: false });
    entries.push(entry);
  }
  const { title, coupleNames } = game.quiz;
  zip.addBuffer(Buffer.from(albumIndexHtml(title, coupleNames, entries)), 'index.html');
  zip.end();
  zip.outputStream.pipe(out);
  return entries.length;
}

/** `GET /api/games/:id/photos.zip`: the keepsake's photos, from the current game or an archived one. */
export function registerPhotoZip(api: Router, { session, photoFiles, log }: ApiOptions): void {
  api.get('/games/:id/photos.zip', async (req, res) => {
    const game = await gameOf(session, req.params.id);
    if (!game) return void res.status(404).json({ msg: 'There is no such game.' });
    if (wallPhotos(game).length === 0)
      return void res.status(404).json({ msg: 'This game has no photos on the wall.' });
    res.attachment(downloadName(game.quiz.title, '-photos.zip')).type('application/zip');
    res.on('error', (error) => log(`The photos' ZIP could not be sent: ${String(error)}`));
    await streamAlbum(game, photoFiles, res, log);
  });
}
