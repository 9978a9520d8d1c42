/**
 * Dates of record (when a jot was created, when a member joined) are shown in UTC with a fixed
 * locale, on every screen: a jot's card and its page name the same day, for every reader, on the
 * server-rendered page and in the browser alike. A value that is not a date shows as nothing
 * rather than "Invalid Date".
 */
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'MMMM D' ("March 7") for an ISO 8601 timestamp; '' when the value is not a date. */
export function formatMonthDay(iso: string): string {
  const date = parse(iso);
  return date ? MONTH_DAY.format(date) : '';
}

/** 'MMMM YYYY' ("March 2024") for an ISO 8601 timestamp; '' when the value is not a date. */
export function formatMonthYear(iso: string): string {
  const date = parse(iso);
  return date ? MONTH_YEAR.format(date) : '';
}
