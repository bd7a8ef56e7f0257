import { describe, expect, it } from 'vitest';
import {
  MAX_SOUND_BYTES,
  quizSchema,
  SOUND_TYPE_MESSAGE,
  soundTooLargeMessage,
  type Quiz,
} from '@shared/index';
import { fromDraft, toDraft } from '../../src/renderer/src/features/editor/quizDraft';
import { fieldName, plainMessage } from '../../src/renderer/src/features/editor/problemWords';
import { SOUND_ACCEPT, soundRefusal } from '../../src/renderer/src/features/editor/sounds/soundChecks';
import { editorWords } from './editorWords';
import { miaAndLeo } from '../support/quizzes';

const quiz: Quiz = miaAndLeo();
const song = `/media/${'c'.repeat(64)}.mp3`;
const file = (name: string, type: string, size: number): File =>
  Object.defineProperty(new File([], name, { type }), 'size', { value: size });

describe("the editor's sounds (issue 17)", () => {
  it('keeps the sounds through the draft, in the moments order, and leaves no empty field', () => {
    const draft = toDraft({ ...quiz, sounds: { fanfare: song, lobby: song } });
    expect(draft.sounds).toEqual({ fanfare: song, lobby: song });
    const out = fromDraft(draft) as Quiz;
    expect(Object.keys(out.sounds ?? {})).toEqual(['lobby', 'fanfare']);
    expect(quizSchema.parse(out).sounds?.fanfare).toBe(song);
    const none = fromDraft({ ...draft, sounds: { fanfare: undefined } });
    expect(none).not.toHaveProperty('sounds');
  });

  it('checks type and size before sending, with the same limits as the server', async () => {
    const { t } = await editorWords('en');
    expect(soundRefusal(file('first-dance.mp3', 'audio/mpeg', 4_000_000), t)).toBeNull();
    expect(soundRefusal(file('vows.m4a', '', 1000), t)).toBeNull();
    expect(soundRefusal(file('Song.WAV', 'audio/x-wav', 1000), t)).toBeNull();
    expect(soundRefusal(file('notes.txt', 'text/plain', 1000), t)).toBe(SOUND_TYPE_MESSAGE);
    expect(soundRefusal(file('song.flac', 'audio/flac', 1000), t)).toBe(SOUND_TYPE_MESSAGE);
    expect(soundRefusal(file('song.mp3', 'audio/mpeg', 0), t)).toBe('The sound file is empty.');
    expect(soundRefusal(file('song.mp3', 'audio/mpeg', MAX_SOUND_BYTES + 1), t)).toBe(
      soundTooLargeMessage(MAX_SOUND_BYTES).replace('12 MB', '12\u00a0MB'),
    );
    expect(SOUND_ACCEPT).toBe('audio/mpeg,audio/ogg,audio/wav,audio/mp4,.mp3,.ogg,.wav,.m4a');
  });

  it("says the server's refusals and the fields in the operator's language", async () => {
    const { t } = await editorWords('fr');
    expect(plainMessage(SOUND_TYPE_MESSAGE, t)).toBe(
      'Seuls les sons MP3, OGG, WAV et M4A peuvent être utilisés.',
    );
    expect(plainMessage(soundTooLargeMessage(MAX_SOUND_BYTES), t)).toMatch(/^Le son dépasse 12\u00a0Mo/);
    expect(fieldName('sounds.fanfare', t)).toBe('Son · Fanfare pour la première place');
    expect(fieldName(`media.${song}`, t)).toMatch(/^Son intégré/);
    const en = (await editorWords('en')).t;
    expect(fieldName('sounds.drumRoll', en)).toBe('Sound · Drum roll before each podium place');
  });
});
