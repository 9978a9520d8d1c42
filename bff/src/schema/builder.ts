import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ErrorsPlugin from '@pothos/plugin-errors';
import RelayPlugin from '@pothos/plugin-relay';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { Context } from '../context.ts';
import { NotAuthenticatedError, NotAuthorizedError } from '../upstream/errors.ts';

/**
 * The schema builder: plugins and defaults only, no type definitions (those live one per file
 * under ./types, with the root fields that return them).
 *
 * - Fields are non-null unless marked nullable: lookups that can miss say so explicitly.
 * - Every connection carries totalCount; edges and their nodes are non-null.
 * - Errors precede scope-auth so that auth failures can later become typed results; relay
 *   precedes scope-auth so that scope checks see parsed global ids.
 */
export const builder = new SchemaBuilder<{
  Context: Context;
  AuthScopes: { loggedIn: boolean };
  DefaultFieldNullability: false;
  DefaultEdgesNullability: false;
  DefaultNodeNullability: false;
  Connection: { totalCount: number };
  // GraphQL multipart uploads arrive as WHATWG Files (see ./shared/file.ts); never an output.
  Scalars: { File: { Input: File; Output: never } };
}>({
  plugins: [ErrorsPlugin, RelayPlugin, ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  // The relay plugin generates Node, PageInfo, node/nodes, the connection arguments and the
  // edge fields; their descriptions live here because schema.graphql documents every type,
  // field and argument for clients (tests/contract/descriptions.test.ts).
  relay: {
    nodeTypeOptions: {
      description:
        'An object with a global id (Relay Object Identification): `node(id:)` refetches any of them, and Relay normalizes its store by that id.',
    },
    idFieldOptions: {
      description:
        'Global, opaque id (Relay): unique across all types, stable, and what `node(id:)` and mutation inputs take. Not the REST id (see `databaseId` where there is one).',
    },
    nodeQueryOptions: {
      description:
        'Any object implementing Node, by its global id (how Relay refetches one); null when nothing has that id or the viewer may not see it.',
      args: { id: { description: 'A global id, as an `id` field returned it.' } },
    },
    nodesQueryOptions: {
      description:
        'Several Node objects by global id, in the order asked; null in place of each one that does not exist or the viewer may not see. Ids of different types may be mixed.',
      args: { ids: { description: 'Global ids, as `id` fields returned them.' } },
    },
    pageInfoTypeOptions: {
      description:
        "Relay's page information of a connection: whether items follow or precede this page, and the cursors of its first and last item.",
    },
    hasNextPageFieldOptions: {
      description: 'True when items follow this page (from the total count, so it is exact): ask again with `after: endCursor`.',
    },
    hasPreviousPageFieldOptions: { description: 'True when this page does not start at the first item.' },
    startCursorFieldOptions: { description: "Cursor of the page's first item; null when the page is empty." },
    endCursorFieldOptions: {
      description: "Cursor of the page's last item: pass it as `after` for the next page; null when the page is empty.",
    },
    pageInfoFieldOptions: { description: 'Whether there are more items, and the cursors to page on.' },
    edgesFieldOptions: { nullable: false, description: 'The items of this page, in the list\'s order, each with its cursor.' },
    nodeFieldOptions: { nullable: false, description: 'The item at this position of the list (never null).' },
    cursorFieldOptions: {
      description: 'Opaque position of this item in the list: pass it as `after` to get the items that follow it.',
    },
    firstArgOptions: {
      description:
        "How many items to return, 0 to 100 (more is a BAD_USER_INPUT error); omitted or null: the field's default page size, named in its description.",
    },
    afterArgOptions: {
      description: "Return the items after this cursor (an edge's `cursor`, `pageInfo.endCursor` or a `pageCursors` cursor); omitted: from the first item.",
    },
    lastArgOptions: {
      description: 'With `before`: how many items to return just before that cursor, 0 to 100 (paging backwards).',
    },
    beforeArgOptions: { description: 'Return the items before this cursor (use with `last` to page backwards).' },
    mutationInputArgOptions: {
      description: "The mutation's fields as one input object (Relay's convention); its type documents each field and its rules.",
    },
  },
  scopeAuth: {
    authScopes: (context) => ({ loggedIn: context.session.signedIn }),
    // A visitor asking for a signed-in field gets UNAUTHENTICATED (the web client's cue to show
    // the visitor state), a signed-in user refused by another scope FORBIDDEN.
    unauthorizedError: (_parent, context) => (context.session.signedIn ? new NotAuthorizedError() : new NotAuthenticatedError()),
  },
  errors: { defaultTypes: [] },
});

/** The builder's type parameters, for helpers that take one of its field builders. */
export type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

builder.globalConnectionField('totalCount', (t) =>
  t.int({ description: 'How many items the whole list has, across all pages (for page counts and "N results").', resolve: (connection) => connection.totalCount }),
);
