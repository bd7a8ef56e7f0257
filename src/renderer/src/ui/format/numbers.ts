import { attachUnit } from '@shared/kinds/labels';

/** Numbers as a guest reads them: "1,250", "2.5", and with their unit ("14 countries", "30%"). */

const FORMAT = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return FORMAT.format(value);
}

/** "14 countries", "30%"; the number alone without a unit (the rule: attachUnit, shared with the server). */
export function withUnit(value: number, unit: string | null | undefined): string {
  return attachUnit(formatNumber(value), unit);
}
