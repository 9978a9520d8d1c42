const monthDayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A jot's created date as 'MMMM D' (spec: "March 5"), in the reader's time zone unless one is
 * given (tests pass 'UTC'). An unparseable value is returned unchanged rather than "Invalid Date".
 */
export function formatMonthDay(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = timeZone ?? '';
  let formatter = monthDayFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone });
    monthDayFormatters.set(key, formatter);
  }
  return formatter.format(date);
}
