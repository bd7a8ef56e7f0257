/** The fixed words and letters of the option kinds (no zod: the engine and the phone read them). */

export const MAX_OPTIONS = 4;
export const OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;
export const TRUE_FALSE_LABELS = ['True', 'False'] as const;
export const BOTH_LABEL = 'Both';

/** Units written against the number, without a space. */
const TIGHT_UNITS = new Set(['%', '°', '°C', '°F', '′', '″']);

/**
 * A number already written out, with the quiz's unit: "14 countries", "30%" (units such as % and °
 * against the number), the number alone without one. The server's files and every page's words use it.
 */
export function attachUnit(number: string, unit: string | null | undefined): string {
  if (!unit) return number;
  return TIGHT_UNITS.has(unit) ? `${number}${unit}` : `${number} ${unit}`;
}

/** A number with its unit, as the server writes it in its files: "42 km", "30%". */
export function withUnit(value: number, unit: string | null | undefined): string {
  return attachUnit(String(value), unit);
}
