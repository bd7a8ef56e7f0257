/** The finished games in the data folder's archive, each rebuilt from its journal. */
import type { GameReader } from '../engine/gameReader';
import { archivePath, listArchived, readJournal } from '../storage/journal';
import { replayGame } from './replay';

/** The archived games, newest first; one that cannot be read is left out. */
export async function replayArchived(dir: string): Promise<GameReader[]> {
  const games: GameReader[] = [];
  for (const name of await listArchived(dir)) {
    const game = await replayArchivedGame(dir, name).catch(() => null);
    if (game) games.push(game);
  }
  return games;
}

export async function replayArchivedGame(dir: string, name: string): Promise<GameReader | null> {
  return replayGame(await readJournal(archivePath(dir, name)), () => undefined);
}
