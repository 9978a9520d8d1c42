import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTAINER_SCREEN } from './screens/container.ts';
import { FEED_SCREEN } from './screens/feed.ts';
import { HOME_SCREEN, SUBSCRIPTION_SCREEN } from './screens/home.ts';
import { JOT_SCREEN } from './screens/jot.ts';
import { LIST_ITEM_SCREEN } from './screens/list-item.ts';
import { POD_SCREEN } from './screens/pod.ts';
import { SECTION_SCREEN } from './screens/section.ts';
import { buildBrowseWorld, SOLVING_JOTS, type BrowseWorld } from './support/browse-world.ts';
import { startStack, type Stack } from './support/stack.ts';

/**
 * The canonical query of every Browse screen (test/screens/*) against the real api: each answers
 * without errors and costs a fixed number of REST calls (x-upstream-requests) whatever the page
 * size: no N+1 over cards, authors, pods, containers, sections or list items.
 *
 * | screen query                     | REST calls                                              |
 * |----------------------------------|---------------------------------------------------------|
 * | feed TRENDING / NEW + banners    | 2: /pods/tag/{tag}?include=container, /banners          |
 * | feed PERSONAL + banners          | 2: /jots?include=user,list_item,section,pod,container, /banners |
 * | container page                   | 4: /containers, /containers/{slug}, /pods?container_id, /side-segments |
 * | pod page (tree + jots)           | 4: /pods/{slug}, /pods?filter[id]&include=sections, /sections?filter[id]&include=..., /jots?pod_id |
 * | section page                     | 1: /sections/{slug}?include=children,ancestors,list_items,pod,container |
 * | list-item page (any tag)         | 2: /list-items/{slug}?include=..., /jots?list_item_id&order_by |
 * | jot page                         | 1: /jots/{slug}?include=user,list_item,section,pod,container |
 * | home                             | 1: /content/home                                        |
 * | subscription                     | 0                                                       |
 */
