import { COLLECTION_LIMITS } from '@jotpod/api/contract';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { findCollection, myCollections, publicCollectionsOf } from '../../upstream/collections.ts';
import { ViewerRef } from '../accounts/viewer.ts';
import { builder } from '../builder.ts';
import { JotRef, UserRef } from '../browse/node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { CollectionRef } from './refs.ts';

/** /collections lists two dozen cards a page; the save picker asks for more at once. */
const COLLECTIONS_PAGE_SIZE = 24;

const ViewerCollectionsConnectionRef = builder.connectionObject(
  {
    type: CollectionRef,
    name: 'ViewerCollectionsConnection',
    description: "A page of the viewer's collections: the default one (\"Saved\") first, then the most recently changed.",
    fields: (t) => ({ pageCursors: pageCursorsField(t) }),
  },
  { name: 'ViewerCollectionsConnectionEdge', description: 'A collection, with its cursor.' },
);

const PublicCollectionsConnectionRef = builder.connectionObject(
  { type: CollectionRef, name: 'PublicCollectionsConnection', description: "A page of an author's public collections, most recently changed first." },
  { name: 'PublicCollectionsConnectionEdge', description: 'A public collection, with its cursor.' },
);

builder.objectFields(ViewerRef, (t) => ({
  collections: t.field({
    type: ViewerCollectionsConnectionRef,
    description: `The viewer's collections (at most ${COLLECTION_LIMITS.maxCollections}), ${COLLECTIONS_PAGE_SIZE} a page (at most 100): the default one first.`,
    args: {
      first: t.arg.int({ defaultValue: COLLECTIONS_PAGE_SIZE, description: pageArgDescriptions.first(COLLECTIONS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
      containingJot: t.arg.globalID({ for: JotRef, description: 'A jot: each collection then says in `containsJot` whether it holds it (the save picker).' }),
    },
    resolve: (_viewer, { first, after, page, containingJot }, context) =>
      resolvePagedConnection({ first, after, page }, { defaultSize: COLLECTIONS_PAGE_SIZE }, (request) =>
        myCollections(context.upstream, request, containingJot?.id),
      ),
  }),
}));

builder.objectFields(UserRef, (t) => ({
  publicCollections: t.field({
    type: PublicCollectionsConnectionRef,
    description: `Their public collections, most recently changed first, ${COLLECTIONS_PAGE_SIZE} a page (at most 100).`,
    args: {
      first: t.arg.int({ defaultValue: COLLECTIONS_PAGE_SIZE, description: pageArgDescriptions.first(COLLECTIONS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
    },
    resolve: (user, { first, after }, context) =>
      resolvePagedConnection({ first, after }, { defaultSize: COLLECTIONS_PAGE_SIZE }, (page) => publicCollectionsOf(context.upstream, user.id, page)),
  }),
}));

builder.queryField('collection', (t) =>
  t.field({
    type: CollectionRef,
    nullable: true,
    description: "A collection by its REST id (/collections/{id}): a public one for anyone, a private one for its owner; null otherwise, whoever's id it is.",
    args: { databaseId: t.arg.int({ required: true, description: 'The REST id (`Collection.databaseId`, the number in /collections/{id}).' }) },
    resolve: (_root, { databaseId }, context) => (databaseId > 0 && Number.isSafeInteger(databaseId) ? findCollection(context.upstream, databaseId) : null),
  }),
);
