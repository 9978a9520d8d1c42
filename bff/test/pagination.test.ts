import { cursorToOffset, offsetToCursor } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { BadUserInputError } from '../src/bad-user-input.ts';
import { offsetWindowFromArgs } from '../src/pagination/connection-args.ts';
import { resolvePagedConnection } from '../src/pagination/offset-connection.ts';
import { cursorAtOffset } from '../src/pagination/offset-cursors.ts';
import { createPageCursors } from '../src/pagination/page-cursors.ts';
import { pageRequestsFor } from '../src/pagination/page-requests.ts';

describe('offsetWindowFromArgs', () => {
  it('uses the default size without first/last', () => {
    expect(offsetWindowFromArgs({}, 12)).toEqual({ offset: 0, limit: 12 });
  });

  it('starts after the `after` cursor', () => {
    expect(offsetWindowFromArgs({ first: 12, after: offsetToCursor(11) }, 12)).toEqual({ offset: 12, limit: 12 });
  });

  it('accepts the page-1 cursor (offset -1)', () => {
    expect(offsetWindowFromArgs({ first: 5, after: offsetToCursor(-1) }, 12)).toEqual({ offset: 0, limit: 5 });
  });

  it('pages backwards with last/before', () => {
    expect(offsetWindowFromArgs({ last: 4, before: offsetToCursor(10) }, 12)).toEqual({ offset: 6, limit: 4 });
  });

  it('rejects first > 100 with a message that says the limit', () => {
    expect(() => offsetWindowFromArgs({ first: 101 }, 12)).toThrow(BadUserInputError);
    expect(() => offsetWindowFromArgs({ first: 101 }, 12)).toThrow('`first` may be at most 100; 101 was requested.');
  });

  it('starts page N (1-based) after N - 1 pages of `first`, or of the default size', () => {
    expect(offsetWindowFromArgs({ first: 12, page: 3 }, 20)).toEqual({ offset: 24, limit: 12 });
    expect(offsetWindowFromArgs({ page: 2 }, 20)).toEqual({ offset: 20, limit: 20 });
    expect(offsetWindowFromArgs({ first: 12, page: 1 }, 20)).toEqual({ offset: 0, limit: 12 });
  });

  it('rejects a page below 1, and a page together with a cursor or `last`', () => {
    expect(() => offsetWindowFromArgs({ page: 0 }, 12)).toThrow('`page` must be a positive integer (1 is the first page).');
    expect(() => offsetWindowFromArgs({ page: -2 }, 12)).toThrow(BadUserInputError);
    for (const args of [{ after: offsetToCursor(11) }, { before: offsetToCursor(11) }, { last: 3 }]) {
      expect(() => offsetWindowFromArgs({ ...args, page: 2 }, 12)).toThrow('`page` chooses the page by number: it cannot be combined with `after`, `before` or `last`.');
    }
  });

  it('rejects negative counts, last without before, and foreign cursors', () => {
    expect(() => offsetWindowFromArgs({ first: -1 }, 12)).toThrow('non-negative');
    expect(() => offsetWindowFromArgs({ last: 3 }, 12)).toThrow('`last` needs `before`');
    expect(() => offsetWindowFromArgs({ after: 'bm90IGEgY3Vyc29y' }, 12)).toThrow('cursor is not valid');
  });
});

describe('pageRequestsFor', () => {
  it('maps an aligned window to exactly one page of that size', () => {
    expect(pageRequestsFor({ offset: 24, limit: 12 }, 100)).toEqual({ size: 12, pages: [3], start: 24 });
  });

  it('covers an unaligned window with the smallest single page that contains it', () => {
    // Rows 7..11: pages of 5 split them (5..9, 10..14); page 2 of size 6 (rows 6..11) holds them.
    expect(pageRequestsFor({ offset: 7, limit: 5 }, 100)).toEqual({ size: 6, pages: [2], start: 6 });
  });

  it('falls back to two consecutive pages when no page ≤ max size covers the window', () => {
    const plan = pageRequestsFor({ offset: 150, limit: 100 }, 100);
    expect(plan).toEqual({ size: 100, pages: [2, 3], start: 100 });
  });
});

