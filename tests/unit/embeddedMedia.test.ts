/** Issue 28.3: an embedded image or sound is decoded a piece at a time, with the same checks as before. */
import { describe, expect, it } from 'vitest';
import { decodeEmbedded } from '../../src/main/server/game/embeddedMedia';
import { pngBytes, wavFile } from '../support/audioFiles';

/** A data URL cut into pieces of `size` bytes, as a file arrives over the network. */
function cut(dataUrl: string, size: number): Buffer[] {
  const bytes = Buffer.from(dataUrl, 'latin1');
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return parts;
}

describe('decodeEmbedded', () => {
  it('gives the same bytes however the data URL was cut', async () => {
    const png = pngBytes(200_003);
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    for (const size of [1, 7, 64, 65_536, dataUrl.length]) {
      const parts = size === 1 ? cut(dataUrl, 4099) : cut(dataUrl, size);
      expect((await decodeEmbedded(parts, 'image')).equals(png), `pieces of ${size}`).toBe(true);
    }
    const wav = wavFile();
    expect(
      (await decodeEmbedded(cut(`data:audio/wav;base64,${wav.toString('base64')}`, 100), 'sound')).equals(
        wav,
      ),
    ).toBe(true);
  });

  it('undoes JSON escapes (another program may write \\/ for /)', async () => {
    const png = pngBytes(3000);
    const escaped = `data:image\\/png;base64,${png.toString('base64').replaceAll('/', '\\/')}`;
    expect((await decodeEmbedded(cut(escaped, 50), 'image')).equals(png)).toBe(true);
  });

  it.each([
    ['not a data URL', 'hello'],
    ['another type', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a sound where an image goes', `data:audio/wav;base64,${wavFile().toString('base64')}`],
    ['not base64', 'data:image/png;base64,iVBOR<script>'],
    ['padding in the middle', 'data:image/png;base64,iVBO=RwAA'],
    ['empty', 'data:image/png;base64,'],
  ])('refuses %s', async (_label, dataUrl) => {
    await expect(decodeEmbedded(cut(dataUrl, 5), 'image')).rejects.toThrow(/Not an embedded/);
  });

  it('refuses an image over 8 MB as it decodes', async () => {
    const big = `data:image/png;base64,${Buffer.alloc(8 * 1024 * 1024 + 3).toString('base64')}`;
    await expect(decodeEmbedded(cut(big, 65_536), 'image')).rejects.toThrow(/larger than|too large|MB/);
  });
});
