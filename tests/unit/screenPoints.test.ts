/** Points on the podium and the keepsake are numbers in the language's own way (Intl), with its plural. */
import { describe, expect, it } from 'vitest';
import { screenT } from '../support/screenWords';

describe("the podium's points", () => {
  it('group their digits as the language does, and take its plural', async () => {
    const en = await screenT('en');
    expect(en('final.points', { count: 6888 })).toBe('6,888 points');
    expect(en('final.points', { count: 1 })).toBe('1 point');
    const fr = await screenT('fr');
    // French groups thousands with a narrow no-break space.
    expect(fr('final.points', { count: 6888 })).toBe('6\u202f888 points');
    expect(fr('final.points', { count: 0 })).toBe('0 point');
    const pl = await screenT('pl');
    expect(pl('final.points', { count: 2 })).toBe('2 punkty');
    expect(pl('final.points', { count: 12_345 })).toBe('12\u00a0345 punktów');
  });
});
