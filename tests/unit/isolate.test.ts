/** Names inside translated sentences keep their own direction (issue 16: names in any script). */
import { describe, expect, it } from 'vitest';
import { isolate, isolatedParts } from '../../src/renderer/src/i18n/isolate';
import { wordServerMessage } from '../../src/renderer/src/i18n/serverWords';
import { phoneT, shown } from './phoneT';

describe('isolating a name inside a sentence', () => {
  it('wraps it in first-strong isolates and cuts a sentence back into its parts', () => {
    expect(isolate('سارة')).toBe('\u2068سارة\u2069');
    expect(isolatedParts(`“${isolate('سارة')}” is taken, ${isolate('Ann')}.`)).toEqual([
      { text: '“', isolated: false },
      { text: 'سارة', isolated: true },
      { text: '” is taken, ', isolated: false },
      { text: 'Ann', isolated: true },
      { text: '.', isolated: false },
    ]);
    expect(isolatedParts('No names here')).toEqual([{ text: 'No names here', isolated: false }]);
    expect(isolatedParts('')).toEqual([]);
    // A lone mark (a name that carried one) is shown as it is, never lost.
    expect(isolatedParts('a\u2068b')).toEqual([{ text: 'a\u2068b', isolated: false }]);
  });

  it("isolates the server's text params, not the context that picks a key", async () => {
    const t = await phoneT('en');
    const taken = wordServerMessage(t as never, {
      code: 'nameTaken',
      params: { name: 'محمد' },
      msg: '"محمد" is already taken.',
    });
    expect(taken).toContain(isolate('محمد'));
    expect(shown(taken)).toBe('"محمد" is already taken. Please add an initial or pick another name.');
    const side = wordServerMessage(t as never, {
      code: 'noSuchTeam',
      params: { context: 'sides' },
      msg: 'Please choose your table.',
    });
    expect(side).toBe('Please choose your side.');
  });
});
