import type { ListPage } from '../upstream/envelope.ts';
import { MAX_PAGE_SIZE, offsetWindowFromArgs, type ConnectionArgs, type OffsetWindow } from './connection-args.ts';
import { cursorAtOffset } from './offset-cursors.ts';
import { createPageCursors, type PageCursors } from './page-cursors.ts';
import { pageRequestsFor } from './page-requests.ts';

export interface OffsetConnection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
  pageCursors: PageCursors;
}

export interface PagedConnectionOptions {
  /** Rows when neither `first` nor `last` is given (the spec's page size for that screen). */
  defaultSize: number;
  /** Largest `size` the endpoint accepts. */
  maxUpstreamSize?: number;
}

/**
 * A Relay connection over a page/size endpoint (Artsy metaphysics' convertConnectionArgsToGravityArgs
 * + paginationResolver): args → offset window → page calls → sliced edges with offset cursors,
 * hasNextPage from total_records and numbered pageCursors.
 */
export function resolvePagedConnection<T>(
  args: ConnectionArgs,
  options: PagedConnectionOptions,
  fetchPage: (request: { page: number; size: number }) => Promise<ListPage<T>>,
): Promise<OffsetConnection<T>> {
  const window = offsetWindowFromArgs(args, options.defaultSize);
  const plan = pageRequestsFor(window, options.maxUpstreamSize ?? MAX_PAGE_SIZE);
  // One page is the usual case (Relay's own paging lands on one): no Promise.all, no merged rows.
  if (plan.pages.length === 1) {
    return fetchPage({ page: plan.pages[0]!, size: plan.size }).then((page) => connectionOf(window, plan.start, options.defaultSize, page.items, page.totalRecords));
  }
  return Promise.all(plan.pages.map((page) => fetchPage({ page, size: plan.size }))).then((pages) =>
    connectionOf(window, plan.start, options.defaultSize, pages.flatMap((page) => page.items), pages[0]?.totalRecords ?? 0),
  );
}

/** The window's rows out of `rows` (which start at offset `start`), with their cursors and the page cursors. */
function connectionOf<T>(window: OffsetWindow, start: number, defaultSize: number, rows: readonly T[], totalCount: number): OffsetConnection<T> {
  const from = window.offset - start;
  const count = window.limit > 0 ? Math.max(0, Math.min(window.limit, rows.length - from)) : 0;
  // A plain loop: every list of every screen builds these.
  const edges: { cursor: string; node: T }[] = [];
  for (let index = 0; index < count; index++) edges.push({ cursor: cursorAtOffset(window.offset + index), node: rows[from + index]! });
  const pageSize = window.limit > 0 ? window.limit : defaultSize;
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: window.offset + edges.length < totalCount,
      hasPreviousPage: window.offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    pageCursors: createPageCursors(Math.floor(window.offset / pageSize) + 1, pageSize, totalCount),
  };
}
