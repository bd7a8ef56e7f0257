import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUIZ_DEPTH,
  MAX_QUIZ_TEXT_BYTES,
  parseQuizJson,
  QuizFileRefused,
  QuizJsonScanner,
  readQuizJson,
} from '../../src/main/server/game/quizJson';

/** Feeds `text` to a scanner in chunks of `size` bytes. */
function scan(text: string | Buffer, size: number): void {
  const bytes = Buffer.from(text);
  const scanner = new QuizJsonScanner();
  for (let i = 0; i < bytes.length; i += size) scanner.write(bytes.subarray(i, i + size));
  scanner.end();
}

function refusal(run: () => unknown): QuizFileRefused['reason'] | 'accepted' {
  try {
    run();
    return 'accepted';
  } catch (error) {
    if (error instanceof QuizFileRefused) return error.reason;
    throw error;
  }
}

const image = `data:image/png;base64,${'QUJD'.repeat(400_000)}`; // 1.6 MB

describe('the bounded quiz file reader (issue 11 §11)', () => {
  it('does not count the images of the top-level media object, in any chunking', () => {
    const exportOf = (picture: string): string =>
      JSON.stringify({
        kind: 'wedding-quiz',
        quiz: { title: 'Tricky "quotes" \\ and \\" escapes', media: 'not here' },
        media: { '/media/a.png': picture, '/media/b.png': picture },
      });
    // Every byte its own chunk: the strings, escapes and the "media" key split everywhere.
    const small = exportOf('data:image/png;base64,QUJD\\"');
    for (const size of [1, 2, 3])
      expect(
        refusal(() => scan(small, size)),
        `chunks of ${size}`,
      ).toBe('accepted');
    const file = exportOf(image);
    for (const size of [7, 64, 65_536, file.length]) {
      expect(
        refusal(() => scan(file, size)),
        `chunks of ${size}`,
      ).toBe('accepted');
    }
    expect(parseQuizJson(Buffer.from(file))).toEqual(JSON.parse(file));
  });

  it('counts image-like strings anywhere else', () => {
    for (const file of [
      { kind: 'wedding-quiz', quiz: { media: { a: image } } },
      { kind: 'wedding-quiz', media: [image] },
      { kind: 'wedding-quiz', media: { a: { b: image } } },
      { kind: 'wedding-quiz', medias: { a: image } },
      { kind: 'wedding-quiz', [image]: 1 },
      [{ media: { a: image } }],
    ]) {
      const text = JSON.stringify(file);
      expect(
        refusal(() => scan(text, 4096)),
        text.slice(0, 60),
      ).toBe('too large');
    }
  });

  it('follows escaped quotes and backslashes across chunk boundaries', () => {
    // `\\"` ends the first image: read as an escaped quote, the second image would count.
    const text = `{"media":{"a":"x\\\\","b":"${'z'.repeat(MAX_QUIZ_TEXT_BYTES)}"}}`;
    for (const size of [3, 16, 17, 4096]) {
      expect(
        refusal(() => scan(text, size)),
        `chunks of ${size}`,
      ).toBe('accepted');
    }
    // `\"` does not end it: read as its end, the rest would count.
    const escaped = `{"media":{"a":"x\\"${'z'.repeat(MAX_QUIZ_TEXT_BYTES)}"}}`;
    for (const size of [3, 16, 17, 4096]) {
      expect(
        refusal(() => scan(escaped, size)),
        `chunks of ${size}`,
      ).toBe('accepted');
    }
  });

  it('refuses nesting deeper than the limit and accepts it up to the limit', () => {
    expect(refusal(() => scan(`${'['.repeat(MAX_QUIZ_DEPTH)}${']'.repeat(MAX_QUIZ_DEPTH)}`, 5))).toBe(
      'accepted',
    );
    expect(refusal(() => scan(`${'['.repeat(MAX_QUIZ_DEPTH + 1)}`, 5))).toBe('too deep');
  });

  it('says when it is not JSON, and reads a byte-order mark', () => {
    expect(refusal(() => parseQuizJson(Buffer.from('{"a": "unclosed')))).toBe('not JSON');
    expect(refusal(() => parseQuizJson(Buffer.from('{"a": 1,')))).toBe('not JSON');
    expect(parseQuizJson(Buffer.from('\uFEFF{"a":1}'))).toEqual({ a: 1 });
  });

  it('stops reading a stream at the first megabyte of text, and bounds the whole file', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled++;
        this.push(Buffer.from('{},'.repeat(20_000)));
      },
    });
    await expect(readQuizJson(endless, 64 * 1024 * 1024)).rejects.toMatchObject({
      reason: 'too large',
      status: 413,
    });
    endless.destroy();
    expect(pulled).toBeLessThan(30);

    const big = JSON.stringify({ media: { a: image } });
    await expect(readQuizJson(Readable.from([Buffer.from(big)]), 1024)).rejects.toMatchObject({
      reason: 'file too large',
    });
    expect(await readQuizJson(Readable.from([Buffer.from(big)]), 4 * 1024 * 1024)).toEqual(JSON.parse(big));
  });
});