describe('Browse screen queries', () => {
  let stack: Stack;
  let world: BrowseWorld;

  beforeAll(async () => {
    stack = await startStack();
    world = await buildBrowseWorld(stack.db);
  });

  afterAll(async () => {
    await stack?.close();
  });

  /** Runs a screen query at two page sizes: both succeed and cost the same number of calls. */
  async function costAtTwoSizes(query: string, variables: Record<string, unknown>, sizes: [number, number] = [2, 50]) {
    const [small, large] = await Promise.all(sizes.map((first) => stack.graphql<Record<string, unknown>>(query, { ...variables, first })));
    expect(small?.errors).toBeUndefined();
    expect(large?.errors).toBeUndefined();
    expect(small?.upstreamRequests).toBe(large?.upstreamRequests);
    return { small: small?.data, large: large?.data, count: small?.upstreamRequests };
  }

  interface FeedData {
    feed: { totalCount: number; pageInfo: { hasNextPage: boolean }; edges: { node: { __typename: string; slug: string; author?: { name: string } } }[] };
    banners: { altText: string }[];
  }

  it.each(['TRENDING', 'NEW'])('feed %s: pod cards with their containers, and the banners, in 2 calls', async (tag) => {
    const { small, large, count } = await costAtTwoSizes(FEED_SCREEN, { tag });
    expect(count).toBe(2);
    const feed = (large as unknown as FeedData).feed;
    expect(feed.totalCount).toBe(4);
    expect(feed.edges.every((e) => e.node.__typename === 'Pod')).toBe(true);
    expect((small as unknown as FeedData).feed.edges).toHaveLength(2);
    expect((small as unknown as FeedData).banners.map((b) => b.altText)).toEqual(['Algebra', 'Geometry']);
  });

  it('feed PERSONAL: jot cards with author, pod and container, and the banners, in 2 calls', async () => {
    const { large, count } = await costAtTwoSizes(FEED_SCREEN, { tag: 'PERSONAL' });
    expect(count).toBe(2);
    const feed = (large as unknown as FeedData).feed;
    expect(feed.totalCount).toBe(SOLVING_JOTS + 3);
    expect(feed.edges).toHaveLength(SOLVING_JOTS + 3);
    expect(new Set(feed.edges.map((e) => e.node.author?.name))).toEqual(new Set(['Alice', 'Bob', 'Carol', 'Jotpod Expert']));
  });

  it('feed at the default size shows 21 cards', async () => {
    const result = await stack.graphql<FeedData>(FEED_SCREEN, { tag: 'PERSONAL' });
    expect(result.data?.feed.edges).toHaveLength(21);
    expect(result.data?.feed.pageInfo.hasNextPage).toBe(true);
  });

  interface ContainerData {
    containers: { slug: string }[];
    container: { pods: { totalCount: number; edges: unknown[] }; sideSegments: { title: string; kind: string }[] };
  }

  it('container page: sidebar containers, pods grid with page cursors and side segments in 4 calls', async () => {
    const { small, large, count } = await costAtTwoSizes(CONTAINER_SCREEN, { slug: 'mathematics' }, [1, 12]);
    expect(count).toBe(4);
    const page = large as unknown as ContainerData;
    expect(page.containers.map((c) => c.slug)).toEqual(['mathematics', 'science', 'jotpod']);
    expect(page.container.pods.totalCount).toBe(2);
    expect((small as unknown as ContainerData).container.pods.edges).toHaveLength(1);
    expect(page.container.sideSegments.map((s) => [s.title, s.kind])).toEqual([
      ['Get the app', 'IMAGE'],
      ['Math intro', 'VIDEO_FRAME'],
    ]);
  });

  interface SectionNode {
    slug: string;
    listItems: { slug: string }[];
    children?: SectionNode[];
  }
  interface PodData {
    pod: { sections: SectionNode[]; jots: { totalCount: number; edges: { node: { author: { name: string }; pod: { slug: string } } }[] } };
  }

  it('pod page: sections tree with list items at every level and a page of jots in 3 calls', async () => {
    const { small, large, count } = await costAtTwoSizes(POD_SCREEN, { slug: 'algebra' });
    // The pod with its container and section forest, the tree's list items, the jots.
    expect(count).toBe(3);
    const pod = (large as unknown as PodData).pod;
    const tree = (nodes: SectionNode[] | undefined): unknown =>
      (nodes ?? []).map((n) => [n.slug, n.listItems.map((li) => li.slug), tree(n.children)]);
    expect(tree(pod.sections)).toEqual([
      ['basics', ['variables'], [
        ['equations', [], [['linear', ['solving-linear-equations'], []]]],
        ['inequalities', [], []],
      ]],
      ['advanced', ['quadratics'], []],
    ]);
    expect(pod.jots.totalCount).toBe(SOLVING_JOTS + 2);
    expect(pod.jots.edges).toHaveLength(SOLVING_JOTS + 2);
    expect((small as unknown as PodData).pod.jots.edges).toHaveLength(2);
    expect(pod.jots.edges.every((e) => e.node.pod.slug === 'algebra')).toBe(true);
  });

  it('pod page by numeric id costs the same', async () => {
    const result = await stack.graphql<PodData>(POD_SCREEN, { slug: String(world.pods.algebra) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.pod.jots.edges).toHaveLength(12);
    // The pod by id with its container and forest, as by slug; tree list items; jots.
    expect(result.upstreamRequests).toBe(3);
  });

  it('section page: breadcrumbs, sub sections and list items in 1 call', async () => {
    const result = await stack.graphql<{ section: { ancestors: { slug: string }[]; children: { slug: string }[]; listItems: { slug: string }[]; pod: { slug: string }; container: { slug: string } } }>(
      SECTION_SCREEN,
      { slug: 'basics' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.upstreamRequests).toBe(1);
    expect(result.data?.section).toMatchObject({
      ancestors: [],
      children: [{ slug: 'equations' }, { slug: 'inequalities' }],
      listItems: [{ slug: 'variables' }],
      pod: { slug: 'algebra' },
      container: { slug: 'mathematics' },
    });
  });

  it.each(['TRENDING', 'HOT', 'NEW'])('list-item page, tab %s: article, breadcrumbs and jot cards in 2 calls', async (tag) => {
    const { large, count } = await costAtTwoSizes(LIST_ITEM_SCREEN, { slug: 'solving-linear-equations', tag });
    expect(count).toBe(2);
    const item = (large as unknown as { listItem: { jots: { totalCount: number; edges: unknown[] }; author: { name: string } } }).listItem;
    expect(item.jots.totalCount).toBe(SOLVING_JOTS);
    expect(item.jots.edges).toHaveLength(SOLVING_JOTS);
    expect(item.author.name).toBe('Alice');
  });

  it('jot page: breadcrumb chain, author and ordered images in 1 call', async () => {
    const result = await stack.graphql<{ jot: Record<string, unknown> }>(JOT_SCREEN, { slug: 'hostile-jot' });
    expect(result.errors).toBeUndefined();
    expect(result.upstreamRequests).toBe(1);
    expect(result.data?.jot).toMatchObject({
      title: 'A hostile jot',
      contentType: 'STORY',
      createdAt: '2024-04-01T00:00:00.000Z',
      author: { name: 'Bob' },
      container: { slug: 'mathematics' },
      pod: { slug: 'algebra' },
      listItem: { slug: 'variables' },
      section: { slug: 'basics' },
      images: [
        { name: 'a.png', url: '/storage/jots/a.png', orderColumn: 1 },
        { name: 'b.png', url: '/storage/jots/b.png', orderColumn: 2 },
        { name: 'c.png', url: '/storage/jots/c.png', orderColumn: 3 },
      ],
    });
  });

  it('home: the marketing stories in 1 call; subscription: no call at all', async () => {
    const home = await stack.graphql<{ marketingStories: unknown[] }>(HOME_SCREEN);
    expect(home.errors).toBeUndefined();
    expect(home.upstreamRequests).toBe(1);
    const subscription = await stack.graphql<{ subscriptionPlans: unknown[] }>(SUBSCRIPTION_SCREEN);
    expect(subscription.data?.subscriptionPlans).toHaveLength(3);
    expect(subscription.upstreamRequests).toBe(0);
  });
});