describe('createPageCursors', () => {
  const pages = (c: ReturnType<typeof createPageCursors>) => c.around.map((p) => p.page);

  it('lists every page when there are 7 or fewer', () => {
    const cursors = createPageCursors(2, 12, 80);
    expect(pages(cursors)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(cursors.first).toBeNull();
    expect(cursors.last).toBeNull();
    expect(cursors.previous?.page).toBe(1);
    expect(cursors.around.find((p) => p.isCurrent)?.page).toBe(2);
  });

  it('windows around the current page with first and last outside it', () => {
    const cursors = createPageCursors(10, 12, 12 * 20);
    expect(pages(cursors)).toEqual([8, 9, 10, 11, 12]);
    expect(cursors.first?.page).toBe(1);
    expect(cursors.last?.page).toBe(20);
  });

  it('keeps page 1 in the window near the start and the last page near the end, the other one outside', () => {
    const start = createPageCursors(2, 12, 12 * 20);
    expect(pages(start)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(start.first).toBeNull();
    expect(start.last?.page).toBe(20);
    expect(start.previous?.page).toBe(1);

    const end = createPageCursors(19, 12, 12 * 20);
    expect(pages(end)).toEqual([15, 16, 17, 18, 19, 20]);
    expect(end.first?.page).toBe(1);
    expect(end.last).toBeNull();
    expect(end.previous?.page).toBe(18);
    expect(end.around.filter((p) => p.isCurrent).map((p) => p.page)).toEqual([19]);
  });

  it('gives cursors that, passed as `after`, start that page', () => {
    const cursors = createPageCursors(1, 12, 100);
    const third = cursors.around.find((p) => p.page === 3);
    expect(third && cursorToOffset(third.cursor) + 1).toBe(24);
    expect(cursors.previous).toBeNull();
  });

  it('has one page for an empty list', () => {
    expect(pages(createPageCursors(1, 12, 0))).toEqual([1]);
  });
});

describe('cursorAtOffset', () => {
  it("is the relay plugin's cursor of the offset, the kept ones and the deep ones alike", () => {
    for (const offset of [-1, 0, 11, 9_999, 10_000, 250_000]) {
      expect(cursorAtOffset(offset)).toBe(offsetToCursor(offset));
      expect(cursorToOffset(cursorAtOffset(offset))).toBe(offset);
    }
  });
});

describe('resolvePagedConnection', () => {
  const rows = Array.from({ length: 30 }, (_, i) => i);
  const endpoint = async ({ page, size }: { page: number; size: number }) => ({
    items: rows.slice((page - 1) * size, page * size),
    totalRecords: rows.length,
  });

  it('computes hasNextPage from total_records, not from an extra row', async () => {
    const calls: { page: number; size: number }[] = [];
    const connection = await resolvePagedConnection({ first: 12, after: offsetToCursor(11) }, { defaultSize: 12 }, (p) => {
      calls.push(p);
      return endpoint(p);
    });
    expect(calls).toEqual([{ page: 2, size: 12 }]);
    expect(connection.edges.map((e) => e.node)).toEqual(rows.slice(12, 24));
    expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(connection.totalCount).toBe(30);
  });

  it('ends on the last page', async () => {
    const connection = await resolvePagedConnection({ first: 12, after: offsetToCursor(23) }, { defaultSize: 12 }, endpoint);
    expect(connection.edges.map((e) => e.node)).toEqual(rows.slice(24));
    expect(connection.pageInfo.hasNextPage).toBe(false);
    expect(connection.pageInfo.endCursor).toBe(offsetToCursor(29));
  });

  it('slices unaligned windows out of a covering page', async () => {
    const connection = await resolvePagedConnection({ first: 5, after: offsetToCursor(6) }, { defaultSize: 12 }, endpoint);
    expect(connection.edges.map((e) => e.node)).toEqual([7, 8, 9, 10, 11]);
    expect(connection.edges[0]?.cursor).toBe(offsetToCursor(7));
  });
});
