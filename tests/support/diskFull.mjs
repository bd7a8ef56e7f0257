/**
 * Test-only preload for a server child process (`node --import tests/support/diskFull.mjs …`): while the
 * file named by WQ_DISK_FULL_MARKER exists, every write through a fs/promises FileHandle (the journal's)
 * fails with ENOSPC, as on a full disk. Nothing else changes.
 */
import { existsSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const marker = process.env.WQ_DISK_FULL_MARKER;

if (marker) {
  const handle = await open(fileURLToPath(import.meta.url), 'r');
  const proto = Object.getPrototypeOf(handle);
  await handle.close();
  const write = proto.write;
  proto.write = function (...args) {
    if (existsSync(marker)) {
      const error = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
      return Promise.reject(error);
    }
    return write.apply(this, args);
  };
}
