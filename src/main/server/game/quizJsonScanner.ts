import { MAX_IMAGE_BYTES, MAX_SOUND_BYTES, megabytes } from '@shared/model/limits';

/**
 * The scan a quiz file goes through before JSON.parse (./quizJson): chunk by chunk as it arrives, a
 * file whose text apart from its images is too large or too deeply nested is refused before the rest of
 * it is even read; when extracting, the images are set apart from the text.
 */

/** A quiz of 50 questions is about 40 KB; its images are not counted. */
export const MAX_QUIZ_TEXT_BYTES = 1024 * 1024;
/** An exported quiz is 5 levels deep (file › quiz › questions › question › options). */
export const MAX_QUIZ_DEPTH = 16;

/** The longest an embedded image or sound may be as a data URL (base64 is a third longer, plus its prefix). */
export const MAX_EMBEDDED_CHARS = Math.ceil((Math.max(MAX_IMAGE_BYTES, MAX_SOUND_BYTES) * 4) / 3) + 100;

/** A file refused before it is parsed: `status` is the HTTP answer (400 or 413). */
export class QuizFileRefused extends Error {
  constructor(
    readonly reason: 'not JSON' | 'too large' | 'too deep' | 'file too large',
    message: string,
    readonly status: 400 | 413,
  ) {
    super(message);
  }
}

export const notJson = (): QuizFileRefused =>
  new QuizFileRefused('not JSON', 'That file is not valid JSON.', 400);

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const COLON = 0x3a;
const COMMA = 0x2c;

/**
 * The scan before JSON.parse, fed chunk by chunk. Every byte counts against `MAX_QUIZ_TEXT_BYTES`
 * except the contents of the strings that are the values of the top-level `media` object: the images,
 * skipped with a native search for their closing quote. It follows JSON's strings and nesting, not its
 * grammar (JSON.parse checks that afterwards); where a file does not look like an export, its bytes
 * count. A byte-order mark counts as 3 bytes of text. Throws QuizFileRefused.
 */
export class QuizJsonScanner {
  private budget = MAX_QUIZ_TEXT_BYTES;
  private depth = 0;
  /** Per open container: is it an object? (At most MAX_QUIZ_DEPTH.) */
  private readonly isObject: boolean[] = [];
  /** In an object, after a `:` (a value comes next); else before a key. */
  private afterColon = false;
  /** The root object's latest key was "media". */
  private mediaKey = false;
  /** The root object's `media` object is open. */
  private inMedia = false;
  private inString = false;
  /** The open string is an image (a value of the `media` object): its contents are not counted. */
  private image = false;
  /** The open string is a key of the root object: its first bytes, and its length. */
  private rootKey = false;
  private keyHead = '';
  private keyLength = 0;
  /** The open string's contents so far end with an odd run of backslashes (the next byte is escaped). */
  private escaped = false;
  /** The open image's length so far. */
  private imageLength = 0;
  /**
   * Issue 28.3, when extracting: the file's text without its images (each image's contents replaced by
   * `#<n>`, its place in `images`), and each image's contents as slices of the chunks read.
   */
  readonly text: Buffer[] = [];
  readonly images: Buffer[][] = [];
  /** Where the current chunk's text not yet kept starts; -1 inside an image. */
  private textFrom = 0;

  constructor(private readonly extract = false) {}

