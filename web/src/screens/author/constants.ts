import { formatMonthYear } from '../../components/dates/calendarDate.ts';

/** The author page's jots come 12 a page. */
export const AUTHOR_JOTS_PAGE_SIZE = 12;

/** `/author/{id}` takes the REST id; anything else finds nobody (id 0). */
export function parseAuthorId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** 'Member since MMMM YYYY' (e.g. 'Member since March 2024'); null for an unreadable date. */
export function memberSince(iso: string): string | null {
  const month = formatMonthYear(iso);
  return month ? `Member since ${month}` : null;
}
