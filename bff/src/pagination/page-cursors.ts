import { cursorAtOffset } from './offset-cursors.ts';

export interface PageCursor {
  cursor: string;
  page: number;
  isCurrent: boolean;
}

/** Numbered pagination (Artsy's pageCursors): pass a page's cursor as `after` with the same `first`. */
export interface PageCursors {
  first: PageCursor | null;
  last: PageCursor | null;
  around: PageCursor[];
  previous: PageCursor | null;
}

/** The `after` cursor that starts page `page` (1-based): the offset just before its first row. */
export function pageCursor(page: number, size: number, currentPage: number): PageCursor {
  return { cursor: cursorAtOffset((page - 1) * size - 1), page, isCurrent: page === currentPage };
}

/**
 * `around` holds up to `max` pages (7: all pages when 7 or fewer) centred on the
 * current one; `first`/`last` are set only when outside `around`, so the client draws ellipses.
 */
export function createPageCursors(currentPage: number, size: number, totalRecords: number, max = 7): PageCursors {
  const window = max % 2 === 0 ? max + 1 : max;
  const totalPages = size > 0 ? Math.ceil(totalRecords / size) : 0;
  const cursor = (page: number) => pageCursor(page, size, currentPage);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => cursor(from + i));
  const half = Math.floor(window / 2);
  let result: Omit<PageCursors, 'previous'>;
  if (totalPages <= 1) {
    result = { first: null, last: null, around: [cursor(1)] };
  } else if (totalPages <= window) {
    result = { first: null, last: null, around: range(1, totalPages) };
  } else if (currentPage <= half + 1) {
    // Near the start: around includes page 1, the last page is separate.
    result = { first: null, last: cursor(totalPages), around: range(1, window - 1) };
  } else if (currentPage >= totalPages - half) {
    // Near the end: around includes the last page, page 1 is separate.
    result = { first: cursor(1), last: null, around: range(totalPages - window + 2, totalPages) };
  } else {
    // In the middle: first and last on either side of the window.
    const spread = Math.floor((window - 3) / 2);
    result = { first: cursor(1), last: cursor(totalPages), around: range(currentPage - spread, currentPage + spread) };
  }
  return { ...result, previous: currentPage > 1 && totalPages > 1 ? cursor(currentPage - 1) : null };
}
