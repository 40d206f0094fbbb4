/** An ISO date (yyyy-mm-dd) in the page's language, e.g. "15 gennaio 2025". */
export function formatDate(isoDate: string, locale: string): string {
  const [language, region] = locale.split('-');
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(`${language}-${(region ?? '').toUpperCase()}`, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(date);
}
