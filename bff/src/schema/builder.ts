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
  // GraphQL multipart uploads arrive as WHATWG Files (see ./types/file.ts); never an output.
  Scalars: { File: { Input: File; Output: never } };
}>({
  plugins: [ErrorsPlugin, RelayPlugin, ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  relay: {
    edgesFieldOptions: { nullable: false },
    nodeFieldOptions: { nullable: false },
  },
  scopeAuth: {
    authScopes: (context) => ({ loggedIn: context.session.signedIn }),
    // A visitor asking for a signed-in field gets UNAUTHENTICATED (the web client's cue to show
    // the visitor state), a signed-in user refused by another scope FORBIDDEN.
    unauthorizedError: (_parent, context) => (context.session.signedIn ? new NotAuthorizedError() : new NotAuthenticatedError()),
  },
  errors: { defaultTypes: [] },
});

builder.globalConnectionField('totalCount', (t) =>
  t.int({ description: 'Rows across all pages.', resolve: (connection) => connection.totalCount }),
);
