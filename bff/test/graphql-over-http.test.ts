import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCatalogue, PIXEL_PNG, type Catalogue } from './support/catalogue.ts';
import { postGraphql, startStack, type Stack } from './support/stack.ts';
import { whileShown } from '../../api/test/support/visibility.ts';
import { startBff } from '../src/server.ts';

/**
 * The bff over real HTTP in front of the real api and a throwaway database: what the web client
 * will see, including how many REST calls each screen query costs.
 */
describe('bff GraphQL over the real api', () => {
  let stack: Stack;
  let catalogue: Catalogue;

  beforeAll(async () => {
    // What each operation costs the api when it runs: repeated queries are not answered from the
    // response cache here (bff/test/response-cache.test.ts covers it).
    stack = await startStack({ responseCache: false });
    catalogue = await insertCatalogue(stack.db, stack.storageDir);
  });

  afterAll(async () => {
    await stack?.close();
  });

  interface ContainerSummary {
    id: string;
    databaseId: number;
    name: string;
    slug: string;
    section: string;
    logoUrl: string | null;
    podCount: number;
  }

  it('lists active containers in navigation order with their pod counts, in one REST call', async () => {
    const result = await stack.graphql<{ containers: ContainerSummary[] }>(
      '{ containers { id databaseId name slug section logoUrl podCount } }',
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.containers.map((c) => [c.name, c.section, c.podCount])).toEqual([
      ['Mathematics', 'CORE_LEARNING', 30],
      ['Science', 'CATEGORY', 1],
    ]);
    expect(result.data?.containers[0]?.logoUrl).toBe('/storage/logos/math.svg');
    expect(result.upstreamRequests).toBe(1);
  });

  it('filters containers by section', async () => {
    const result = await stack.graphql<{ containers: { slug: string }[] }>('{ containers(section: CATEGORY) { slug } }');
    expect(result.data?.containers.map((c) => c.slug)).toEqual(['science']);
  });

  const CONTAINER_PAGE = `
    query ContainerPage($slug: String!, $first: Int, $after: String) {
      container(slug: $slug) {
        id
        name
        pods(first: $first, after: $after) {
          totalCount
          pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
          pageCursors {
            first { page cursor isCurrent }
            last { page cursor isCurrent }
            previous { page cursor isCurrent }
            around { page cursor isCurrent }
          }
          edges { cursor node { id name slug profileImageUrl container { slug name } } }
        }
      }
    }`;

  interface PageCursor {
    page: number;
    cursor: string;
    isCurrent: boolean;
  }
  interface ContainerPage {
    container: {
      id: string;
      name: string;
      pods: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
        pageCursors: { first: PageCursor | null; last: PageCursor | null; previous: PageCursor | null; around: PageCursor[] };
        edges: { cursor: string; node: { id: string; name: string; slug: string; profileImageUrl: string | null; container: { slug: string; name: string } } }[];
      };
    } | null;
  }

  it('pages a container\'s pods 12 at a time, with numbered page cursors', async () => {
    const page1 = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics' });
    expect(page1.errors).toBeUndefined();
    const pods = page1.data?.container?.pods;
    expect(pods?.totalCount).toBe(30);
    expect(pods?.edges.map((e) => e.node.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `math-pod-${String(i + 1).padStart(2, '0')}`));
    expect(pods?.edges[0]?.node.container).toEqual({ slug: 'mathematics', name: 'Mathematics' });
    expect(pods?.edges[0]?.node.profileImageUrl).toBe('/storage/pods/p1.png');
    expect(pods?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    expect(pods?.pageCursors.around.map((p) => [p.page, p.isCurrent])).toEqual([[1, true], [2, false], [3, false]]);
    expect(pods?.pageCursors.previous).toBeNull();

    // Page 3 through its page cursor: the last six pods, and no next page.
    const third = pods?.pageCursors.around[2]?.cursor;
    const page3 = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 12, after: third });
    const last = page3.data?.container?.pods;
    expect(last?.edges.map((e) => e.node.name)).toEqual(['Math pod 25', 'Math pod 26', 'Math pod 27', 'Math pod 28', 'Math pod 29', 'Math pod 30']);
    expect(last?.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect(last?.pageCursors.previous?.page).toBe(2);
    expect(last?.pageCursors.around.find((p) => p.isCurrent)?.page).toBe(3);

    // Page 2 through the end cursor of page 1 (Relay's own "load more").
    const page2 = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 12, after: pods?.pageInfo.endCursor });
    expect(page2.data?.container?.pods.edges[0]?.node.name).toBe('Math pod 13');
    expect(page2.data?.container?.pods.pageInfo.hasNextPage).toBe(true);
  });

  it('costs a fixed number of REST calls whatever the page size (no N+1 over pods or their container)', async () => {
    const small = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 2 });
    const large = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 30 });
    expect(large.data?.container?.pods.edges).toHaveLength(30);
    // The container by slug, then one page of its pods; every pod's container comes from the loader cache.
    expect(small.upstreamRequests).toBe(2);
    expect(large.upstreamRequests).toBe(2);
  });

  it('keeps loaders and counts per request: concurrent queries do not share them', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: i + 1 })),
    );
    expect(results.map((r) => r.upstreamRequests)).toEqual([2, 2, 2, 2, 2]);
    expect(results.map((r) => r.data?.container?.pods.edges.length)).toEqual([1, 2, 3, 4, 5]);
  });

  it('finds a container by numeric id as well as by slug', async () => {
    const bySlug = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 3 });
    const byId = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: String(catalogue.math), first: 3 });
    expect(byId.errors).toBeUndefined();
    expect(byId.data).toEqual(bySlug.data);
    expect(byId.upstreamRequests).toBe(2);
  });

  it('rejects first > 100 with a clear error', async () => {
    const result = await stack.graphql<ContainerPage>(CONTAINER_PAGE, { slug: 'mathematics', first: 101 });
    expect(result.errors?.[0]?.message).toBe('`first` may be at most 100; 101 was requested.');
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('returns null, without errors, for unknown and inactive slugs', async () => {
    const result = await stack.graphql<Record<string, unknown>>(`{
      a: container(slug: "no-such-container") { id }
      b: container(slug: "archived") { id }
      c: pod(slug: "no-such-pod") { id }
      d: pod(slug: "hidden-pod") { id }
      e: pod(slug: "999999") { id }
      f: container(slug: "") { id }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ a: null, b: null, c: null, d: null, e: null, f: null });
    // Control: the inactive ones exist, and are found once they are active.
    const shown = await whileShown(stack.db, { pods: [catalogue.hiddenPod], containers: [catalogue.archived] }, () =>
      stack.graphql<{ b: { name: string } | null; d: { name: string } | null }>('{ b: container(slug: "archived") { name } d: pod(slug: "hidden-pod") { name } }'),
    );
    expect(shown.data).toEqual({ b: { name: 'Archived' }, d: { name: 'Hidden' } });
  });

  interface PodPage {
    pod: { id: string; databaseId: number; name: string; description: string; isCompany: boolean; logoUrl: string | null; container: { name: string } | null } | null;
  }
  const POD = 'query Pod($slug: String!) { pod(slug: $slug) { id databaseId name description isCompany logoUrl container { name } } }';

  it('finds a pod by slug with its container in one REST call, and by id', async () => {
    const bySlug = await stack.graphql<PodPage>(POD, { slug: 'physics' });
    expect(bySlug.errors).toBeUndefined();
    expect(bySlug.data?.pod).toMatchObject({ name: 'Physics', description: 'Forces.', isCompany: false, container: { name: 'Science' } });
    expect(bySlug.upstreamRequests).toBe(1);

    const byId = await stack.graphql<PodPage>(POD, { slug: String(catalogue.physics) });
    expect(byId.data).toEqual(bySlug.data);
    // The pod batch, then its container batch.
    expect(byId.upstreamRequests).toBe(2);
  });

  it('round-trips global ids through node and nodes, batching per type', async () => {
    const ids = await stack.graphql<{ container: { id: string }; pod: { id: string }; marketingStories: { id: string }[] }>(
      '{ container(slug: "science") { id } pod(slug: "math-pod-07") { id } marketingStories { id } }',
    );
    const containerId = ids.data?.container.id;
    const podId = ids.data?.pod.id;
    const storyId = ids.data?.marketingStories[0]?.id;

    const single = await stack.graphql<{ node: { __typename: string; id: string; name: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename id ... on Pod { name } } }',
      { id: podId },
    );
    expect(single.data?.node).toEqual({ __typename: 'Pod', id: podId, name: 'Math pod 07' });

    const many = await stack.graphql<{ nodes: ({ __typename: string; id: string } | null)[] }>(
      `query ($ids: [ID!]!) { nodes(ids: $ids) {
        __typename id
        ... on Container { name }
        ... on Pod { name container { name } }
        ... on MarketingStory { title }
      } }`,
      { ids: [containerId, podId, storyId, ids.data?.pod.id] },
    );
    expect(many.errors).toBeUndefined();
    expect(many.data?.nodes).toEqual([
      { __typename: 'Container', id: containerId, name: 'Science' },
      { __typename: 'Pod', id: podId, name: 'Math pod 07', container: { name: 'Mathematics' } },
      { __typename: 'MarketingStory', id: storyId, title: 'Teach anything' },
      { __typename: 'Pod', id: podId, name: 'Math pod 07', container: { name: 'Mathematics' } },
    ]);
    // One call per type (filter[id] for containers and pods, the home stories), one for the pods' containers.
    expect(many.upstreamRequests).toBe(4);
  });

  it('answers null for a node id of an unknown record', async () => {
    const podId = Buffer.from('Pod:999999').toString('base64');
    const result = await stack.graphql<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', { id: podId });
    expect(result.errors).toBeUndefined();
    expect(result.data?.node).toBeNull();
  });

  interface Stories {
    marketingStories: { title: string; contentHtml: string; buttonText: string | null; buttonLink: string | null; opensInNewTab: boolean; imageUrl: string | null }[];
  }

  it('serves marketing stories with sanitized HTML', async () => {
    const result = await stack.graphql<Stories>('{ marketingStories { title contentHtml buttonText buttonLink opensInNewTab imageUrl } }');
    expect(result.errors).toBeUndefined();
    const [first, second] = result.data?.marketingStories ?? [];
    expect(first).toEqual({
      title: 'Teach anything',
      contentHtml: '<p>Learn <a href="https://example.com/more" target="_blank" rel="noopener noreferrer">more</a> or <a>this</a>.</p>',
      buttonText: 'Go',
      buttonLink: 'https://example.com/go',
      opensInNewTab: true,
      imageUrl: '/storage/stories/one.png',
    });
    expect(second).toMatchObject({ title: 'Learn for life', opensInNewTab: false, imageUrl: null });
    expect(result.upstreamRequests).toBe(1);
  });

  it('proxies /storage/* to the api with its content type and cache headers', async () => {
    const response = await fetch(`${stack.bffUrl}/storage/stories/one.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PIXEL_PNG);

    const etag = response.headers.get('etag');
    const revalidated = await fetch(`${stack.bffUrl}/storage/stories/one.png`, { headers: { 'if-none-match': etag ?? '' } });
    expect(revalidated.status).toBe(304);
    await revalidated.arrayBuffer();

    const missing = await fetch(`${stack.bffUrl}/storage/stories/none.png`);
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });

  it('answers /health', async () => {
    const response = await fetch(`${stack.bffUrl}/health`);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('bff when the api is down', () => {
  it('answers a clear GraphQL error, not a crash or a leak', async () => {
    // Nothing listens on port 1: the connection is refused at once (no connect timeout involved).
    const logged: string[] = [];
    const bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', log: (message) => logged.push(message) });
    try {
      const result = await postGraphql<{ containers: unknown }>(bff.url, '{ containers { id } }');
      expect(result.status).toBe(200);
      expect(result.data).toBeNull();
      expect(result.errors?.map((e) => e.message)).toEqual(['The content service is unavailable.']);
      expect(JSON.stringify(result.errors)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack/);
      // Control: the bff knew those details (its log has them), so the check above could catch a leak.
      expect(logged.join('\n')).toMatch(/ECONNREFUSED 127\.0\.0\.1/);

      const unknown = await postGraphql<{ pod: unknown }>(bff.url, '{ pod(slug: "x") { id } }');
      expect(unknown.errors?.[0]?.message).toBe('The content service is unavailable.');
    } finally {
      await bff.close();
    }
  });
});
