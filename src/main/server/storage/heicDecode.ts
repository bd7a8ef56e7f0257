import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** A decoded HEIC: its pixels as RGBA, upright (libheif applies the file's rotation and mirroring). */
export interface HeicPixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * Runs in a worker thread of its own: libheif (WebAssembly, with its HEVC decoder) decodes the first image,
 * after its size is checked. A 12-megapixel photo takes about 3 s of one core and 250 MB, all given back
 * when the worker ends; the game's thread never waits for it.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.decoder);
(async () => {
  const images = await decode.all({ buffer: workerData.buffer });
  try {
    const [image] = images;
    if (image.width * image.height > workerData.maxPixels) throw new Error('The photo has too many pixels');
    const { width, height, data } = await image.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** heic-decode's entry file; in the packaged app, its copy unpacked beside app.asar (see electron-builder.yml). */
function decoderPath(): string {
  const path = createRequire(import.meta.url).resolve('heic-decode');
  return path.replace(/app\.asar([\\/])/, 'app.asar.unpacked$1');
}

/** The decoder itself failed (missing, crashed, or out of time), not the photo: the operator must hear. */
export class HeicDecoderError extends Error {}

/** A 12-megapixel photo decodes in about 3 s; a file that takes this long is not one a phone took. */
const DECODE_TIMEOUT_MS = 30_000;

/**
 * Decodes a HEIC/HEIF photo whose HEVC pixels libvips's prebuilt binaries cannot read (patents keep the
 * HEVC decoder out of them): the iPhone's and many Android phones' own format, sent as it is when the
 * phone's browser could not draw it. Rejects with Error when the file is no readable HEIF or has over
 * `maxPixels`, and with HeicDecoderError when the decoder could not run or took over 30 s (it is ended).
 */
export async function decodeHeic(file: Buffer, maxPixels: number): Promise<HeicPixels> {
  // A copy of its own, given to the worker (the upload's buffer may share a pool with other buffers).
  const buffer = new Uint8Array(file);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { decoder: decoderPath(), buffer, maxPixels },
    transferList: [buffer.buffer as ArrayBuffer],
    // libheif writes its complaints about a damaged file to stderr: the refusal says it already.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  let timer: NodeJS.Timeout | undefined;
  try {
    const reply = await new Promise<HeicPixels | { error: string }>((resolve, reject) => {
      const failed = (why: string) => reject(new HeicDecoderError(why));
      timer = setTimeout(() => failed(`no answer in ${DECODE_TIMEOUT_MS / 1000} s`), DECODE_TIMEOUT_MS);
      worker.once('message', resolve);
      worker.once('error', (error) => failed(error.message));
      worker.once('exit', (code) => failed(`the decoder stopped (exit code ${code})`));
    });
    if ('error' in reply) throw new Error(reply.error);
    return reply;
  } finally {
    clearTimeout(timer);
    await worker.terminate();
  }
}
