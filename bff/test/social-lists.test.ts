import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';
import { countedQuery, SOCIAL_JOT_CARD } from './social-support.ts';

/**
 * The device's block list (`excludeAuthors`) on every jot list, and the social screens' costs.
 * The blocked author wrote more jots than a page holds, and the newest ones: filtering a fetched
 * page would leave it empty; filtering upstream keeps pages full and totals right.
 */
const BLOCKED_JOTS = 30;
const OTHER_JOTS = 25;
const EXPERT_JOTS = 3;

describe('excludeAuthors and the social screens', () => {
  let stack: AccountsStack;
  let browser: Browser;
  let viewerId: number;
  let ids: { pod: number; listItem: number; blocked: number; other: number; expert: number };
  const gid = (id: number) => encodeGlobalID('User', id);

  beforeAll(async () => {
    stack = await startAccountsStack();
    const f = new Fixtures(stack.db);
    const pod = await f.pod(await f.container());
    const listItem = await f.listItem(await f.section(pod));
    const [blocked, other, expert] = [await f.user({ name: 'Blocked' }), await f.user({ name: 'Other' }), await f.user({ name: 'Expert', is_expert: true })];
    ids = { pod, listItem, blocked, other, expert };
    browser = new Browser(stack.bffUrl);
    viewerId = (await signUp(browser)).viewer.databaseId;
    // Others first (older), the blocked author's jots the newest; the expert's in between.
    let minute = 0;
    const at = () => new Date(Date.UTC(2024, 0, 1, 0, (minute += 1))).toISOString();
    for (let i = 0; i < OTHER_JOTS; i++) await f.jot(listItem, other, { created_at: at(), trending_score: i });
    for (let i = 0; i < EXPERT_JOTS; i++) await f.jot(listItem, expert, { created_at: at() });
    const blockedJots: number[] = [];
    for (let i = 0; i < BLOCKED_JOTS; i++) blockedJots.push(await f.jot(listItem, blocked, { created_at: at(), trending_score: 100 + i }));
    // The viewer liked every blocked jot and ten others: the blocked ones the most recently.
    const [others] = [await stack.db.query<{ id: number }>('SELECT id FROM jots WHERE user_id = $1 ORDER BY id LIMIT 10', [other])];
    for (const jot of [...others!.map((r) => r.id), ...blockedJots]) {
      await stack.db.query("INSERT INTO likes (user_id, jot_id, created_at) VALUES ($1, $2, now() - make_interval(secs => $3))", [viewerId, jot, 100_000 - jot]);
    }
  });

  afterAll(async () => {
    await stack?.close();
  });

  type Edges = { totalCount: number; pageInfo?: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { author: { databaseId: number } } }[] };
  const authorsOf = (connection: Edges | undefined) => new Set(connection?.edges.map((e) => e.node.author.databaseId));

  it('feed PERSONAL keeps 21 cards a page without the blocked author, with the right total', async () => {
    const feed = (ex: string[]) =>
      browser.graphql<{ feed: Edges }>(
        `query ($ex: [ID!]) { feed(tag: PERSONAL, excludeAuthors: $ex) { totalCount edges { node { ... on Jot { author { databaseId } } } } } }`,
        { ex },
      );
    const reply = await feed([gid(ids.blocked)]);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.feed.edges).toHaveLength(21);
    expect(reply.data?.feed.totalCount).toBe(OTHER_JOTS + EXPERT_JOTS);
    expect(authorsOf(reply.data?.feed)).toEqual(new Set([ids.other, ids.expert]));

    // Control: unblocked, the same author's newer jots fill the whole first page.
    const unblocked = await feed([]);
    expect(unblocked.data?.feed.totalCount).toBe(OTHER_JOTS + EXPERT_JOTS + BLOCKED_JOTS);
    expect(authorsOf(unblocked.data?.feed)).toEqual(new Set([ids.blocked]));
  });

  it('Pod.jots and ListItem.jots page through full pages of 12 to the end', async () => {
    for (const [root, field] of [
      [`pod(slug: "${ids.pod}")`, 'jots(excludeAuthors: $ex, after: $after)'],
      [`listItem(slug: "${ids.listItem}")`, 'jots(tag: NEW, excludeAuthors: $ex, after: $after)'],
    ] as const) {
      const seen: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 3; page++) {
        const reply: { data: { node: { jots: Edges } } | null } = await browser.graphql(
          `query ($ex: [ID!], $after: String) { node: ${root} { jots: ${field} {
            totalCount pageInfo { hasNextPage endCursor } edges { node { author { databaseId } } } } } }`,
          { ex: [gid(ids.blocked)], after },
        );
        const jots = reply.data?.node.jots;
        expect(jots?.totalCount).toBe(OTHER_JOTS + EXPERT_JOTS);
        seen.push(jots?.edges.length ?? -1);
        expect(authorsOf(jots).has(ids.blocked)).toBe(false);
        after = jots?.pageInfo?.endCursor ?? null;
      }
      expect(seen).toEqual([12, 12, OTHER_JOTS + EXPERT_JOTS - 24]);

      // Control: unblocked, the same list holds the blocked author's jots too.
      const unblocked: { data: { node: { jots: Edges } } | null } = await browser.graphql(
        `query ($ex: [ID!], $after: String) { node: ${root} { jots: ${field} { totalCount edges { node { author { databaseId } } } } } }`,
        { ex: [], after: null },
      );
      expect(unblocked.data?.node.jots.totalCount).toBe(OTHER_JOTS + EXPERT_JOTS + BLOCKED_JOTS);
    }
  });

  it('Viewer.likedJots leaves out the blocked author before paging', async () => {
    const likedJots = (ex: string[]) =>
      browser.graphql<{ viewer: { likedJots: Edges } }>(
        `query ($ex: [ID!]) { viewer { likedJots(first: 5, excludeAuthors: $ex) { totalCount edges { node { author { databaseId } } } } } }`,
        { ex },
      );
    const reply = await likedJots([gid(ids.blocked)]);
    expect(reply.data?.viewer.likedJots.totalCount).toBe(10);
    expect(reply.data?.viewer.likedJots.edges).toHaveLength(5);
    expect(authorsOf(reply.data?.viewer.likedJots)).toEqual(new Set([ids.other]));

    // Control: unblocked, the most recently liked (the blocked author's) come first.
    const unblocked = await likedJots([]);
    expect(unblocked.data?.viewer.likedJots.totalCount).toBe(10 + BLOCKED_JOTS);
    expect(authorsOf(unblocked.data?.viewer.likedJots)).toEqual(new Set([ids.blocked]));
  });

  it('User.jots of a blocked author is empty; others page oldest first, 12 by default', async () => {
    const reply = await browser.graphql<{ blocked: { jots: Edges }; other: { jotCount: number; jots: Edges } }>(
      `query ($ex: [ID!], $b: Int!, $o: Int!) {
        blocked: user(databaseId: $b) { jots(excludeAuthors: $ex) { totalCount edges { node { author { databaseId } } } } }
        other: user(databaseId: $o) { jotCount jots(excludeAuthors: $ex) { totalCount edges { node { author { databaseId } } } } }
      }`,
      { ex: [gid(ids.blocked)], b: ids.blocked, o: ids.other },
    );
    expect(reply.data?.blocked.jots).toEqual({ totalCount: 0, edges: [] });
    // Control: unblocked, the same author's page lists their jots.
    const unblocked = await browser.graphql<{ blocked: { jots: Edges } }>(
      `query ($b: Int!) { blocked: user(databaseId: $b) { jots(excludeAuthors: []) { totalCount edges { node { author { databaseId } } } } } }`,
      { b: ids.blocked },
    );
    expect(unblocked.data?.blocked.jots.totalCount).toBe(BLOCKED_JOTS);
    expect(authorsOf(unblocked.data?.blocked.jots)).toEqual(new Set([ids.blocked]));
    expect(reply.data?.other.jotCount).toBe(OTHER_JOTS);
    expect(reply.data?.other.jots.totalCount).toBe(OTHER_JOTS);
    expect(reply.data?.other.jots.edges).toHaveLength(12);
  });

  it('never leaves out the built-in expert account', async () => {
    const reply = await browser.graphql<{ feed: Edges }>(
      `query ($ex: [ID!]) { feed(tag: PERSONAL, first: 100, excludeAuthors: $ex) { totalCount edges { node { ... on Jot { author { databaseId } } } } } }`,
      { ex: [gid(ids.blocked), gid(ids.expert)] },
    );
    expect(reply.data?.feed.totalCount).toBe(OTHER_JOTS + EXPERT_JOTS);
    expect(authorsOf(reply.data?.feed)).toEqual(new Set([ids.other, ids.expert]));
  });

  it('refuses ids of other types in excludeAuthors', async () => {
    const reply = await browser.graphql(`query ($ex: [ID!]) { feed(tag: PERSONAL, excludeAuthors: $ex) { totalCount } }`, {
      ex: [encodeGlobalID('Pod', ids.pod)],
    });
    expect(reply.errors?.length).toBeGreaterThan(0);
  });

  it('the author page costs 5 REST calls whatever the page size', async () => {
    const query = `query ($id: Int!, $first: Int) {
      user(databaseId: $id) {
        id databaseId name avatarUrl bio createdAt isPrivate isExpert viewerIsFollowing followerCount followingCount jotCount
        facebook linkedin instagram twitter pinterest storefrontUrl
        achievements { id title imageUrl description viewerDescription earnedAt }
        jots(first: $first) { totalCount pageInfo { hasNextPage endCursor } edges { node { ...SocialJotCard } } }
      }
    }
    ${SOCIAL_JOT_CARD}`;
    const [small, large] = await Promise.all([2, 25].map((first) => countedQuery<{ user: { jots: Edges } }>(stack.bffUrl, browser, query, { id: ids.other, first })));
    expect(small?.errors).toBeUndefined();
    expect(large?.errors).toBeUndefined();
    expect(large?.data?.user.jots.edges).toHaveLength(25);
    // /users/{id}, /users/{id}/achievements, /users/{id}/jots?include=user, then one batch each for pods and containers.
    expect(small?.upstreamRequests).toBe(large?.upstreamRequests);
    expect(large?.upstreamRequests).toBe(5);
  });

  it('Inspired Jots costs 4 REST calls whatever the page size', async () => {
    const query = `query ($first: Int) { viewer { id likedJots(first: $first) { totalCount edges { node { ...SocialJotCard } } } } } ${SOCIAL_JOT_CARD}`;
    const [small, large] = await Promise.all([2, 40].map((first) => countedQuery<{ viewer: { likedJots: Edges } }>(stack.bffUrl, browser, query, { first })));
    expect(small?.errors).toBeUndefined();
    expect(large?.data?.viewer.likedJots.edges).toHaveLength(40);
    // /user, /users/likes?include=user, then one batch each for pods and containers.
    expect(small?.upstreamRequests).toBe(large?.upstreamRequests);
    expect(large?.upstreamRequests).toBe(4);
  });
});
