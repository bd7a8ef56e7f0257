/**
 * Points in the language's way, a four-digit score kept whole ("1200 points", as the phone always wrote
 * it; Spanish and Polish print it so anyway), a longer one grouped ("12,000", "12.000", "12 000").
 */
export function formatPoints(value: number, locale?: string): string {
  // `min2` is in every browser the phone supports; TypeScript's lib types lag behind.
  const options = { useGrouping: 'min2' } as unknown as Intl.NumberFormatOptions;
  return new Intl.NumberFormat(locale, options).format(value);
}
