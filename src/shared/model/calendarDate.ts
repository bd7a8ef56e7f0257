/**
 * A calendar date ("2024-07-28") in a language's own words ("28 July 2024", "2024年7月28日"), the same on
 * every device whatever its time zone. `intl` is the Intl locale. Shared: the server fills the phone's
 * pre-rendered header with the words the web app then renders. Anything else comes back as it was.
 */
export function formatCalendarDate(iso: string, intl: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return iso;
  return new Intl.DateTimeFormat(intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
