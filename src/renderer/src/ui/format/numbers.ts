/** Numbers as a guest reads them: "1,250", "2.5", and with their unit ("14 countries", "30%"). */

const FORMAT = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return FORMAT.format(value);
}

/** Units written against the number, without a space. */
const TIGHT_UNITS = new Set(['%', '°', '°C', '°F', '′', '″']);

/** "14 countries", "30%"; the number alone without a unit. */
export function withUnit(value: number, unit: string | null | undefined): string {
  const number = formatNumber(value);
  if (!unit) return number;
  return TIGHT_UNITS.has(unit) ? `${number}${unit}` : `${number} ${unit}`;
}
