import type { OffsetWindow } from './connection-args.ts';

/** The page/size REST calls that cover an offset window, and where their rows start. */
export interface PageRequests {
  size: number;
  /** One page when a single page of `size` covers the window, else two consecutive pages. */
  pages: number[];
  /** Offset of the first row of the first page. */
  start: number;
}

/**
 * page/size can only address offsets that are multiples of size. Relay's own paging (`first: n,
 * after: <last cursor>`) always lands on one, so the common case is one call of exactly `limit`
 * rows. An unaligned window (a different `first` after a cursor) is served by the smallest page
 * size ≤ maxSize whose page contains it, or else by two consecutive pages of `limit`, which always
 * cover it: a fixed number of calls, never one per row.
 */
export function pageRequestsFor(window: OffsetWindow, maxSize: number): PageRequests {
  const { offset, limit } = window;
  // Nothing to show, but the total is still wanted: the smallest call that answers it.
  if (limit <= 0) return { size: 1, pages: [1], start: 0 };
  const last = offset + limit - 1;
  for (let size = limit; size <= maxSize; size += 1) {
    const page = Math.floor(offset / size);
    if (page === Math.floor(last / size)) return { size, pages: [page + 1], start: page * size };
  }
  const page = Math.floor(offset / limit);
  return { size: limit, pages: [page + 1, page + 2], start: page * limit };
}
