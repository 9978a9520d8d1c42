import { cursorToOffset } from '@pothos/plugin-relay';
import { BadUserInputError } from '../bad-user-input.ts';

export interface ConnectionArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  /** A numbered page, 1-based, of `first` rows (or the default page size): instead of a cursor. */
  page?: number | null | undefined;
}

/** The rows a connection asks for: [offset, offset + limit). */
export interface OffsetWindow {
  offset: number;
  limit: number;
}

/** Hard ceiling for `first`/`last` on every connection. */
export const MAX_PAGE_SIZE = 100;

/**
 * Relay arguments → an offset window (the cursors are offset cursors). Unlike Pothos'
 * resolveOffsetConnection this never asks for limit + 1 rows: page/size REST cannot express that,
 * so hasNextPage comes from total_records instead.
 */
export function offsetWindowFromArgs(args: ConnectionArgs, defaultSize: number): OffsetWindow {
  const { first, last, after, before } = args;
  checkCount('first', first);
  checkCount('last', last);
  if (args.page != null) return pageWindow(args, defaultSize);
  let start = after ? decodeCursor(after) + 1 : 0;
  let end = before ? decodeCursor(before) : Number.POSITIVE_INFINITY;
  end = Math.max(end, start);
  if (first != null) end = Math.min(end, start + first);
  if (last != null) {
    if (end === Number.POSITIVE_INFINITY) {
      throw new BadUserInputError('`last` needs `before` (or `first`): page backwards from a cursor.');
    }
    start = Math.max(start, end - last);
  }
  if (first == null && last == null) end = Math.min(end, start + defaultSize);
  return { offset: start, limit: end - start };
}

/**
 * `page` (Artsy's numbered pages) names the window by number, so a client never builds a cursor:
 * page N of size `first` starts at offset (N - 1) * first. It replaces the cursors, so combining
 * it with one is an error rather than a guess at which one wins.
 */
function pageWindow({ page, first, after, before, last }: ConnectionArgs, defaultSize: number): OffsetWindow {
  if (after != null || before != null || last != null) {
    throw new BadUserInputError('`page` chooses the page by number: it cannot be combined with `after`, `before` or `last`.');
  }
  if (page == null || !Number.isInteger(page) || page < 1) {
    throw new BadUserInputError('`page` must be a positive integer (1 is the first page).');
  }
  const limit = first ?? defaultSize;
  return { offset: (page - 1) * limit, limit };
}

function checkCount(name: string, value: number | null | undefined): void {
  if (value == null) return;
  if (!Number.isInteger(value) || value < 0) {
    throw new BadUserInputError(`\`${name}\` must be a non-negative integer.`);
  }
  if (value > MAX_PAGE_SIZE) {
    throw new BadUserInputError(`\`${name}\` may be at most ${MAX_PAGE_SIZE}; ${value} was requested.`);
  }
}

/** Offset cursors; -1 is valid as `after` (the cursor of page 1, before the first row). */
function decodeCursor(cursor: string): number {
  let offset: number;
  try {
    offset = cursorToOffset(cursor);
  } catch {
    throw new BadUserInputError('The cursor is not valid for this list.');
  }
  if (!Number.isSafeInteger(offset) || offset < -1) {
    throw new BadUserInputError('The cursor is not valid for this list.');
  }
  return offset;
}
