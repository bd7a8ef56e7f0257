import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { QUIZ_FILE_KIND, type Quiz } from '@shared/index';
import type { MediaStore } from '../storage/media';
import { mediaSlots } from './quizImages';

/** Read in pieces of this size: a multiple of 3, so each piece's base64 follows the last without padding. */
const PIECE_BYTES = 3 * 64 * 1024;

/**
 * Writes the quiz as one file (`QuizFile`), every image and sound it uses embedded as a data URL, to
 * `out` as it goes (issue 28.3): never whole in memory nor encoded in one go, so six 8 MB photos do
 * not hold up the game. Waits whenever `out` is full; stops if `out` closes (the operator
 * cancelled). Ends `out`.
 */
export async function writeQuizExport(
  quiz: Quiz,
  store: MediaStore,
  out: Writable,
  now = new Date(),
): Promise<void> {
  const head = { kind: QUIZ_FILE_KIND, exportedAt: now.toISOString(), quiz };
  await send(out, `${JSON.stringify(head).slice(0, -1)},"media":{`);
  const written = new Set<string>();
  for (const { path } of mediaSlots(quiz)) {
    if (written.has(path)) continue;
    const found = await store.exportable(path);
    if (!found) continue;
    await send(out, `${written.size > 0 ? ',' : ''}${JSON.stringify(path)}:"data:${found.type};base64,`);
    written.add(path);
    for await (const piece of base64Pieces(found.file)) await send(out, piece);
    await send(out, '"');
  }
  out.end('}}');
}

async function* base64Pieces(file: string): AsyncGenerator<string> {
  let rest: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(file, { highWaterMark: PIECE_BYTES })) {
    const data = rest.length > 0 ? Buffer.concat([rest, chunk as Buffer]) : (chunk as Buffer);
    const whole = data.length - (data.length % 3);
    yield data.toString('base64', 0, whole);
    rest = data.subarray(whole);
  }
  if (rest.length > 0) yield rest.toString('base64');
}

/** Writes `text`; when `out` is full, waits until it drains. Rejects once `out` is closed. */
function send(out: Writable, text: string): Promise<void> {
  if (out.destroyed || out.writableEnded) return Promise.reject(new Error('The download was cancelled.'));
  if (out.write(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const drained = (): void => {
      out.off('close', closed);
      resolve();
    };
    const closed = (): void => {
      out.off('drain', drained);
      reject(new Error('The download was cancelled.'));
    };
    out.once('drain', drained);
    out.once('close', closed);
  });
}
