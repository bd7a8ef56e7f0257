import { describe, expect, it } from 'vitest';
import { isOffensive } from '../../src/main/server/game/profanity';

describe('isOffensive (issue 18)', () => {
  it.each(['fuck', 'FuCk', 'fvck', 'f\u200Buck', 'ｆｕｃｋ', 'bitch', 'Big cunt', 'shit head'])(
    'refuses English %s, however it is written',
    (name) => expect(isOffensive(name)).toBe(true),
  );

  it.each([
    ['es', 'Puta'],
    ['es', 'gilipollas'],
    ['fr', 'Enculé'],
    ['fr', 'Salope'],
    ['de', 'Arschloch'],
    ['de', 'Hurensohn'],
    ['it', 'Vaffanculo'],
    ['it', 'Stronzo'],
    ['it', 'Cazzo'],
    ['it', 'Puttana'],
    ['pt', 'Caralho'],
    ['nl', 'Klootzak'],
    ['nl', 'Kut'],
    ['pl', 'Kurwa'],
    ['pl', 'Spierdalaj'],
  ])('refuses %s %s', (_language, name) => expect(isOffensive(name)).toBe(true));

  it.each([
    'Scunthorpe',
    'Cassandra',
    'Dick Smith',
    'Dick',
    'Annalise',
    'Hancock',
    'Assisi',
    'Cumberbatch',
    'Dickens',
    'Titus',
    'Kuta',
    'Computa',
    'Anna',
    'Zoë 🎉',
    '李小龍',
    'Marisa',
    'Figaro',
    'Lulu',
    'Bitencourt',
  ])('lets %s in', (name) => expect(isOffensive(name)).toBe(false));

  it('refuses a real first name used as an insult after another word', () => {
    expect(isOffensive('Big Dick')).toBe(true);
  });
});
