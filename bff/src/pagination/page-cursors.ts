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
  // Plain loops and no closures: every list page builds these, on every request.
  const window = max % 2 === 0 ? max + 1 : max;
  const totalPages = size > 0 ? Math.ceil(totalRecords / size) : 0;
  const half = Math.floor(window / 2);
  const previous = currentPage > 1 && totalPages > 1 ? pageCursor(currentPage - 1, size, currentPage) : null;
  if (totalPages <= 1) {
    return { first: null, last: null, around: [pageCursor(1, size, currentPage)], previous };
  }
  if (totalPages <= window) {
    return { first: null, last: null, around: pageRange(1, totalPages, size, currentPage), previous };
  }
  if (currentPage <= half + 1) {
    // Near the start: around includes page 1, the last page is separate.
    return { first: null, last: pageCursor(totalPages, size, currentPage), around: pageRange(1, window - 1, size, currentPage), previous };
  }
  if (currentPage >= totalPages - half) {
    // Near the end: around includes the last page, page 1 is separate.
    return { first: pageCursor(1, size, currentPage), last: null, around: pageRange(totalPages - window + 2, totalPages, size, currentPage), previous };
  }
  // In the middle: first and last on either side of the window.
  const spread = Math.floor((window - 3) / 2);
  return {
    first: pageCursor(1, size, currentPage),
    last: pageCursor(totalPages, size, currentPage),
    around: pageRange(currentPage - spread, currentPage + spread, size, currentPage),
    previous,
  };
}

/** The cursors of pages `from` to `to`, both included. */
function pageRange(from: number, to: number, size: number, currentPage: number): PageCursor[] {
  const cursors: PageCursor[] = [];
  for (let page = from; page <= to; page++) cursors.push(pageCursor(page, size, currentPage));
  return cursors;
}
