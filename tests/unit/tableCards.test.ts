/** The table cards' pure parts: each table's join link, the warning about a loopback address, the sheets. */
import { describe, expect, it } from 'vitest';
import { screenT } from '../support/screenWords';
import { sheetCount, sheetsOf } from '../../src/renderer/src/features/cards/cardLayout';
import { onlyOnThisComputer, tableJoinUrl } from '../../src/renderer/src/features/cards/tableLink';

const tables = (n: number): { number: number; name: null }[] =>
  Array.from({ length: n }, (_, i) => ({ number: i + 1, name: null }));

describe('table cards', () => {
  it('link each table to the join page with its number', () => {
    expect(tableJoinUrl('http://192.168.1.20:3000/', 7)).toBe('http://192.168.1.20:3000/?table=7');
    expect(tableJoinUrl('http://192.168.1.20:3000', 12)).toBe('http://192.168.1.20:3000/?table=12');
    expect(tableJoinUrl('http://[fe80::1]:3000/', 3)).toBe('http://[fe80::1]:3000/?table=3');
  });

  it('warn when the address works on this computer only', () => {
    expect(onlyOnThisComputer('http://127.0.0.1:3000/')).toBe(true);
    expect(onlyOnThisComputer('http://localhost:3000/')).toBe(true);
    expect(onlyOnThisComputer('http://[::1]:3000/')).toBe(true);
    expect(onlyOnThisComputer('http://192.168.1.20:3000/')).toBe(false);
    expect(onlyOnThisComputer('not a url')).toBe(false);
  });

  it('put four cards on each A4 sheet and one on each A6 sheet', () => {
    expect(sheetsOf(tables(10), 'a4').map((sheet) => sheet.map((t) => t.number))).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(sheetsOf(tables(3), 'a6')).toHaveLength(3);
  });

  it("count the cards and pages in the page's language", async () => {
    const t = await screenT('en');
    expect(sheetCount(t, 12, 'a4')).toBe('12 cards on 3 A4 pages');
    expect(sheetCount(t, 10, 'a4')).toBe('10 cards on 3 A4 pages');
    expect(sheetCount(t, 1, 'a6')).toBe('1 card on 1 A6 page');
    const pl = await screenT('pl');
    expect(sheetCount(pl, 12, 'a4')).toBe('12 kart na 3 stronach A4');
    expect(sheetCount(pl, 2, 'a6')).toBe('2 karty na 2 stronach A6');
    expect(sheetCount(pl, 1, 'a6')).toBe('1 karta na 1 stronie A6');
  });
});