  write(chunk: Uint8Array): void {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    this.textFrom = this.inString && this.image ? -1 : 0;
    let i = 0;
    while (i < bytes.length) {
      if (this.inString) {
        i = this.stringPart(bytes, i);
        continue;
      }
      const byte = bytes[i];
      this.spend(1);
      switch (byte) {
        case QUOTE:
          this.inString = true;
          this.image = this.inMedia && this.depth === 2 && this.afterColon;
          if (this.image) this.openImage(bytes, i);
          this.rootKey = this.depth === 1 && this.isObject[0] === true && !this.afterColon;
          this.keyHead = '';
          this.keyLength = 0;
          this.escaped = false;
          break;
        case OPEN_OBJECT:
        case OPEN_ARRAY:
          if (this.depth >= MAX_QUIZ_DEPTH) {
            throw new QuizFileRefused(
              'too deep',
              `That file is nested too deeply (more than ${MAX_QUIZ_DEPTH} levels): it is not a Wedding Quiz file.`,
              400,
            );
          }
          if (
            byte === OPEN_OBJECT &&
            this.depth === 1 &&
            this.isObject[0] &&
            this.afterColon &&
            this.mediaKey
          )
            this.inMedia = true;
          this.isObject[this.depth++] = byte === OPEN_OBJECT;
          this.afterColon = false;
          break;
        case CLOSE_OBJECT:
        case CLOSE_ARRAY:
          if (this.depth > 0) this.depth--;
          if (this.depth < 2) this.inMedia = false;
          this.afterColon = this.depth > 0 && this.isObject[this.depth - 1] === true;
          break;
        case COLON:
          this.afterColon = true;
          break;
        case COMMA:
          this.afterColon = false;
          break;
      }
      i++;
    }
    if (this.extract && this.textFrom >= 0) this.text.push(bytes.subarray(this.textFrom));
  }

  /** An image's string opens at `quote`: the text so far is kept, with `#<n>` in the image's place. */
  private openImage(bytes: Buffer, quote: number): void {
    this.imageLength = 0;
    if (!this.extract) return;
    this.text.push(bytes.subarray(this.textFrom, quote + 1), Buffer.from(`#${this.images.length}`));
    this.images.push([]);
    this.textFrom = -1;
  }

  /** The end of the file: an unclosed string is no JSON. */
  end(): void {
    if (this.inString) throw notJson();
  }

  /** Reads the open string from `from`; returns where the scan goes on. */
  private stringPart(bytes: Buffer, from: number): number {
    // Outside the images, search no further than the budget allows.
    const limit = this.image ? bytes.length : Math.min(bytes.length, from + this.budget + 1);
    let at = from;
    for (;;) {
      const quote = bytes.subarray(0, limit).indexOf(QUOTE, at);
      const stop = quote < 0 ? limit : quote;
      // The run of backslashes before `stop` (this part of the string only, plus what came before).
      let run = 0;
      while (stop - run - 1 >= at && bytes[stop - run - 1] === BACKSLASH) run++;
      const reachedStart = stop - run === at;
      const odd = reachedStart ? (run % 2 === 1) !== this.escaped : run % 2 === 1;
      if (quote < 0) {
        this.consume(bytes, from, limit);
        this.escaped = odd;
        return limit;
      }
      if (odd) {
        // An escaped quote: part of the string.
        this.escaped = false;
        at = quote + 1;
        continue;
      }
      this.consume(bytes, from, quote);
      this.spend(1);
      if (this.image && this.extract) this.textFrom = quote;
      this.inString = false;
      if (this.rootKey) this.mediaKey = this.keyLength === 5 && this.keyHead === 'media';
      return quote + 1;
    }
  }

  /** Counts the string contents `bytes[from, to)`. */
  private consume(bytes: Buffer, from: number, to: number): void {
    if (this.rootKey && this.keyLength < 6)
      this.keyHead += bytes.toString('latin1', from, Math.min(to, from + 6));
    this.keyLength += to - from;
    if (!this.image) return this.spend(to - from);
    this.imageLength += to - from;
    if (this.imageLength > MAX_EMBEDDED_CHARS) {
      throw new QuizFileRefused(
        'file too large',
        `An image or a sound in this file is larger than ${megabytes(MAX_SOUND_BYTES)}.`,
        413,
      );
    }
    if (this.extract && to > from) this.images.at(-1)?.push(bytes.subarray(from, to));
  }

  private spend(bytes: number): void {
    this.budget -= bytes;
    if (this.budget < 0) {
      throw new QuizFileRefused(
        'too large',
        `The quiz in this file is larger than ${megabytes(MAX_QUIZ_TEXT_BYTES)} (its images not ` +
          'counted): it is not a Wedding Quiz file.',
        413,
      );
    }
  }
}
