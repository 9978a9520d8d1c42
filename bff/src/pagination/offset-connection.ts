import type { ListPage } from '../upstream/envelope.ts';
import { MAX_PAGE_SIZE, offsetWindowFromArgs, type ConnectionArgs } from './connection-args.ts';
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
export async function resolvePagedConnection<T>(
  args: ConnectionArgs,
  options: PagedConnectionOptions,
  fetchPage: (request: { page: number; size: number }) => Promise<ListPage<T>>,
): Promise<OffsetConnection<T>> {
  const window = offsetWindowFromArgs(args, options.defaultSize);
  const plan = pageRequestsFor(window, options.maxUpstreamSize ?? MAX_PAGE_SIZE);
  const pages = await Promise.all(plan.pages.map((page) => fetchPage({ page, size: plan.size })));
  const totalCount = pages[0]?.totalRecords ?? 0;
  const rows = pages.flatMap((page) => page.items);
  const from = window.offset - plan.start;
  const nodes = window.limit > 0 ? rows.slice(from, from + window.limit) : [];
  const edges = nodes.map((node, index) => ({ cursor: cursorAtOffset(window.offset + index), node }));
  const pageSize = window.limit > 0 ? window.limit : options.defaultSize;
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
