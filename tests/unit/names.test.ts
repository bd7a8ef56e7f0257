import { describe, expect, it } from 'vitest';
import { checkName, MAX_NAME_LENGTH, NAME_MESSAGES, normalizeName, visibleLength } from '@shared/model/names';
import { nameKey } from '../../src/main/server/engine/nameKey';

describe('visibleLength', () => {
  it('counts plain characters', () => {
    expect(visibleLength('')).toBe(0);
    expect(visibleLength('Anna')).toBe(4);
    expect(visibleLength('Anna Maria')).toBe(10);
  });

  it('counts an emoji as one, including ZWJ sequences, flags, skin tones and keycaps', () => {
    expect(visibleLength('😀')).toBe(1);
    expect(visibleLength('👨‍👩‍👧‍👦')).toBe(1); // family, ZWJ sequence
    expect(visibleLength('🏳️‍🌈')).toBe(1); // rainbow flag (VS16 + ZWJ)
    expect(visibleLength('🇩🇪')).toBe(1); // regional-indicator flag
    expect(visibleLength('👍🏽')).toBe(1); // skin tone modifier
    expect(visibleLength('❤️')).toBe(1); // variation selector
    expect(visibleLength('1️⃣')).toBe(1); // keycap
    expect(visibleLength('Jo😀🇩🇪')).toBe(4);
  });

  it('counts a letter with a combining accent as one', () => {
    expect(visibleLength('e\u0301')).toBe(1);
    expect(visibleLength('Zoe\u0308')).toBe(3);
  });
});

describe('normalizeName', () => {
  it('trims surrounding whitespace (including tabs, newlines, NBSP, ideographic space)', () => {
    expect(normalizeName('  Anna  ')).toBe('Anna');
    expect(normalizeName('\t Anna\n')).toBe('Anna');
    expect(normalizeName('\u00A0Anna\u3000')).toBe('Anna');
  });

  it('keeps inner spaces', () => {
    expect(normalizeName(' Anna B ')).toBe('Anna B');
  });

  it('composes to NFC', () => {
    expect(normalizeName('Zoe\u0308')).toBe('Zo\u00EB');
  });
});

describe('checkName', () => {
  it('accepts ordinary names', () => {
    expect(checkName('Anna')).toBeNull();
    expect(checkName('J')).toBeNull();
    expect(checkName("O'Brien")).toBeNull();
    expect(checkName('Zoë-Li')).toBeNull();
    expect(checkName('李小龍')).toBeNull();
    expect(checkName('Ølaf 2')).toBeNull();
  });

  it('rejects empty and whitespace-only names as "empty"', () => {
    expect(checkName('')).toBe('empty');
    expect(checkName('   ')).toBe('empty');
    expect(checkName('\t\n ')).toBe('empty');
    expect(checkName('\u00A0\u3000')).toBe('empty');
  });

  it('allows exactly 10 visible characters and refuses 11', () => {
    expect(MAX_NAME_LENGTH).toBe(10);
    expect(checkName('abcdefghij')).toBeNull();
    expect(checkName('abcdefghijk')).toBe('tooLong');
    expect(checkName('Anna Maria')).toBeNull();
  });

  it('counts length after trimming', () => {
    expect(checkName('   abcdefghij   ')).toBeNull();
  });

  it('counts each emoji (ZWJ, flag, skin tone) as one character', () => {
    expect(checkName('👨‍👩‍👧‍👦'.repeat(10))).toBeNull();
    expect(checkName('👨‍👩‍👧‍👦'.repeat(11))).toBe('tooLong');
    expect(checkName('🇩🇪'.repeat(10))).toBeNull();
    expect(checkName('🇩🇪'.repeat(11))).toBe('tooLong');
    expect(checkName('👍🏽'.repeat(10))).toBeNull();
    expect(checkName('👍🏽'.repeat(11))).toBe('tooLong');
    expect(checkName('Anna 💍🥂😀🎉🎂')).toBeNull(); // 4 + space + 5 = 10
    expect(checkName('Anna 💍🥂😀🎉🎂🍾')).toBe('tooLong');
  });

  it('counts an accented letter written with a combining mark as one', () => {
    expect(checkName('Zoe\u0308'.repeat(2) + 'abcd')).toBeNull(); // 3+3+4 = 10
  });

  it.each([
    ['NUL', 'An\u0000na', 'Anna'],
    ['BEL', 'An\u0007na', 'Anna'],
    ['ESC', 'An\u001bna', 'Anna'],
    ['DEL', 'An\u007Fna', 'Anna'],
    ['C1 control', 'An\u0085na', 'An na'],
    ['inner newline', 'An\nna', 'An na'],
    ['inner tab', 'An\tna', 'An na'],
    ['line separator', 'An\u2028na', 'An na'],
    ['paragraph separator', 'An\u2029na', 'An na'],
    ['LRE', 'An\u202Ana', 'Anna'],
    ['RLE', 'An\u202Bna', 'Anna'],
    ['PDF', 'An\u202Cna', 'Anna'],
    ['LRO', 'An\u202Dna', 'Anna'],
    ['RLO', '\u202EAnna', 'Anna'],
    ['LRI', 'An\u2066na', 'Anna'],
    ['RLI', 'An\u2067na', 'Anna'],
    ['FSI', 'An\u2068na', 'Anna'],
    ['PDI', 'An\u2069na', 'Anna'],
    ['BOM inside', 'An\uFEFFna', 'Anna'],
  ])('removes a control/bidi character from a name (%s), issue 18', (_label, name, cleaned) => {
    expect(checkName(name)).toBeNull();
    expect(normalizeName(name)).toBe(cleaned);
  });

  it('refuses what no screen can show: private-use characters and lone surrogates', () => {
    expect(checkName('An\uE000na')).toBe('badCharacters');
    expect(checkName('An\uD800na')).toBe('badCharacters');
    expect(checkName('abcdefghijklmnop\uE000')).toBe('badCharacters');
  });

  it('rejects a name made only of invisible zero-width characters (0 visible characters)', () => {
    // A zero-width space / joiner / word joiner is not removed by trim() and is not a control
    // character, so it would pass as a "1 character" name that is blank on the big screen.
    expect(checkName('\u200B')).not.toBeNull();
    expect(checkName('\u200D')).not.toBeNull();
    expect(checkName('\u2060')).not.toBeNull();
    expect(checkName(' \u200B\u200B ')).not.toBeNull();
  });

  it.each([
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', '\u115F'],
    ['Hangul jungseong filler', '\u1160'],
    ['halfwidth Hangul filler', '\uFFA0'],
    ['braille blank', '\u2800'],
    ['three Hangul fillers', '\u3164\u3164\u3164'],
  ])(
    'rejects a blank-looking name made of a %s (the well-known "invisible nickname" trick)',
    (_label, name) => {
      expect(checkName(name)).not.toBeNull();
    },
  );

  it('does not let invisible characters make a look-alike of a taken name', () => {
    // "An\u200Bna" looks exactly like "Anna" on every screen but has a different nameKey,
    // so two guests could both appear as "Anna". Either refuse it or give it the same key.
    for (const lookAlike of ['An\u200Bna', 'Anna\u200B', 'An\u00ADna', 'An\u2060na']) {
      const refusedOrSame = checkName(lookAlike) !== null || nameKey(lookAlike) === nameKey('Anna');
      expect(refusedOrSame, JSON.stringify(lookAlike)).toBe(true);
    }
  });
});

