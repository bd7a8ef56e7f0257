/** The fixed words and letters of the option kinds (no zod: the engine and the phone read them). */

export const MAX_OPTIONS = 4;
export const OPTION_LABELS = ['A', 'B', 'C', 'D'] as const;
export const TRUE_FALSE_LABELS = ['True', 'False'] as const;
export const BOTH_LABEL = 'Both';

/** A number with its unit: "42 km". */
export function withUnit(value: number, unit: string | null | undefined): string {
  return unit ? `${value} ${unit}` : String(value);
}
