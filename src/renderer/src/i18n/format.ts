import { formatCalendarDate } from '@shared/model/calendarDate';
import { languageInfo, type Language } from './languages';

/**
 * Numbers and dates in the language's own way, through Intl: "1,250" / "1.250" / "1 250", and the
 * wedding date "28 July 2024" / "28 de julio de 2024" / "28. Juli 2024" / "2024年7月28日".
 */
export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(languageInfo(language).intl, { maximumFractionDigits: 2 }).format(value);
}

/** A file's size in megabytes, in the language's digits and words: "1.4 MB", "1,4 MB", "12 MB". */
export function formatMegabytes(bytes: number, language: Language): string {
  const mb = bytes / (1024 * 1024);
  const digits = mb < 10 ? 1 : 0;
  return new Intl.NumberFormat(languageInfo(language).intl, {
    style: 'unit',
    unit: 'megabyte',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(mb);
}

/** A calendar date ("2024-07-28"), the same on every device whatever its time zone. */
export function formatDate(iso: string, language: Language): string {
  return formatCalendarDate(iso, languageInfo(language).intl);
}
