import { describe, expect, it } from 'vitest';
import { cleanText, textProblem, WIDE_CHARACTERS } from '../../src/shared/model/textHygiene';
import { checkName, normalizeName } from '../../src/shared/model/names';
import { nameKeys } from '../../src/main/server/engine/nameKey';

/** Whether two names share a key: the roster refuses the second as taken. */
const sameName = (a: string, b: string): boolean => nameKeys(a).some((key, i) => key === nameKeys(b)[i]);

describe('cleanText (issue 18)', () => {
  it.each([
    ['combining grapheme joiner', 'Anna\u034F'],
    ['Arabic letter mark', 'Anna\u061C'],
    ['Khmer vowel inherent', 'Anna\u17B4'],
    ['musical symbol begin beam', 'Anna\u{1D173}'],
    ['interlinear annotation', 'Anna\uFFF9'],
    ['language tag', 'Anna\u{E0001}'],
    ['Hangul filler', '\u3164Anna'],
    ['soft hyphen', 'An\u00ADna'],
    ['zero-width space', 'An\u200Bna'],
    ['right-to-left override', '\u202EAnna'],
    ['isolates', '\u2067Anna\u2069'],
    ['variation selector 15', 'Anna\uFE0E'],
    ['a stray joiner', 'An\u200Dna'],
  ])('removes the %s', (_label, raw) => {
    expect(cleanText(raw)).toBe('Anna');
  });

  it('keeps joiners, VS16 and flag tags inside emoji', () => {
    const family = '👩\u200D👩\u200D👧';
    const heart = '❤\uFE0F';
    const rainbow = '🏳\uFE0F\u200D🌈';
    const england = '🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}';
    const skin = '👍🏽';
    for (const emoji of [family, heart, rainbow, england, skin])
      expect(cleanText(`Jo ${emoji}`)).toBe(`Jo ${emoji}`);
  });

  it('normalises to NFC and collapses whitespace', () => {
    expect(cleanText('  Zoe\u0308   \t Li  ')).toBe('Zoë Li');
    expect(cleanText('A\u00A0\u3000B')).toBe('A B');
  });
});

describe('textProblem', () => {
  it('spots a combining-mark flood, but not accents or Indic text', () => {
    expect(textProblem('Z\u0351\u0352\u0353algo')).toBe('flood');
    expect(textProblem('Za\u0301\u0302\u0303l'.normalize('NFC'))).toBe('flood'); // á + two more (issue 28.5)
    expect(textProblem('Nguyễn Thị Ánh')).toBeNull();
    expect(textProblem('A\u0300\u0301')).toBeNull();
    expect(textProblem('Việt')).toBeNull();
    expect(textProblem('क्षत्रिय')).toBeNull();
    expect(textProblem('1\uFE0F\u20E3')).toBeNull();
  });

  it('spots the extra-wide characters', () => {
    for (const cp of WIDE_CHARACTERS) expect(textProblem(`A${String.fromCodePoint(cp)}`)).toBe('wide');
    expect(textProblem('\uFDFD')).toBe('wide');
    expect(textProblem('\uA9C5')).toBe('wide');
    expect(textProblem('\u{12219}')).toBe('wide');
    expect(textProblem('李小龍王大明陈')).toBeNull();
  });
});

describe('nameKey: the same name', () => {
  it.each([
    ['Cyrillic', '\u0410nna'],
    ['fullwidth', '\uFF21nna'],
    ['fraktur', '𝔄𝔫𝔫𝔞'],
    ['Cyrillic capital As', '\u0410NN\u0410'],
    ['Greek capital', '\u0391NNA'],
    ['lower case', 'anna'],
    ['with invisibles', 'A\u200Bn\u034Fna\u061C'],
  ])('%s Anna is Anna', (_label, name) => {
    expect(sameName(name, 'Anna')).toBe(true);
  });

  it('keeps names that only look alike to a machine apart', () => {
    for (const [a, b] of [
      ['Anna', 'Anne'],
      ['José', 'Jose'],
      ['李', '季'],
      ['Anna B', 'AnnaB'],
      ['रीना', 'राना'],
      ['Ann💍', 'Ann🎉'],
      ['Tom', 'Tim'],
    ])
      expect(sameName(a!, b!), `${a} and ${b}`).toBe(false);
  });

  // Issue 28.5: each of these was accepted beside the name it imitates.
  it.each([
    ['Anna + U+1D159 (a blank musical symbol)', 'Anna\u{1D159}', 'Anna'],
    ['Anna + U+16FE4 (a Khitan filler mark)', 'Anna\u{16FE4}', 'Anna'],
    ['lan beside Ian', 'lan', 'Ian'],
    ['BiII beside Bill', 'BiII', 'Bill'],
    ['Kirn beside Kim', 'Kirn', 'Kim'],
    ['Armenian o', 'B\u0585b', 'Bob'],
    ['Cherokee A', '\u13AAnna', 'Anna'],
    ['Lisu A', '\uA4EEnna', 'Anna'],
    ['small capitals', '\u1D07\u1D0D\u1D0D\u1D00', 'Emma'],
    ['Cyrillic o with diaeresis', 'J\u04E7rg', 'Jörg'],
    ['all capitals', 'EMMA', 'Emma'],
    ['all capitals with an I', 'ÉMILE', 'émile'],
  ])('%s is taken', (_label, lookAlike, name) => {
    expect(sameName(lookAlike, name)).toBe(true);
  });
});

describe('checkName with the hygiene rules', () => {
  it('refuses floods and wide characters, accepts CJK and emoji names up to 10', () => {
    expect(checkName('Ann\u0300\u0301\u0302\u0303a')).toBe('flood');
    expect(checkName('\uFDFD')).toBe('wide');
    expect(checkName('李小龍王大明陈一二三')).toBeNull();
    expect(checkName('WWWWWWWWWW')).toBeNull();
    expect(checkName('💍🥂😀🎉🎂💍🥂😀🎉🎂')).toBeNull();
    expect(normalizeName('Anna\u2800')).toBe('Anna');
  });

  it('refuses a name with nothing a person can see (issue 28.5)', () => {
    expect(checkName('\u{1D159}')).toBe('empty');
    expect(checkName('\u{1D159}\u{1D159} \u0301')).toBe('empty');
    expect(checkName('🎉')).toBeNull();
    expect(checkName('🇵🇱')).toBeNull();
    expect(checkName('7')).toBeNull();
  });
});
