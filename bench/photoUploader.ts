/**
 * `--photos`: the uploads of one guest worker, on a thread of their own. A phone sends its photo with its
 * own CPU; in the generator, an upload on a guest worker's event loop would delay that worker's other
 * guests' answers and the times it records for them. Asked `{ id, token }`, answers `{ id, record }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { uploadPhoto } from './photoUploads';

const { url, photo } = workerData as { url: string; photo: Uint8Array };

parentPort?.on('message', ({ id, token }: { id: number; token: string }) => {
  void uploadPhoto(url, token, photo).then((record) => parentPort?.postMessage({ id, record }));
});
