import type { CollectionItemJson, CollectionJson } from '@jotpod/api/contract';
import { COLLECTION_LIMITS } from '@jotpod/api/contract';
import { BadUserInputError } from '../../bad-user-input.ts';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { collectionItems } from '../../upstream/collections.ts';
import { viewerAccountId } from '../accounts/viewer.ts';
import { builder } from '../builder.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from '../browse/exclude-authors.ts';
import { JotRef, UserRef } from '../browse/node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { CollectionItemRef, CollectionOrderEnum, CollectionRef, collectionItemLocalId, OrderDirectionEnum, SavedJotStatusEnum } from './refs.ts';

/** A collection's page: 20 entries, like a list item's page of cards. */
export const COLLECTION_ITEMS_PAGE_SIZE = 20;
/** The text filter of a collection's page (the api's own limit). */
const MAX_SEARCH_LENGTH = COLLECTION_LIMITS.searchLength;

/** Whether the signed-in viewer owns the collection (the owner edits it; others read it). */
function viewerOwns(collection: Pick<CollectionJson, 'user_id'>, viewerId: number | null): boolean {
  return viewerId !== null && collection.user_id === viewerId;
}

export const CollectionItemsConnectionRef = builder.connectionObject(
  {
    type: CollectionItemRef,
    name: 'CollectionItemsConnection',
    description: 'A page of the entries of a collection, in the order asked for.',
    fields: (t) => ({ pageCursors: pageCursorsField(t) }),
  },
  { name: 'CollectionItemsConnectionEdge', description: 'An entry, with its cursor.' },
);

CollectionRef.implement({
  description:
    "A reader's named list of saved jots, in an order of their own. Private (its owner's alone) unless made public; every reader has a default one, \"Saved\", where Save puts a jot.",
  fields: (t) => ({
  databaseId: t.exposeInt('id', { description: 'The REST id (the number in /collections/{id}).' }),
  name: t.exposeString('name', { description: `Its name (at most ${COLLECTION_LIMITS.nameLength} characters).` }),
  description: t.exposeString('description', { description: `What it gathers, as plain text (at most ${COLLECTION_LIMITS.descriptionLength} characters; empty when none).` }),
  isPublic: t.exposeBoolean('is_public', { description: 'Anyone may read and follow it; private ones are seen by their owner alone.' }),
  isDefault: t.exposeBoolean('is_default', { description: 'The owner\'s default collection ("Saved"): where Save puts a jot; it can be renamed, not deleted, and stays private.' }),
  itemCount: t.exposeInt('item_count', { description: `Jots in it (at most ${COLLECTION_LIMITS.maxItems}); for its owner, entries whose jot was deleted count too.` }),
  followerCount: t.exposeInt('follower_count', { description: 'Readers following it (0 while private).' }),
  createdAt: t.exposeString('created_at', { description: 'ISO 8601.' }),
  updatedAt: t.exposeString('updated_at', { description: 'ISO 8601: its last edit, or the last jot saved, moved or removed.' }),
  owner: t.field({ type: UserRef, description: 'Whose it is.', resolve: (collection) => collection.user ?? collection.user_id }),
  viewerIsOwner: t.boolean({
    description: 'Whether the signed-in viewer owns it (false for visitors).',
    resolve: async (collection, _args, context) => viewerOwns(collection, await viewerAccountId(context)),
  }),
  viewerIsFollowing: t.exposeBoolean('is_following', { description: 'Whether the viewer follows it (false for visitors and for its owner).' }),
  containsJot: t.boolean({
    nullable: true,
    description: 'Whether it holds the jot named by `Viewer.collections(containingJot:)`; null when the list was not asked about a jot.',
    resolve: (collection) => collection.has_jot ?? null,
  }),
  items: t.field({
    type: CollectionItemsConnectionRef,
    description: `Its entries, ${COLLECTION_ITEMS_PAGE_SIZE} a page (at most 100). Entries whose jot was deleted are listed to the owner only (for their note); jots of authors the viewer blocked or muted are left out.`,
    args: {
      first: t.arg.int({ defaultValue: COLLECTION_ITEMS_PAGE_SIZE, description: pageArgDescriptions.first(COLLECTION_ITEMS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
      order: t.arg({ type: CollectionOrderEnum, defaultValue: 'rank', required: true, description: 'MANUAL (the owner\'s order) when omitted.' }),
      direction: t.arg({
        type: OrderDirectionEnum,
        description: 'ASC by default for MANUAL and READING_TIME, DESC (newest first) for SAVED_AT.',
      }),
      status: t.arg({ type: SavedJotStatusEnum, description: "Only entries in this state (the owner's filter; ignored for anyone else)." }),
      search: t.arg.string({ description: `Only entries whose jot title or note contains this text (case-insensitive; at most ${MAX_SEARCH_LENGTH} characters).` }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
    },
    resolve: (collection, args, context) => {
      const search = args.search?.trim() ?? '';
      if (search.length > MAX_SEARCH_LENGTH) throw new BadUserInputError(`\`search\` may be at most ${MAX_SEARCH_LENGTH} characters.`);
      const query = {
        order: args.order,
        direction: args.direction ?? (args.order === 'created_at' ? 'desc' : 'asc'),
        status: args.status ?? undefined,
        search: search || undefined,
        excludeUserIds: excludedUserIds(args.excludeAuthors),
      } as const;
      return resolvePagedConnection(
        { first: args.first, after: args.after, page: args.page },
        { defaultSize: COLLECTION_ITEMS_PAGE_SIZE },
        (page) => collectionItems(context.upstream, collection.id, query, page),
      );
    },
  }),
  }),
});

CollectionItemRef.implement({
  description: "A jot saved in a collection. Its status and note are the owner's alone: null for anyone else.",
  fields: (t) => ({
    id: t.globalID({
      description: 'Global id (type CollectionItem), what the saved-jot mutations take.',
      resolve: (item) => ({ type: 'CollectionItem', id: collectionItemLocalId(item) }),
    }),
    jot: t.field({
      type: JotRef,
      nullable: true,
      description: 'The saved jot; null once it was deleted (the entry stays for its note until the owner removes it).',
      resolve: (item: CollectionItemJson) => item.jot ?? null,
    }),
    status: t.field({ type: SavedJotStatusEnum, nullable: true, description: "The owner's reading state; null for anyone else.", resolve: (item) => item.status }),
    note: t.exposeString('note', { nullable: true, description: "The owner's private note (plain text; empty when none); null for anyone else." }),
    savedAt: t.exposeString('created_at', { description: 'ISO 8601: when the jot was saved here.' }),
    collection: t.field({ type: CollectionRef, description: 'The collection it is in.', resolve: (item) => item.collection_id }),
  }),
});
