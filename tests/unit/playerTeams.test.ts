/** The phone in a team game: the table in a table card's address, and the guest's table in words. */
import { describe, expect, it } from 'vitest';
import { iso, phoneT } from './phoneT';

const t = await phoneT('en');
const en = (value: number): string => new Intl.NumberFormat('en-GB').format(value);
import { tableFromQuery } from '../../src/shared/model/tableLink';
import { standingWords } from '../../src/renderer/src/features/player/team/teamWords';

describe("a table card's address", () => {
  it('reads the table number', () => {
    expect(tableFromQuery('?table=7')).toBe(7);
    expect(tableFromQuery('?foo=1&table=12')).toBe(12);
    expect(tableFromQuery('?table=%207%20')).toBe(7);
  });

  it('ignores anything that is not a table number', () => {
    for (const search of [
      '',
      '?table=',
      '?table=0',
      '?table=-3',
      '?table=7.5',
      '?table=seven',
      '?table=1000',
    ])
      expect(tableFromQuery(search), search).toBeNull();
  });
});

describe("the guest's table in words", () => {
  const table = { number: 7, name: 'Lisbon', score: 2310 };

  it('before the first reveal: only the table, no place', () => {
    expect(standingWords(t, { mode: 'tables', team: { ...table, rank: null }, points: null }, en)).toEqual({
      lead: `Playing for ${iso('Table 7')}`,
      points: null,
    });
  });

  it("after a reveal: the table's place and the guest's own points", () => {
    expect(standingWords(t, { mode: 'tables', team: { ...table, rank: 3 }, points: 1240 }, en)).toEqual({
      lead: `${iso('Table 7')} is 3rd`,
      points: 'your points for the table: 1,240',
    });
    expect(standingWords(t, { mode: 'tables', team: { ...table, rank: 11 }, points: null }, en).lead).toBe(
      `${iso('Table 7')} is 11th`,
    );
  });

  it('a side goes by its name', () => {
    const side = { number: 1, name: "Anna's side", score: 800, rank: 1 };
    expect(standingWords(t, { mode: 'sides', team: side, points: 0 }, en)).toEqual({
      lead: `${iso("Anna's side")} is 1st`,
      points: 'your points for the side: 0',
    });
    expect(standingWords(t, { mode: 'sides', team: { ...side, rank: null }, points: null }, en).lead).toBe(
      `Playing for ${iso("Anna's side")}`,
    );
  });
});
