import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { countedQuery } from './social-support.ts';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';

/**
 * Collections through GraphQL over the real api: saving a jot in one call, collections made,
 * ordered, annotated and followed, and nobody reading or changing another reader's private
 * collection, by REST id or by global id.
 */
describe('collections', () => {
  let stack: AccountsStack;
  let f: Fixtures;
  let listItem: number;
  let author: number;

  beforeAll(async () => {
    stack = await startAccountsStack();
    f = new Fixtures(stack.db);
    listItem = await f.listItem(await f.section(await f.pod(await f.container())));
    author = await f.user();
  });

  afterAll(async () => {
    await stack?.close();
  });

  interface Result {
    __typename: string;
    message?: string;
    fields?: { field: string; messages: string[] }[];
  }
  const RESULT = '__typename ... on Error { message } ... on ValidationError { fields { field messages } }';
  /** For the mutations whose only typed error is NotFoundError. */
  const FOUND = '__typename ... on Error { message }';

  async function reader(name = 'Ada Reader'): Promise<Browser> {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser, name);
    return browser;
  }

  async function newJot(values: Record<string, string | number | null> = {}): Promise<{ id: number; globalId: string }> {
    const id = await f.jot(listItem, author, values);
    return { id, globalId: encodeGlobalID('Jot', String(id)) };
  }

  async function save(browser: Browser, jotId: string, collectionId?: string) {
    const reply = await browser.graphql<{ saveJot: Result & { item?: { id: string; status: string }; jot?: { viewerHasSaved: boolean }; collection?: { name: string; itemCount: number } } }>(
      `mutation ($input: SaveJotInput!) { saveJot(input: $input) { ${RESULT}
        ... on SaveJotPayload { item { id status } jot { viewerHasSaved } collection { name itemCount } } } }`,
      { input: { jotId, ...(collectionId ? { collectionId } : {}) } },
    );
    return reply.data!.saveJot;
  }

  async function create(browser: Browser, input: Record<string, unknown>) {
    const reply = await browser.graphql<{ createCollection: Result & { collection?: { id: string; databaseId: number; name: string; isPublic: boolean } } }>(
      `mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { ${RESULT}
        ... on CreateCollectionPayload { collection { id databaseId name isPublic } } } }`,
      { input },
    );
    return reply.data!.createCollection;
  }

  interface ItemsData {
    collection: {
      name: string;
      itemCount: number;
      viewerIsOwner: boolean;
      items: { totalCount: number; edges: { node: { id: string; status: string | null; note: string | null; jot: { databaseId: number } | null } }[] };
    } | null;
  }
  function items(browser: Browser | null, databaseId: number, args = '') {
    return countedQuery<ItemsData>(
      stack.bffUrl,
      browser,
      `query ($id: Int!) { collection(databaseId: $id) { name itemCount viewerIsOwner
        items${args ? `(${args})` : ''} { totalCount edges { node { id status note jot { databaseId title author { name } } } } } } }`,
      { id: databaseId },
    );
  }
  const jotIdsOf = (data: ItemsData | null) => data?.collection?.items.edges.map((edge) => edge.node.jot?.databaseId ?? null);

  it('saves a jot to the default collection in one call, and says so on every card', async () => {
    const browser = await reader();
    const jot = await newJot();

    const saved = await save(browser, jot.globalId);
    expect(saved).toMatchObject({ __typename: 'SaveJotPayload', item: { status: 'TO_READ' }, jot: { viewerHasSaved: true }, collection: { name: 'Saved', itemCount: 1 } });

    const card = await browser.graphql<{ node: { viewerHasSaved: boolean; readingTimeMinutes: number } }>(
      'query ($id: ID!) { node(id: $id) { ... on Jot { viewerHasSaved readingTimeMinutes } } }',
      { id: jot.globalId },
    );
    expect(card.data?.node).toEqual({ viewerHasSaved: true, readingTimeMinutes: 1 });

    const twice = await save(browser, jot.globalId);
    expect(twice).toMatchObject({ __typename: 'ValidationError', message: 'This jot is already in this collection.' });

    const unsaved = await browser.graphql<{ unsaveJot: Result & { jot?: { viewerHasSaved: boolean }; collection?: { itemCount: number } } }>(
      `mutation ($input: UnsaveJotInput!) { unsaveJot(input: $input) { ${FOUND} ... on UnsaveJotPayload { jot { viewerHasSaved } collection { itemCount } } } }`,
      { input: { jotId: jot.globalId } },
    );
    expect(unsaved.data?.unsaveJot).toEqual({ __typename: 'UnsaveJotPayload', jot: { viewerHasSaved: false }, collection: { itemCount: 0 } });
  });

  it('tells visitors to sign in and shows them no save state', async () => {
    const visitor = new Browser(stack.bffUrl);
    const jot = await newJot();
    const reply = await visitor.graphql(`mutation ($input: SaveJotInput!) { saveJot(input: $input) { __typename } }`, { input: { jotId: jot.globalId } });
    expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const card = await visitor.graphql<{ node: { viewerHasSaved: boolean } }>('query ($id: ID!) { node(id: $id) { ... on Jot { viewerHasSaved } } }', { id: jot.globalId });
    expect(card.data?.node.viewerHasSaved).toBe(false);
  });

  it('refuses a jot that does not exist, and an empty or over-long name, with clear messages and nothing changed', async () => {
    const browser = await reader();
    const missing = await save(browser, encodeGlobalID('Jot', '987654'));
    expect(missing.__typename).toBe('NotFoundError');

    const empty = await create(browser, { name: '   ' });
    expect(empty.__typename).toBe('ValidationError');
    expect(empty.fields?.[0]?.field).toBe('name');
    const long = await create(browser, { name: 'x'.repeat(101) });
    expect(long.__typename).toBe('ValidationError');
    expect(long.fields?.[0]?.field).toBe('name');

    const list = await browser.graphql<{ viewer: { collections: { totalCount: number; edges: { node: { name: string; isDefault: boolean; itemCount: number } }[] } } }>(
      '{ viewer { collections { totalCount edges { node { name isDefault itemCount } } } } }',
    );
    expect(list.data?.viewer.collections).toEqual({ totalCount: 1, edges: [{ node: { name: 'Saved', isDefault: true, itemCount: 0 } }] });
  });

  it('keeps the owner\'s own order across moves, and lists by date saved or reading time', async () => {
    const browser = await reader();
    const reading = await create(browser, { name: 'Algebra', description: 'For the exam' });
    const collection = reading.collection!;
    const short = await newJot();
    const long = await newJot({ content: `<p>${'word '.repeat(900)}</p>` });
    const middle = await newJot({ content: `<p>${'word '.repeat(400)}</p>` });
    const savedItems: string[] = [];
    for (const jot of [short, long, middle]) savedItems.push((await save(browser, jot.globalId, collection.id)).item!.id);

    // Newly saved jots go first.
    expect(jotIdsOf((await items(browser, collection.databaseId)).data)).toEqual([middle.id, long.id, short.id]);

    // The short one (saved first, now last) moves to the top, then the long one after it.
    const MOVE = `mutation ($input: MoveSavedJotInput!) { moveSavedJot(input: $input) { ${FOUND} ... on MoveSavedJotPayload { item { id } } } }`;
    expect((await browser.graphql<{ moveSavedJot: Result }>(MOVE, { input: { itemId: savedItems[0], afterItemId: null } })).data?.moveSavedJot.__typename).toBe('MoveSavedJotPayload');
    await browser.graphql(MOVE, { input: { itemId: savedItems[1], afterItemId: savedItems[0] } });
    expect(jotIdsOf((await items(browser, collection.databaseId)).data)).toEqual([short.id, long.id, middle.id]);

    expect(jotIdsOf((await items(browser, collection.databaseId, 'order: SAVED_AT')).data)).toEqual([middle.id, long.id, short.id]);
    expect(jotIdsOf((await items(browser, collection.databaseId, 'order: READING_TIME')).data)).toEqual([short.id, middle.id, long.id]);
    expect(jotIdsOf((await items(browser, collection.databaseId, 'order: READING_TIME, direction: DESC')).data)).toEqual([long.id, middle.id, short.id]);
  });

  it('marks a saved jot done, keeps a private note, and filters by status and by text', async () => {
    const browser = await reader();
    const first = await newJot({ name: 'Photosynthesis in brief' });
    const second = await newJot({ name: 'Cell walls' });
    const firstItem = (await save(browser, first.globalId)).item!.id;
    await save(browser, second.globalId);

    const UPDATE = `mutation ($input: UpdateSavedJotInput!) { updateSavedJot(input: $input) { ${RESULT} ... on UpdateSavedJotPayload { item { status note } } } }`;
    const done = await browser.graphql<{ updateSavedJot: Result & { item?: { status: string; note: string } } }>(UPDATE, {
      input: { itemId: firstItem, status: 'DONE', note: 'Chlorophyll: ask in class' },
    });
    expect(done.data?.updateSavedJot).toEqual({ __typename: 'UpdateSavedJotPayload', item: { status: 'DONE', note: 'Chlorophyll: ask in class' } });
    const tooLong = await browser.graphql<{ updateSavedJot: Result }>(UPDATE, { input: { itemId: firstItem, note: 'x'.repeat(2001) } });
    expect(tooLong.data?.updateSavedJot.__typename).toBe('ValidationError');

    const saved = await browser.graphql<{ viewer: { collections: { edges: { node: { databaseId: number } }[] } } }>('{ viewer { collections(first: 1) { edges { node { databaseId } } } } }');
    const savedId = saved.data!.viewer.collections.edges[0]!.node.databaseId;
    expect(jotIdsOf((await items(browser, savedId, 'status: DONE')).data)).toEqual([first.id]);
    expect(jotIdsOf((await items(browser, savedId, 'status: TO_READ')).data)).toEqual([second.id]);
    expect(jotIdsOf((await items(browser, savedId, 'search: "chlorophyll"')).data)).toEqual([first.id]); // the note
    expect(jotIdsOf((await items(browser, savedId, 'search: "cell"')).data)).toEqual([second.id]); // the title
  });

  it('keeps the note of a deleted jot as an entry for its owner, until dismissed', async () => {
    const browser = await reader();
    const kept = await newJot();
    const gone = await newJot();
    const noted = (await save(browser, kept.globalId)).item!.id;
    const plain = await save(browser, gone.globalId);
    await browser.graphql(`mutation ($input: UpdateSavedJotInput!) { updateSavedJot(input: $input) { __typename } }`, { input: { itemId: noted, note: 'Worth rereading' } });
    await stack.db.query('DELETE FROM jots WHERE id = ANY($1)', [[kept.id, gone.id]]);
    expect(plain.__typename).toBe('SaveJotPayload');

    const saved = await browser.graphql<{ viewer: { collections: { edges: { node: { databaseId: number } }[] } } }>('{ viewer { collections(first: 1) { edges { node { databaseId } } } } }');
    const list = (await items(browser, saved.data!.viewer.collections.edges[0]!.node.databaseId)).data!.collection!;
    expect(list.items.edges.map((edge) => edge.node)).toEqual([{ id: noted, status: 'TO_READ', note: 'Worth rereading', jot: null }]);

    const dismissed = await browser.graphql<{ removeSavedJot: Result & { removedItemId?: string; collection?: { itemCount: number } } }>(
      `mutation ($input: RemoveSavedJotInput!) { removeSavedJot(input: $input) { ${FOUND} ... on RemoveSavedJotPayload { removedItemId collection { itemCount } } } }`,
      { input: { itemId: noted } },
    );
    expect(dismissed.data?.removeSavedJot).toEqual({ __typename: 'RemoveSavedJotPayload', removedItemId: noted, collection: { itemCount: 0 } });
  });

  it('shows a public collection to anyone and a private one to its owner alone, by REST id or global id', async () => {
    const owner = await reader('Owner');
    const other = await reader('Other');
    const visitor = null;
    const jot = await newJot();
    const secret = (await create(owner, { name: 'Private thoughts' })).collection!;
    const shared = (await create(owner, { name: 'Best of algebra', isPublic: true })).collection!;
    const ownItem = (await save(owner, jot.globalId, secret.id)).item!.id;
    await save(owner, jot.globalId, shared.id);

    for (const browser of [other, visitor]) {
      expect((await items(browser, secret.databaseId)).data?.collection).toBeNull();
      const byNode = await countedQuery<{ node: unknown }>(stack.bffUrl, browser, 'query ($id: ID!) { node(id: $id) { id } }', { id: secret.id });
      expect(byNode.data?.node).toBeNull();
      const open = (await items(browser, shared.databaseId)).data?.collection;
      expect(open).toMatchObject({ name: 'Best of algebra', viewerIsOwner: false, itemCount: 1 });
      // Not the owner: no status or note.
      expect(open?.items.edges[0]?.node).toMatchObject({ status: null, note: null, jot: { databaseId: jot.id } });
    }
    expect((await items(owner, secret.databaseId)).data?.collection).toMatchObject({ name: 'Private thoughts', viewerIsOwner: true });

    const author = await owner.graphql<{ viewer: { databaseId: number } }>('{ viewer { databaseId } }');
    const profile = await countedQuery<{ user: { publicCollections: { totalCount: number; edges: { node: { name: string } }[] } } }>(
      stack.bffUrl,
      null,
      'query ($id: Int!) { user(databaseId: $id) { publicCollections { totalCount edges { node { name } } } } }',
      { id: author.data!.viewer.databaseId },
    );
    expect(profile.data?.user.publicCollections).toEqual({ totalCount: 1, edges: [{ node: { name: 'Best of algebra' } }] });

    // Changing someone else's: every write answers NotFoundError and changes nothing.
    const writes: [string, Record<string, unknown>][] = [
      ['updateCollection', { collectionId: secret.id, name: 'Mine now' }],
      ['updateCollection', { collectionId: shared.id, name: 'Mine now' }],
      ['deleteCollection', { collectionId: shared.id }],
      ['saveJot', { jotId: jot.globalId, collectionId: shared.id }],
      ['unsaveJot', { jotId: jot.globalId, collectionId: shared.id }],
      ['updateSavedJot', { itemId: ownItem, note: 'mine' }],
      ['moveSavedJot', { itemId: ownItem, afterItemId: null }],
      ['removeSavedJot', { itemId: ownItem }],
      ['followCollection', { collectionId: secret.id }],
    ];
    for (const [name, input] of writes) {
      const typeName = `${name[0]!.toUpperCase()}${name.slice(1)}Input`;
      const reply = await other.graphql<Record<string, Result>>(`mutation ($input: ${typeName}!) { ${name}(input: $input) { ${FOUND} } }`, { input });
      expect(reply.data?.[name], name).toMatchObject({ __typename: 'NotFoundError' });
    }
    const after = (await items(owner, secret.databaseId)).data?.collection;
    expect(after).toMatchObject({ name: 'Private thoughts', itemCount: 1, items: { edges: [{ node: { note: '' } }] } });
    expect((await items(owner, shared.databaseId)).data?.collection).toMatchObject({ name: 'Best of algebra', itemCount: 1 });
  });

  it('lets readers follow a public collection, counts them, and drops the follows when it turns private', async () => {
    const owner = await reader('Curator');
    const follower = await reader('Follower');
    const shared = (await create(owner, { name: 'Reading club', isPublic: true })).collection!;
    const FOLLOW = (name: string) =>
      `mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) { ${name}(input: $input) { ${RESULT} ... on ${name[0]!.toUpperCase()}${name.slice(1)}Payload { collection { followerCount viewerIsFollowing } } } }`;

    const followed = await follower.graphql<{ followCollection: Result & { collection?: unknown } }>(FOLLOW('followCollection'), { input: { collectionId: shared.id } });
    expect(followed.data?.followCollection).toEqual({ __typename: 'FollowCollectionPayload', collection: { followerCount: 1, viewerIsFollowing: true } });
    const own = await owner.graphql<{ followCollection: Result }>(FOLLOW('followCollection'), { input: { collectionId: shared.id } });
    expect(own.data?.followCollection.__typename).toBe('ValidationError');

    await owner.graphql(`mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { __typename } }`, { input: { collectionId: shared.id, isPublic: false } });
    const hidden = await follower.graphql<{ followCollection: Result }>(FOLLOW('followCollection'), { input: { collectionId: shared.id } });
    expect(hidden.data?.followCollection.__typename).toBe('NotFoundError');
    const seen = (await items(owner, shared.databaseId)).data?.collection;
    expect(seen).toMatchObject({ name: 'Reading club' });
    const counts = await owner.graphql<{ collection: { followerCount: number } }>('query ($id: Int!) { collection(databaseId: $id) { followerCount } }', { id: shared.databaseId });
    expect(counts.data?.collection.followerCount).toBe(0);
  });

  it('refuses to delete the default collection and deletes another with its entries', async () => {
    const browser = await reader();
    const list = await browser.graphql<{ viewer: { collections: { edges: { node: { id: string } }[] } } }>('{ viewer { collections { edges { node { id } } } } }');
    const DELETE = `mutation ($input: DeleteCollectionInput!) { deleteCollection(input: $input) { ${RESULT} ... on DeleteCollectionPayload { deletedCollectionId } } }`;
    const refused = await browser.graphql<{ deleteCollection: Result }>(DELETE, { input: { collectionId: list.data!.viewer.collections.edges[0]!.node.id } });
    expect(refused.data?.deleteCollection).toMatchObject({ __typename: 'ValidationError', message: 'The Saved collection cannot be deleted.' });

    const extra = (await create(browser, { name: 'Temporary' })).collection!;
    await save(browser, (await newJot()).globalId, extra.id);
    const deleted = await browser.graphql<{ deleteCollection: Result & { deletedCollectionId?: string } }>(DELETE, { input: { collectionId: extra.id } });
    expect(deleted.data?.deleteCollection).toEqual({ __typename: 'DeleteCollectionPayload', deletedCollectionId: extra.id });
    expect((await items(browser, extra.databaseId)).data?.collection).toBeNull();
  });

  it('reads a page of entries with their jots and authors in two upstream calls', async () => {
    const browser = await reader();
    const shared = (await create(browser, { name: 'Many authors', isPublic: true })).collection!;
    for (let index = 0; index < 6; index++) {
      const jot = await f.jot(listItem, await f.user());
      await save(browser, encodeGlobalID('Jot', String(jot)), shared.id);
    }
    const reply = await items(browser, shared.databaseId);
    expect(reply.data?.collection?.items.totalCount).toBe(6);
    expect(reply.upstreamRequests).toBe(2); // the collection, then its page of entries (jots and authors included)
  });
});
