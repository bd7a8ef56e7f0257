/** Issue 28: a table's new name follows the name rules (the operator's rename is checked at the edge). */
import { describe, expect, it } from 'vitest';
import { tableName } from '../../src/main/server/game/nameGate';

describe('tableName', () => {
  it.each([
    ['a direction override', '\u202EnobsiL', 'nobsiL'],
    ['invisible characters', 'Lis\u200Bbon\u2066', 'Lisbon'],
    ['spaces', '  The   Cousins ', 'The Cousins'],
  ])('cleans %s', (_label, raw, name) => {
    expect(tableName(raw)).toEqual({ ok: true, name });
  });

  it.each([
    ['an accent flood', 'Z\u0301\u0302\u0303ebra'],
    ['an extra-wide character', 'Table \uFDFD'],
    ['an offensive word', 'The Fuckers'],
    ['nothing to see', '\u200B\u2800\u{1D159}'],
    ['more than 40 characters', 'x'.repeat(41)],
  ])('refuses %s', (_label, raw) => {
    expect(tableName(raw)).toMatchObject({ ok: false });
  });

  it('takes a long, friendly name in any script', () => {
    expect(tableName('The Cousins from Kraków and Zürich')).toMatchObject({ ok: true });
    expect(tableName('東京の友達')).toMatchObject({ ok: true });
  });
});
