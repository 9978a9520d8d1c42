/**
 * Numbered pages live in the URL (`?page=N`), so a deep link must turn N into the `after` cursor
 * of the connection without a round trip. The bff's connections are Pothos offset connections,
 * whose cursors are base64("OffsetConnection:" + offset) — the same cursors `pageCursors` hands
 * out (Artsy's pattern: a page's cursor is the cursor of the item just before it).
 */
const OFFSET_CURSOR_PREFIX = 'OffsetConnection:';

export function offsetToCursor(offset: number): string {
  return btoa(`${OFFSET_CURSOR_PREFIX}${offset}`);
}

/** The `after` argument that starts page `page` (1-based) of `pageSize` items; null for page 1. */
export function pageToAfterCursor(page: number, pageSize: number): string | null {
  return page <= 1 ? null : offsetToCursor((page - 1) * pageSize - 1);
}

/** `?page=N` as a positive integer; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
