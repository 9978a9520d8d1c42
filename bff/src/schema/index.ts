import { builder } from './builder.ts';
import { withImmediateNodeIds } from './shared/immediate-node-ids.ts';
// One folder per domain; each domain's index registers its types, the root fields that return
// them and its mutations. `shared` holds what several domains use (the Error interface, paging
// arguments and cursors, the File scalar, NotFoundError).
import './shared/index.ts';
import './browse/index.ts';
import './marketing/index.ts';
import './accounts/index.ts';
import './social/index.ts';
import './search/index.ts';
import './authoring/index.ts';
import './notifications/index.ts';
import './author-filters/index.ts';
import './collections/index.ts';

builder.queryType({
  description:
    'Reads. Public unless a field says otherwise; a signed-in session (the cookie) personalises them (viewerHasLiked, isDefault, viewer).',
});
builder.mutationType({
  description:
    'Writes. Most need a signed-in session (visitors get an UNAUTHENTICATED error); each answers a result union: its payload, or one of the typed errors it lists (select `... on Error { message }`).',
});

builder.subscriptionType({
  description:
    "Live updates over server-sent events (`Accept: text/event-stream`): each field sends its first state when subscribed, then its changes. Signed-in browser sessions only.",
});

export const schema = withImmediateNodeIds(builder.toSchema());
