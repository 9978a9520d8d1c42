import type { FieldRef } from '@pothos/core';
import type { PageCursor, PageCursors } from '../../pagination/page-cursors.ts';
import { builder, type BuilderTypes } from '../builder.ts';

const PageCursorRef = builder.objectRef<PageCursor>('PageCursor').implement({
  description: "A cursor for one numbered page (Artsy's pageCursors pattern).",
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Pass as `after`, with the same `first`, to show this page.' }),
    isCurrent: t.exposeBoolean('isCurrent', { description: 'This is the page being shown (draw it as the active button).' }),
    page: t.exposeInt('page', { description: 'The page number, 1-based (the button label): pass it as `page`, with the same `first`, to show this page.' }),
  }),
});

export const PageCursorsRef = builder.objectRef<PageCursors>('PageCursors').implement({
  description: 'Cursors for numbered pagination: first/last when outside the window, the window around the current page, previous.',
  fields: (t) => ({
    around: t.field({ type: [PageCursorRef], description: 'Always includes the current page.', resolve: (c) => c.around }),
    first: t.field({ type: PageCursorRef, nullable: true, description: 'Page 1, when not in `around`.', resolve: (c) => c.first }),
    last: t.field({ type: PageCursorRef, nullable: true, description: 'The last page, when not in `around`.', resolve: (c) => c.last }),
    previous: t.field({
      type: PageCursorRef,
      nullable: true,
      description: 'The page before the current one (the "previous" button); null on page 1.',
      resolve: (c) => c.previous,
    }),
  }),
});

/** What `pageCursors` means on every connection that offers numbered pages. */
const PAGE_CURSORS_DESCRIPTION =
  'Numbered pagination for the current page size (`first`): one entry per page button, whose `page` to pass as `page` (or whose `cursor` as `after`).';

/**
 * The `pageCursors` field of a connection that offers numbered pages. Its resolver must build
 * the connection with resolvePagedConnection (bff/src/pagination/offset-connection.ts), which
 * computes the cursors from the total count; Pothos types the connection without them.
 */
export function pageCursorsField<Connection extends object>(
  t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Connection>,
): FieldRef<BuilderTypes, PageCursors, 'Object'> {
  return t.field({
    type: PageCursorsRef,
    description: PAGE_CURSORS_DESCRIPTION,
    resolve: (connection) => (connection as Connection & { pageCursors: PageCursors }).pageCursors,
  });
}
