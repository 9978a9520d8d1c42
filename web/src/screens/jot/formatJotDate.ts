/**
 * The jot's created date is shown as 'MMMM D' ("March 7"). Formatted in UTC with
 * a fixed locale so the same jot shows the same date on every machine (and in tests), whatever
 * the reader's time zone: createdAt is a date of record, not a local moment.
 */
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'MMMM D' for an ISO 8601 timestamp; '' when the value is not a date (nothing is better than "Invalid Date"). */
export function formatJotDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : MONTH_DAY.format(date);
}
