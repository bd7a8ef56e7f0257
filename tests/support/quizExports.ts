/** A quiz exported as the server does it (`writeQuizExport`, streamed), read back as JSON. */
import { PassThrough } from 'node:stream';
import type { Quiz } from '@shared/index';
import { writeQuizExport } from '../../src/main/server/game/quizExport';
import type { MediaStore } from '../../src/main/server/storage/media';

export async function exportedFile(quiz: Quiz, store: MediaStore): Promise<unknown> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeQuizExport(quiz, store, out);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}
