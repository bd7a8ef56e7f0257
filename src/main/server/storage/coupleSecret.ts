import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeSynced } from './durableFiles';

/** Where the couple's phone links' secret is kept, in the data folder. */
export const COUPLE_SECRET_FILE = 'couple-secret.txt';

/**
 * The secret the couple's two phone links are made from (the shoe game, issue 30): made once and kept
 * in the data folder, so the links the couple scanned keep working after the app restarts (the operator
 * key may be new at each start), and across a reset (the same couple plays the next game).
 */
export async function loadCoupleSecret(dataDir: string): Promise<string> {
  const path = join(dataDir, COUPLE_SECRET_FILE);
  const kept = await readFile(path, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (/^[A-Za-z0-9_-]{24,}$/u.test(kept)) return kept;
  const made = randomBytes(24).toString('base64url');
  await writeSynced(path, `${made}\n`);
  return made;
}
