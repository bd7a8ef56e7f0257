import { describe, expect, it } from 'vitest';
import { csvField } from '../../src/main/server/game/results';

/** How a spreadsheet splits one CSV line, honouring quotes, with `separator` (`,` or the `;` of many locales). */
function cells(line: string, separator: ',' | ';'): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out;
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('CSV fields (issue 11 §17)', () => {
  it('quotes a field with a semicolon, so a semicolon-locale spreadsheet keeps it one cell', () => {
    expect(csvField('x;=2+5')).toBe('"x;=2+5"');
    expect(csvField('Ann;Bo')).toBe('"Ann;Bo"');
    expect(csvField('plain')).toBe('plain');
  });

  it('never lets any cell start like a formula, split at commas or at semicolons', () => {
    const hostile = [
      'x;=2+5',
      'x,=2+5',
      '=HYPERLINK("http://evil")',
      '+1;-1',
      'a;@SUM(A1)',
      'a,\t=1',
      'a;\r=1',
      '-2+3',
      '@me',
      '\t=1',
      '\r=1',
      'ok; +cmd',
      'x";=1;"',
    ];
    for (const value of hostile) {
      const line = ['Ann', value, 3].map(csvField).join(',');
      for (const separator of [',', ';'] as const) {
        for (const cell of cells(line, separator)) {
          expect(cell, `${JSON.stringify(value)} split at ${separator}`).not.toMatch(FORMULA_START);
        }
      }
      // Read back with the right separator, the value is intact (after the leading quote mark).
      expect(cells(line, ',')[1]!.replace(/^'/, '')).toBe(value);
    }
  });

  it('leaves numbers and booleans as they are', () => {
    expect(csvField(-5)).toBe('-5');
    expect(csvField(true)).toBe('true');
    expect(csvField('12.50')).toBe('12.50');
  });
});
