// Dates in the page's language, in UTC: the server and the browser write them alike. One formatter per language
// and style, kept: making one costs more than formatting with it, and a build formats a date on most pages.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDate(date: Date, htmlLang: string, dateStyle: 'medium' | 'long'): string {
  const key = `${htmlLang} ${dateStyle}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(htmlLang, { dateStyle, timeZone: 'UTC' })));
  return formatter.format(date);
}
