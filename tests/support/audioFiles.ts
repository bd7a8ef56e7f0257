/**
 * Small sound files made in the tests (no fixtures): a real WAV (a second of a soft tone, by default),
 * and the first bytes of an MP3 (with an ID3 tag, or a bare MPEG frame), an OGG and an M4A, enough
 * for the server to recognise each by its bytes. `seed` makes files of the same kind differ.
 */

/** A mono 16-bit PCM WAV of `samples` samples at 8 kHz: a 440 Hz tone, quiet. */
export function wavFile(samples = 8000, seed = 0): Buffer {
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * (440 + seed) * i) / 8000) * 3000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(8000, 24); // sample rate
  header.writeUInt32LE(16000, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const padded = (head: Buffer, bytes: number, seed: number): Buffer => {
  const file = Buffer.alloc(Math.max(bytes, head.length));
  head.copy(file);
  for (let i = head.length; i < file.length; i++) file[i] = (i * 7 + seed) & 0xff;
  return file;
};

/** An MP3 that starts with an ID3v2 tag. */
export function mp3WithTag(bytes = 2048, seed = 0): Buffer {
  return padded(Buffer.from([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]), bytes, seed);
}

/** An MP3 that starts straight with an MPEG-1 Layer III frame (128 kbit/s, 44.1 kHz). */
export function mp3Frame(bytes = 2048, seed = 0): Buffer {
  return padded(
    Buffer.from([0xff, 0xfb, 0x90, 0x64, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
    bytes,
    seed,
  );
}

/** An Ogg stream's first page header. */
export function oggFile(bytes = 2048, seed = 0): Buffer {
  return padded(Buffer.from('OggS\x00\x02\x00\x00\x00\x00\x00\x00', 'latin1'), bytes, seed);
}

/** An MPEG-4 audio file's `ftyp` box (brand `M4A `). */
export function m4aFile(bytes = 2048, seed = 0, brand = 'M4A '): Buffer {
  const head = Buffer.alloc(16);
  head.writeUInt32BE(32, 0);
  head.write(`ftyp${brand}`, 4, 'latin1');
  return padded(head, bytes, seed);
}

/** A PNG's signature: an image, whatever its name says. */
export function pngBytes(bytes = 2048): Buffer {
  return padded(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), bytes, 1);
}
