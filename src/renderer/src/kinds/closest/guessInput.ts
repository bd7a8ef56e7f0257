import type { PhoneT } from '../../features/player/phoneT';
import { attachUnit } from '@shared/kinds/labels';

/**
 * A typed guess (`closest`): read the way people type numbers, with a decimal comma ("12,5") as well as
 * a dot, and explained in plain words before it is sent. The server checks the range again.
 */

export interface GuessRange {
  min: number;
  max: number;
  unit: string | null;
}

/** Spaces (also the thin ones some keyboards insert) and apostrophes group thousands. */
const GROUPING = /[\s\u00a0\u202f'’]/g;
const SIGN = /^[-+\u2212]/;

/**
 * The number in `text`, or null. One separator (comma or dot) is the decimal mark: "12,5" and "12.5" are
 * both 12.5. With both kinds ("1.234,5", "1,234.5") the last one is the decimal mark; a separator used
 * more than once ("1.000.000") only groups digits.
 */
export function parseGuess(text: string): number | null {
  const compact = text.replace(GROUPING, '');
  const negative = /^[-\u2212]/.test(compact);
  const body = compact.replace(SIGN, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(body)) return null;
  const normalized = decimalWithDot(body);
  if (normalized === null) return null;
  const value = Number(normalized);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

function decimalWithDot(body: string): string | null {
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  if (commas > 0 && dots > 0) {
    const decimal = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    if ((decimal === ',' ? commas : dots) > 1) return null;
    return body.replaceAll(grouping, '').replace(',', '.');
  }
  const count = commas + dots;
  if (count === 0) return body;
  // "1.000.000": digits grouped; "12,5": a decimal comma.
  if (count > 1) return body.replace(/[.,]/g, '');
  return body.replace(',', '.');
}

/** A number as the guest's phone writes them ("12.5" or "12,5", "1,000" or "1.000"). */
export function formatNumber(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(value);
}

/** "17 countries", or "17" without a unit. */
export function withUnit(value: number, unit: string | null, locale?: string): string {
  return attachUnit(formatNumber(value, locale), unit);
}

/** "Between 0 and 100 countries". */
export function rangeInWords(t: PhoneT, range: GuessRange, locale?: string): string {
  return t('guess.range', {
    min: formatNumber(range.min, locale),
    max: withUnit(range.max, range.unit, locale),
  });
}

export type GuessCheck = { value: number; problem: null } | { value: null; problem: string };

/** The guess to send, or why it cannot go (said before sending, in plain words). */
export function checkGuess(t: PhoneT, text: string, range: GuessRange, locale?: string): GuessCheck {
  if (text.trim() === '') return { value: null, problem: t('guess.empty') };
  const value = parseGuess(text);
  if (value === null) return { value: null, problem: t('guess.notNumber') };
  if (value < range.min || value > range.max) {
    const problem = t('guess.outOfRange', {
      value: formatNumber(value, locale),
      min: formatNumber(range.min, locale),
      max: withUnit(range.max, range.unit, locale),
    });
    return { value: null, problem };
  }
  return { value, problem: null };
}
