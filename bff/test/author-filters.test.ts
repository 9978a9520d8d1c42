import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';

/** The viewer's block and mute lists through GraphQL, over the real api. */
describe('block and mute lists', () => {
  let stack: AccountsStack;
  let reader: Browser;
  let other: Browser;
  let ids: { author: number; second: number; expert: number; listItem: number; jot: number };
  const gid = (id: number) => encodeGlobalID('User', id);

  const SET = (name: string) => `mutation ($input: ${name[0]!.toUpperCase()}${name.slice(1)}Input!) {
    ${name}(input: $input) { __typename ... on Error { message } ... on ValidationError { fields { field messages } } ... on ${name[0]!.toUpperCase()}${name.slice(1)}Payload { user { databaseId viewerHasMuted } } }
  }`;
  const MERGE = `mutation ($input: MergeBlockedAuthorsInput!) { mergeBlockedAuthors(input: $input) { __typename ... on MergeBlockedAuthorsPayload { blockedAuthors { databaseId } } } }`;
  const LISTS = '{ viewer { blockedAuthors { databaseId } mutedAuthors { databaseId } } }';
  type Lists = { viewer: { blockedAuthors: { databaseId: number }[]; mutedAuthors: { databaseId: number }[] } | null };

  beforeAll(async () => {
    stack = await startAccountsStack();
    const f = new Fixtures(stack.db);
    const listItem = await f.listItem(await f.section(await f.pod(await f.container())));
    const [author, second, expert] = [await f.user({ name: 'Noisy' }), await f.user({ name: 'Second' }), await f.user({ name: 'Expert', is_expert: true })];
    const jot = await f.jot(listItem, author, { name: 'A noisy jot' });
    ids = { author, second, expert, listItem, jot };
    reader = new Browser(stack.bffUrl);
    await signUp(reader);
    other = new Browser(stack.bffUrl);
    await signUp(other);
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('blocks on the account and merges a device list into it, skipping the expert', async () => {
    const blocked = await reader.graphql<{ blockAuthor: { __typename: string } }>(SET('blockAuthor'), { input: { userId: gid(ids.author) } });
    expect(blocked.data?.blockAuthor.__typename).toBe('BlockAuthorPayload');
    const merged = await reader.graphql<{ mergeBlockedAuthors: { blockedAuthors: { databaseId: number }[] } }>(MERGE, {
      input: { userIds: [gid(ids.second), gid(ids.expert), gid(ids.author)] },
    });
    expect(merged.data?.mergeBlockedAuthors.blockedAuthors.map((u) => u.databaseId).sort()).toEqual([ids.author, ids.second].sort());
    expect((await reader.graphql<Lists>(LISTS)).data?.viewer?.blockedAuthors.map((u) => u.databaseId).sort()).toEqual([ids.author, ids.second].sort());
    // Another reader's lists are their own.
    expect((await other.graphql<Lists>(LISTS)).data?.viewer).toEqual({ blockedAuthors: [], mutedAuthors: [] });
    for (const id of [ids.author, ids.second]) await reader.graphql(SET('unblockAuthor'), { input: { userId: gid(id) } });
    expect((await reader.graphql<Lists>(LISTS)).data?.viewer?.blockedAuthors).toEqual([]);
  });

  it('mutes: the author is marked, their jots leave the viewer’s list item, and their jot still opens', async () => {
    const listJots = `query ($slug: String!) { jot(slug: $slug) { id } listItem: node(id: "${encodeGlobalID('ListItem', ids.listItem)}") { ... on ListItem { jots { edges { node { ... on Jot { databaseId } } } } } } }`;
    type Read = { jot: { id: string } | null; listItem: { jots: { edges: { node: { databaseId: number } }[] } } };
    const before = await reader.graphql<Read>(listJots, { slug: String(ids.jot) });
    expect(before.errors).toBeUndefined();
    expect(before.data?.listItem.jots.edges.map((e) => e.node.databaseId)).toContain(ids.jot);

    const muted = await reader.graphql<{ muteAuthor: { user: { databaseId: number; viewerHasMuted: boolean } } }>(SET('muteAuthor'), { input: { userId: gid(ids.author) } });
    expect(muted.data?.muteAuthor.user).toEqual({ databaseId: ids.author, viewerHasMuted: true });
    expect((await reader.graphql<Lists>(LISTS)).data?.viewer?.mutedAuthors).toEqual([{ databaseId: ids.author }]);
    const after = await reader.graphql<Read>(listJots, { slug: String(ids.jot) });
    expect(after.data?.listItem.jots.edges.map((e) => e.node.databaseId)).not.toContain(ids.jot);
    expect(after.data?.jot).not.toBeNull();
    // Someone else still sees it.
    expect((await other.graphql<Read>(listJots, { slug: String(ids.jot) })).data?.listItem.jots.edges.map((e) => e.node.databaseId)).toContain(ids.jot);
    await reader.graphql(SET('unmuteAuthor'), { input: { userId: gid(ids.author) } });
  });

  it('refuses the expert and oneself with the message, and visitors with UNAUTHENTICATED', async () => {
    const expert = await reader.graphql<{ muteAuthor: { __typename: string; message: string } }>(SET('muteAuthor'), { input: { userId: gid(ids.expert) } });
    expect(expert.data?.muteAuthor).toMatchObject({ __typename: 'ValidationError', message: 'The expert account cannot be muted.' });
    const visitor = await new Browser(stack.bffUrl).graphql(SET('blockAuthor'), { input: { userId: gid(ids.author) } });
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await reader.graphql<Lists>(LISTS)).data?.viewer).toEqual({ blockedAuthors: [], mutedAuthors: [] });
  });
});