describe('nameKey (uniqueness ignoring case)', () => {
  it('is the same for names that differ only in case or surrounding spaces', () => {
    expect(nameKey('Anna')).toBe(nameKey('anna'));
    expect(nameKey('ANNA')).toBe(nameKey('  anna '));
    expect(nameKey('ÉMILE')).toBe(nameKey('émile'));
  });

  it('is the same for composed and decomposed accents', () => {
    expect(nameKey('Zo\u00EB')).toBe(nameKey('ZOE\u0308'));
  });

  it('differs for different names', () => {
    expect(nameKey('Anna')).not.toBe(nameKey('Anne'));
    expect(nameKey('Anna B')).not.toBe(nameKey('AnnaB'));
  });
});

describe('NAME_MESSAGES', () => {
  it('keeps the original alerts for empty and too long names', () => {
    expect(NAME_MESSAGES.empty).toBe('Please enter your name!');
    expect(NAME_MESSAGES.tooLong).toBe('Please enter a shorter name');
  });

  it('tells the guest what to do when the name is taken', () => {
    const msg = NAME_MESSAGES.taken('Anna');
    expect(msg).toContain('"Anna"');
    expect(msg).toMatch(/already taken/);
    expect(msg).toMatch(/pick another name|add an initial/);
  });

  it('says what is wrong with a refused character, without claiming hyphens are refused', () => {
    expect(NAME_MESSAGES.badCharacters).toMatch(/hidden character/);
    expect(NAME_MESSAGES.badCharacters).toMatch(/Please type it again/);
    expect(checkName('Anne-Marie')).toBeNull();
    expect(checkName("O'Neil")).toBeNull();
  });
});

describe('visibleLength without Intl.Segmenter (old Safari)', () => {
  function withoutSegmenter<T>(run: () => T): T {
    const intl = Intl as { Segmenter?: unknown };
    const saved = intl.Segmenter;
    delete intl.Segmenter;
    try {
      return run();
    } finally {
      intl.Segmenter = saved;
    }
  }

  it('still counts plain text, ZWJ sequences and emoji with variation selectors', () => {
    withoutSegmenter(() => {
      expect(visibleLength('Anna')).toBe(4);
      expect(visibleLength('❤️')).toBe(1);
      expect(checkName('abcdefghij')).toBeNull();
      expect(checkName('abcdefghijk')).toBe('tooLong');
    });
    expect(typeof (Intl as { Segmenter?: unknown }).Segmenter).toBe('function');
  });

  it('counts flags, skin tones and family emoji as one, like the server does', () => {
    // Otherwise an old phone refuses a name ("Please enter a shorter name") the server would accept.
    withoutSegmenter(() => {
      expect(visibleLength('🇩🇪')).toBe(1);
      expect(visibleLength('👍🏽')).toBe(1);
      expect(visibleLength('👨‍👩‍👧‍👦')).toBe(1);
      expect(checkName('Jo 🇩🇪🇫🇷👍🏽👨‍👩‍👧‍👦')).toBeNull();
    });
  });
});
