import { megabytes } from '@shared/model/limits';
import type { Readable } from 'node:stream';
import { notJson, QuizFileRefused, QuizJsonScanner } from './quizJsonScanner';

export {
  MAX_EMBEDDED_CHARS,
  MAX_QUIZ_DEPTH,
  MAX_QUIZ_TEXT_BYTES,
  QuizFileRefused,
  QuizJsonScanner,
} from './quizJsonScanner';

/**
 * Reading a quiz file's JSON without letting the file decide how long it takes. JSON.parse is fast
 * on long strings (the embedded images) but a file of millions of small values, or of values nested
 * thousands deep, can take the server's whole attention for minutes, or all its memory: the guests'
 * phones would lose the game. So the bytes go through a cheap scan as they arrive, which refuses a
 * file whose text apart from its images is over `MAX_QUIZ_TEXT_BYTES` or which is nested deeper than
 * `MAX_QUIZ_DEPTH`, before the rest of it is even read; only then does JSON.parse see it.
 */

/** Parses scanned bytes: UTF-8, with or without a byte-order mark. */
function parseScanned(bytes: Buffer): unknown {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  try {
    return JSON.parse(bytes.toString('utf8', start)) as unknown;
  } catch {
    throw notJson();
  }
}

/** Parses a whole quiz file within the bounds; throws QuizFileRefused when it is too large, too deep or not JSON. */
export function parseQuizJson(bytes: Uint8Array): unknown {
  const scanner = new QuizJsonScanner();
  scanner.write(bytes);
  scanner.end();
  return parseScanned(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/**
 * A quiz file read with its images set apart (issue 28.3): `json` is the file with each embedded image
 * or sound replaced by `#<n>`; `embedded(n)` gives that one's text, only when asked. The images are
 * never parsed as JSON (a 64 MB file parses in a moment) and one not used by the quiz is never decoded.
 */
export interface QuizFileRead {
  json: unknown;
  embedded: (placeholder: string) => readonly Buffer[] | null;
}

/** Like `readQuizJson`, with the images set apart (`QuizFileRead`). */
export function readQuizFile(stream: Readable, maxBytes: number): Promise<QuizFileRead> {
  const scanner = new QuizJsonScanner(true);
  return readScanned(stream, maxBytes, scanner, () => {
    const json = parseScanned(Buffer.concat(scanner.text));
    return { json, embedded: (placeholder) => embeddedText(scanner.images, placeholder) };
  });
}

/** An image's text by its placeholder (`#3`), as the slices of the file it was read in. */
function embeddedText(images: readonly Buffer[][], placeholder: string): readonly Buffer[] | null {
  const match = /^#(\d{1,6})$/.exec(placeholder);
  return (match && images[Number(match[1])]) || null;
}

/**
 * Reads a quiz file from a stream (a request body, a file) within the bounds, scanning each chunk as
 * it arrives: a refused file is refused at its first megabyte of text, without holding the rest.
 * `maxBytes` bounds the whole file, images included. On refusal it pauses the stream and stops
 * listening; what becomes of the rest (drained, destroyed) is the caller's choice. Rejects with
 * QuizFileRefused, or with the stream's own error.
 */
export function readQuizJson(stream: Readable, maxBytes: number): Promise<unknown> {
  const scanner = new QuizJsonScanner();
  const chunks: Uint8Array[] = [];
  let total = 0;
  return readScanned(
    stream,
    maxBytes,
    {
      write: (bytes) => {
        scanner.write(bytes);
        chunks.push(bytes);
        total += bytes.byteLength;
      },
      end: () => scanner.end(),
    },
    () => parseScanned(Buffer.concat(chunks, total)),
  );
}

/** Feeds a stream to `scanner` within `maxBytes`; resolves with `done()` once it ends. */
function readScanned<T>(
  stream: Readable,
  maxBytes: number,
  scanner: Pick<QuizJsonScanner, 'write' | 'end'>,
  done: () => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let total = 0;
    let settled = false;
    // Stays listening: a stream that fails after a refusal must not become an uncaught error.
    const stop = (error: unknown): void => {
      if (settled) return;
      settled = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.pause();
      reject(error);
    };
    const onData = (chunk: Buffer | string): void => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += bytes.byteLength;
      try {
        // Counted as read (after any decompression): a small gzip that swells is stopped here.
        if (total > maxBytes) {
          throw new QuizFileRefused(
            'file too large',
            `That file is larger than ${megabytes(maxBytes)}.`,
            413,
          );
        }
        scanner.write(bytes);
      } catch (error) {
        return stop(error);
      }
    };
    const onEnd = (): void => {
      stream.off('data', onData);
      settled = true;
      try {
        scanner.end();
        resolve(done());
      } catch (error) {
        reject(error);
      }
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.on('error', stop);
    // A request aborted mid-upload may close without an error: never leave the reader waiting.
    stream.once('close', () => stop(new Error('The upload was interrupted.')));
  });
}
