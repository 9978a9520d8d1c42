import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBrowseWorld, likesOf, SOLVING_JOTS, trendingOf, type BrowseWorld } from './support/browse-world.ts';
import { whileShown } from '../../api/test/support/visibility.ts';
import { startStack, type Stack } from './support/stack.ts';

const globalId = (type: string, id: number | string): string => Buffer.from(`${type}:${id}`).toString('base64');

/** The Browse read side as the web sees it: lookups, orderings, paging, sanitizing, nodes. */
describe('Browse read side', () => {
  let stack: Stack;
  let world: BrowseWorld;

  beforeAll(async () => {
    stack = await startStack();
    world = await buildBrowseWorld(stack.db);
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe('slug lookups', () => {
    it('answer null, without errors, for unknown, empty, hidden and unknown numeric keys', async () => {
      const result = await stack.graphql<Record<string, unknown>>(`{
        s1: section(slug: "no-such-section") { id }
        s2: section(slug: "") { id }
        s3: section(slug: "limits") { id }
        s4: section(slug: "999999") { id }
        l1: listItem(slug: "no-such-item") { id }
        l2: listItem(slug: "  ") { id }
        l3: listItem(slug: "derivatives") { id }
        j1: jot(slug: "no-such-jot") { id }
        j2: jot(slug: "") { id }
        j3: jot(slug: "hidden-jot") { id }
        j4: jot(slug: "999999") { id }
      }`);
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data ?? {}).every((value) => value === null)).toBe(true);
      expect(Object.keys(result.data ?? {})).toHaveLength(11);
      // Control: the hidden keys name records under the inactive pod, found once it is active.
      const shown = await whileShown(stack.db, { pods: [world.pods.calculus], containers: [] }, () =>
        stack.graphql<Record<string, unknown>>('{ s3: section(slug: "limits") { name } l3: listItem(slug: "derivatives") { name } j3: jot(slug: "hidden-jot") { title } }'),
      );
      expect(shown.data).toEqual({ s3: { name: 'Limits' }, l3: { name: 'Derivatives' }, j3: { title: 'Hidden' } });
    });

    it('find a section, list item and jot by numeric id as by slug', async () => {
      const query = 'query ($s: String!, $l: String!, $j: String!) { section(slug: $s) { name } listItem(slug: $l) { name } jot(slug: $j) { title } }';
      const bySlug = await stack.graphql(query, { s: 'linear', l: 'variables', j: 'balance-video' });
      const byId = await stack.graphql(query, { s: String(world.sections.linear), l: String(world.listItems.variables), j: String(world.jots.video) });
      expect(bySlug.errors).toBeUndefined();
      expect(byId.data).toEqual(bySlug.data);
      expect(byId.data).toEqual({ section: { name: 'Linear' }, listItem: { name: 'Variables' }, jot: { title: 'Balance video' } });
    });

    it("resolve the footer's legal list items by slug and by their legacy numeric ids", async () => {
      const result = await stack.graphql<Record<string, { name: string; pod: { isCompany: boolean } } | null>>(`{
        terms: listItem(slug: "terms-of-use") { name pod { isCompany } }
        privacy: listItem(slug: "privacy-policy") { name pod { isCompany } }
        cookies: listItem(slug: "cookie-policy") { name pod { isCompany } }
        legacy: listItem(slug: "${world.listItems.terms}") { name pod { isCompany } }
      }`);
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data ?? {}).map((item) => [item?.name, item?.pod.isCompany])).toEqual([
        ['Terms of use', true],
        ['Privacy policy', true],
        ['Cookie policy', true],
        ['Terms of use', true],
      ]);
    });
  });

  describe('sanitized HTML', () => {
    const inert = (html: string | null | undefined) => {
      expect(html).toBeTruthy();
      expect(html).not.toMatch(/<script|alert\("script"\)|onerror|javascript:/i);
      // The harmless parts survive; external links open in a new tab, internal ones stay.
      expect(html).toContain('<p>Safe <strong>text</strong></p>');
      expect(html).toContain('<a href="https://example.com/read" target="_blank" rel="noopener noreferrer">read</a>');
      expect(html).toContain('<a href="/pod/algebra">pod</a>');
    };

    it('leaves no script, event handler or javascript: link in a list item article, jot content, pod and segment info or a glossary term', async () => {
      const result = await stack.graphql<{
        listItem: { articleHtml: string };
        jot: { contentHtml: string; contentText: string };
        pod: { infoHtml: string };
        container: { sideSegments: { infoHtml: string | null }[] };
        node: { contentHtml: string };
      }>(
        `query ($term: ID!) {
          listItem(slug: "solving-linear-equations") { articleHtml }
          jot(slug: "hostile-jot") { contentHtml contentText }
          pod(slug: "algebra") { infoHtml }
          container(slug: "mathematics") { sideSegments { infoHtml } }
          node(id: $term) { ... on GlossaryTerm { contentHtml } }
        }`,
        { term: globalId('GlossaryTerm', world.glossary.algebra) },
      );
      expect(result.errors).toBeUndefined();
      inert(result.data?.listItem.articleHtml);
      inert(result.data?.jot.contentHtml);
      inert(result.data?.pod.infoHtml);
      inert(result.data?.container.sideSegments[1]?.infoHtml);
      inert(result.data?.node.contentHtml);
    });

    it('turns jot content into plain preview text: no tags, no script body, collapsed whitespace', async () => {
      const result = await stack.graphql<{ jot: { contentText: string } }>('{ jot(slug: "hostile-jot") { contentText } }');
      expect(result.data?.jot.contentText).toBe('Safe text click read pod');
    });
  });

  describe('list item tabs', () => {
    const solvingIndex = (title: string) => Number(title.replace('Solving ', ''));
    const sortedDesc = (score: (i: number) => number) =>
      Array.from({ length: SOLVING_JOTS }, (_, k) => k + 1).sort((a, b) => score(b) - score(a));

    it.each([
      ['TRENDING', trendingOf],
      ['HOT', likesOf],
      ['NEW', (i: number) => i],
    ] as const)('%s orders jots by its score, highest first, across pages', async (tag, score) => {
      const query = `query ($tag: ListItemTag, $after: String) {
        listItem(slug: "solving-linear-equations") { jots(tag: $tag, first: 12, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { title } } } }
      }`;
      const titles: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 3; page += 1) {
        const result: { data: { listItem: { jots: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { title: string } }[] } } } | null } =
          await stack.graphql(query, { tag, after });
        const jots = result.data?.listItem.jots;
        titles.push(...(jots?.edges.map((e) => e.node.title) ?? []));
        expect(jots?.pageInfo.hasNextPage).toBe(page < 2);
        after = jots?.pageInfo.endCursor ?? null;
      }
      expect(titles.map(solvingIndex)).toEqual(sortedDesc(score));
    });

    it('defaults to TRENDING, 12 a page', async () => {
      const result = await stack.graphql<{ listItem: { jots: { edges: { node: { title: string } }[] } } }>(
        '{ listItem(slug: "solving-linear-equations") { jots { edges { node { title } } } } }',
      );
      expect(result.data?.listItem.jots.edges.map((e) => solvingIndex(e.node.title))).toEqual(sortedDesc(trendingOf).slice(0, 12));
    });

    it('answers an empty connection for a list item without jots', async () => {
      const result = await stack.graphql<{ listItem: { jots: { totalCount: number; edges: unknown[]; pageInfo: { hasNextPage: boolean } } } }>(
        '{ listItem(slug: "quadratics") { jots(tag: NEW) { totalCount edges { cursor } pageInfo { hasNextPage } } } }',
      );
      expect(result.data?.listItem.jots).toEqual({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false } });
    });
  });

  describe('feed', () => {
    const FEED = `query ($tag: FeedTag!, $first: Int, $after: String) {
      feed(tag: $tag, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor }
        edges { node { __typename ... on Pod { slug } ... on Jot { slug } } }
      }
    }`;
    interface Feed {
      feed: { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { __typename: string; slug: string } }[] };
    }

    it('TRENDING lists pods by the trending score of their jots, NEW by creation, newest first', async () => {
      const trending = await stack.graphql<Feed>(FEED, { tag: 'TRENDING' });
      // Physics holds the top jot (10,000); Algebra the 30 solving jots; the others none (ties: newest id first).
      expect(trending.data?.feed.edges.map((e) => e.node.slug)).toEqual(['physics', 'algebra', 'about-jotpod', 'geometry']);
      const fresh = await stack.graphql<Feed>(FEED, { tag: 'NEW' });
      expect(fresh.data?.feed.edges.map((e) => e.node.slug)).toEqual(['geometry', 'physics', 'algebra', 'about-jotpod']);
      expect(fresh.data?.feed.edges.every((e) => e.node.__typename === 'Pod')).toBe(true);
    });

    it('PERSONAL lists the latest jots (inactive pods left out)', async () => {
      const result = await stack.graphql<Feed>(FEED, { tag: 'PERSONAL', first: 3 });
      expect(result.data?.feed.edges.map((e) => [e.node.__typename, e.node.slug])).toEqual([
        ['Jot', 'solving-30'],
        ['Jot', 'solving-29'],
        ['Jot', 'solving-28'],
      ]);
      expect(result.data?.feed.totalCount).toBe(SOLVING_JOTS + 3);
      // Control: the jot under the inactive pod is the newest of all, so a leak would head this page.
      const [newest] = await stack.db.query<{ id: number }>('SELECT id FROM jots ORDER BY created_at DESC LIMIT 1');
      expect(newest?.id).toBe(world.jots.hidden);
    });

    it('pages with endCursor until a short page (infinite scroll)', async () => {
      const seen: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const result: { data: Feed | null } = await stack.graphql<Feed>(FEED, { tag: 'PERSONAL', after });
        const feed = result.data?.feed;
        seen.push(...(feed?.edges.map((e) => e.node.slug) ?? []));
        pages += 1;
        if (!feed?.pageInfo.hasNextPage) break;
        after = feed.pageInfo.endCursor;
      }
      expect(pages).toBe(2);
      expect(seen).toHaveLength(SOLVING_JOTS + 3);
      expect(new Set(seen).size).toBe(seen.length);
    });

    it('rejects first > 100', async () => {
      const result = await stack.graphql<Feed>(FEED, { tag: 'NEW', first: 101 });
      expect(result.errors?.[0]?.message).toBe('`first` may be at most 100; 101 was requested.');
    });
  });

  describe('pod jots', () => {
    it('page 12 at a time, newest first, with numbered page cursors', async () => {
      const query = `query ($after: String) { pod(slug: "algebra") { jots(after: $after) {
        totalCount pageInfo { hasNextPage hasPreviousPage }
        pageCursors { around { page cursor isCurrent } previous { page } }
        edges { node { slug } }
      } } }`;
      interface PodJots {
        pod: { jots: { totalCount: number; pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean }; pageCursors: { around: { page: number; cursor: string; isCurrent: boolean }[]; previous: { page: number } | null }; edges: { node: { slug: string } }[] } };
      }
      const first = await stack.graphql<PodJots>(query);
      const jots = first.data?.pod.jots;
      expect(jots?.totalCount).toBe(SOLVING_JOTS + 2);
      expect(jots?.edges.map((e) => e.node.slug).slice(0, 2)).toEqual(['solving-30', 'solving-29']);
      expect(jots?.pageCursors.around.map((p) => p.page)).toEqual([1, 2, 3]);
      const third = await stack.graphql<PodJots>(query, { after: jots?.pageCursors.around[2]?.cursor });
      // 32 jots: page 3 holds the last 8, the two April jots at the end.
      expect(third.data?.pod.jots.edges).toHaveLength(8);
      expect(third.data?.pod.jots.edges.map((e) => e.node.slug).slice(-2)).toEqual(['balance-video', 'hostile-jot']);
      expect(third.data?.pod.jots.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
      expect(third.data?.pod.jots.pageCursors.previous?.page).toBe(2);
    });

    it('open a numbered page with `page`, the same page its cursor opens', async () => {
      const query = `query ($page: Int) { pod(slug: "algebra") { jots(page: $page) {
        pageInfo { hasNextPage hasPreviousPage }
        pageCursors { around { page isCurrent } previous { page } }
        edges { node { slug } }
      } } }`;
      interface PodJotsPage {
        pod: { jots: { pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean }; pageCursors: { around: { page: number; isCurrent: boolean }[]; previous: { page: number } | null }; edges: { node: { slug: string } }[] } };
      }
      const third = await stack.graphql<PodJotsPage>(query, { page: 3 });
      expect(third.errors).toBeUndefined();
      expect(third.data?.pod.jots.edges.map((e) => e.node.slug).slice(-2)).toEqual(['balance-video', 'hostile-jot']);
      expect(third.data?.pod.jots.edges).toHaveLength(8);
      expect(third.data?.pod.jots.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
      expect(third.data?.pod.jots.pageCursors.around.find((p) => p.isCurrent)?.page).toBe(3);
      expect(third.data?.pod.jots.pageCursors.previous?.page).toBe(2);
      const pastTheEnd = await stack.graphql<PodJotsPage>(query, { page: 9 });
      expect(pastTheEnd.data?.pod.jots.edges).toEqual([]);
      const zero = await stack.graphql<PodJotsPage>(query, { page: 0 });
      expect(zero.errors?.[0]).toMatchObject({ message: '`page` must be a positive integer (1 is the first page).', extensions: { code: 'BAD_USER_INPUT' } });
    });

    it('page backwards with last and before (the default first does not get in the way)', async () => {
      const query = `query ($before: String) { pod(slug: "algebra") { jots(last: 12, before: $before) { edges { node { slug } } pageInfo { hasPreviousPage } } } }`;
      // The cursor of the 25th jot (offset 24): the twelve before it are page 2.
      const before = Buffer.from('OffsetConnection:24').toString('base64');
      const result = await stack.graphql<{ pod: { jots: { edges: { node: { slug: string } }[]; pageInfo: { hasPreviousPage: boolean } } } }>(query, { before });
      expect(result.errors).toBeUndefined();
      expect(result.data?.pod.jots.edges.map((e) => e.node.slug)).toEqual(Array.from({ length: 12 }, (_, k) => `solving-${18 - k}`));
      expect(result.data?.pod.jots.pageInfo.hasPreviousPage).toBe(true);
    });
  });

  describe('sections', () => {
    it('give breadcrumbs root first, the parent and children, from any record shape', async () => {
      const result = await stack.graphql<{ jot: { section: { slug: string; parent: { slug: string } | null; ancestors: { slug: string }[]; children: { slug: string }[] } } }>(
        '{ jot(slug: "solving-1") { section { slug parent { slug } ancestors { slug } children { slug } } } }',
      );
      expect(result.data?.jot.section).toEqual({ slug: 'linear', parent: { slug: 'equations' }, ancestors: [{ slug: 'basics' }, { slug: 'equations' }], children: [] });
      // The jot with its section, then one details read for ancestors and children together.
      expect(result.upstreamRequests).toBe(2);
    });
  });

  describe('users', () => {
    it('hide the bio and social links of a private author', async () => {
      const result = await stack.graphql<{ a: { author: Record<string, unknown> }; b: { author: Record<string, unknown> } }>(`{
        a: jot(slug: "solving-4") { author { name bio twitter isPrivate jotLevel avatarUrl createdAt } }
        b: jot(slug: "hostile-jot") { author { name bio facebook isPrivate } }
      }`);
      expect(result.data?.a.author).toEqual({
        name: 'Alice',
        bio: 'Teaches algebra.',
        twitter: 'https://twitter.com/alice',
        isPrivate: false,
        jotLevel: 'INTERMEDIATE',
        avatarUrl: '/storage/avatars/alice.png',
        createdAt: '2023-01-01T00:00:00.000Z',
      });
      expect(result.data?.b.author).toEqual({ name: 'Bob', bio: null, facebook: null, isPrivate: true });
      // Control: Bob does have a bio and a link, so the nulls above are the privacy rule at work.
      const [bob] = await stack.db.query<{ bio: string | null; facebook: string | null }>('SELECT bio, facebook FROM users WHERE id = $1', [world.users.bob]);
      expect(bob).toEqual({ bio: 'Secret.', facebook: 'https://facebook.com/bob' });
    });
  });

  describe('node and nodes', () => {
    it('refetch every Browse type by global id, one batched call per type', async () => {
      const ids = {
        section: globalId('Section', world.sections.linear),
        listItem: globalId('ListItem', world.listItems.variables),
        jot: globalId('Jot', world.jots.video),
        image: globalId('JotImage', `${world.jots.hostile}.${world.images.second}`),
        banner: globalId('Banner', world.banners.first),
        segment: globalId('SideSegment', world.segments.math),
        term: globalId('GlossaryTerm', world.glossary.axiom),
        user: globalId('User', world.users.carol),
      };
      const result = await stack.graphql<{ nodes: Record<string, unknown>[] }>(
        `query ($ids: [ID!]!) { nodes(ids: $ids) {
          __typename id
          ... on Section { name }
          ... on ListItem { name }
          ... on Jot { title }
          ... on JotImage { name orderColumn }
          ... on Banner { altText }
          ... on SideSegment { title }
          ... on GlossaryTerm { name pods { slug } }
          ... on User { name }
        } }`,
        { ids: Object.values(ids) },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.nodes).toEqual([
        { __typename: 'Section', id: ids.section, name: 'Linear' },
        { __typename: 'ListItem', id: ids.listItem, name: 'Variables' },
        { __typename: 'Jot', id: ids.jot, title: 'Balance video' },
        { __typename: 'JotImage', id: ids.image, name: 'b.png', orderColumn: 2 },
        { __typename: 'Banner', id: ids.banner, altText: 'Algebra' },
        { __typename: 'SideSegment', id: ids.segment, title: 'Math intro' },
        // Calculus is inactive: only the visible pod is listed.
        { __typename: 'GlossaryTerm', id: ids.term, name: 'Axiom', pods: [{ slug: 'algebra' }] },
        { __typename: 'User', id: ids.user, name: 'Carol' },
      ]);
      // One batched call per type (7), plus the image's jot: images have no endpoint and are read
      // through the jot loader, whose batch for the Jot node has already been sent by then.
      expect(result.upstreamRequests).toBe(8);
    });

    it('answer null for unknown records and reject malformed image ids', async () => {
      const result = await stack.graphql<{ a: unknown; b: unknown; c: unknown }>(
        `query ($a: ID!, $b: ID!, $c: ID!) { a: node(id: $a) { id } b: node(id: $b) { id } c: node(id: $c) { id } }`,
        { a: globalId('Section', 999999), b: globalId('JotImage', `${world.jots.hostile}.999999`), c: globalId('SideSegment', 999999) },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual({ a: null, b: null, c: null });
      const malformed = await stack.graphql('query ($id: ID!) { node(id: $id) { id } }', { id: globalId('JotImage', 'x') });
      expect(malformed.errors?.[0]?.message).toBe('Invalid id.');
    });
  });

  describe('subscription plans', () => {
    it('are the three tiers: monthly, annually and lifetime, the annual one the most popular', async () => {
      const result = await stack.graphql<{ subscriptionPlans: unknown[] }>(
        '{ subscriptionPlans { id name priceCents priceLabel period isMostPopular features } }',
      );
      const features = ['Create Jots', 'Promote Jots', 'No Ads', 'Unlimited Searches'];
      expect(result.data?.subscriptionPlans).toEqual([
        { id: 'monthly', name: 'Monthly', priceCents: 199, priceLabel: '$1.99', period: 'per month', isMostPopular: false, features },
        { id: 'annually', name: 'Annually', priceCents: 599, priceLabel: '$5.99', period: 'per year', isMostPopular: true, features },
        { id: 'lifetime', name: 'Lifetime', priceCents: 999, priceLabel: '$9.99', period: 'one payment', isMostPopular: false, features },
      ]);
    });
  });
});
