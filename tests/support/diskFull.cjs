/**
 * Test-only preload for a server child process (`node --require tests/support/diskFull.cjs …`): while the
 * file named by WQ_DISK_FULL_MARKER exists, every write through a fs/promises FileHandle (the journal's)
 * fails with ENOSPC, as on a full disk. Nothing else changes.
 */
const fs = require('node:fs');
const marker = process.env.WQ_DISK_FULL_MARKER;

if (marker) {
  void fs.promises.open(__filename, 'r').then(async (handle) => {
    const proto = Object.getPrototypeOf(handle);
    await handle.close();
    const write = proto.write;
    proto.write = function (...args) {
      if (fs.existsSync(marker)) {
        const error = new Error('ENOSPC: no space left on device, write');
        error.code = 'ENOSPC';
        return Promise.reject(error);
      }
      return write.apply(this, args);
    };
  });
}
