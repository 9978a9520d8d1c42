import { MAX_PAGE_SIZE } from '../../pagination/connection-args.ts';

/**
 * Descriptions of the paging arguments every list field declares itself (`first` with the
 * screen's default page size, `after`, `page` where a list has numbered pages, and
 * `last`/`before` where a list pages backwards), so a client reads the same rules, limits and
 * defaults on each of them.
 */
export const pageArgDescriptions = {
  first: (defaultSize: number, max: number = MAX_PAGE_SIZE) =>
    `How many items to return, 0 to ${max} (more is a BAD_USER_INPUT error); ${defaultSize} when omitted or null.`,
  after:
    "Return the items after this cursor (an edge's `cursor`, `pageInfo.endCursor` or a `pageCursors` cursor); omitted: from the first item. A malformed cursor is a BAD_USER_INPUT error.",
  last: `With \`before\`: how many items to return just before that cursor, 0 to ${MAX_PAGE_SIZE} (paging backwards).`,
  before: 'Return the items before this cursor (use with `last` to page backwards).',
  page:
    'Return this numbered page (1-based) of `first` items, the `page` of a `pageCursors` entry: instead of `after`, so a client never builds a cursor. ' +
    'With `after`, `before` or `last`, or below 1, it is a BAD_USER_INPUT error; past the last page the list is empty.',
} as const;
