import { describe, expect, it } from 'vitest';
import {
  imageTooLargeMessage,
  MAX_IMAGE_BYTES,
  MAX_QUIZ_FILE_BYTES,
  megabytes,
} from '../../src/shared/index';
import { MAX_QUIZ_FILE_BYTES as LOADED_FILE_LIMIT } from '../../src/main/server/game/quizFile';
import { MAX_QUIZ_TEXT_BYTES } from '../../src/main/server/game/quizJson';

describe('upload and import limits', () => {
  it('say their size in whole megabytes', () => {
    expect(megabytes(MAX_IMAGE_BYTES)).toBe('8 MB');
    expect(megabytes(MAX_QUIZ_FILE_BYTES)).toBe('128 MB');
    expect(imageTooLargeMessage(MAX_IMAGE_BYTES)).toBe(
      'The image is larger than 8 MB. Please use a smaller one.',
    );
  });

  it('hold a loaded quiz file to the same bound as an imported one', () => {
    expect(LOADED_FILE_LIMIT).toBe(MAX_QUIZ_FILE_BYTES);
  });

  it("hold a whole file above its quiz's text", () => {
    expect(MAX_QUIZ_FILE_BYTES).toBeGreaterThan(MAX_QUIZ_TEXT_BYTES);
  });
});
