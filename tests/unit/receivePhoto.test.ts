import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PhotoFileError, receivePhoto } from '../../src/main/server/storage/photoFiles';

const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

describe('receivePhoto: an upload read into memory', () => {
  it('gives the whole body once it ends', async () => {
    const body = new PassThrough();
    const read = receivePhoto(body, 1000, 200);
    body.write(JPEG_HEAD);
    body.end(Buffer.alloc(100, 7));
    expect((await read).length).toBe(116);
  });

  it('ends an upload that stops arriving, as stalled', async () => {
    const body = new PassThrough();
    const read = receivePhoto(body, 1000, 50);
    body.write(JPEG_HEAD);
    const error = await read.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoFileError);
    expect((error as PhotoFileError).problem).toBe('stalled');
    expect(body.destroyed).toBe(true);
  });

  it('refuses what is not a photo at its first bytes, and what grows past the limit', async () => {
    const text = new PassThrough();
    const notPhoto = receivePhoto(text, 1000, 200);
    text.write(Buffer.from('<html><body>not a photo</body></html>'));
    expect(((await notPhoto.catch((e: unknown) => e)) as PhotoFileError).problem).toBe('notPhoto');
    const big = new PassThrough();
    const tooLarge = receivePhoto(big, 100, 200);
    big.write(JPEG_HEAD);
    big.write(Buffer.alloc(200));
    expect(((await tooLarge.catch((e: unknown) => e)) as PhotoFileError).problem).toBe('tooLarge');
  });
});
