import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GraphQLRequestError } from '../../relay/GraphQLRequestError.ts';
import { renderRoute } from '../../test/renderRoute.tsx';

const pods = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    node: {
      id: `pod-${i + 1}`,
      name: `Pod ${i + 1}`,
      slug: `pod-${i + 1}`,
      description: `About pod ${i + 1}`,
      logoUrl: i === 0 ? null : `/storage/pod-${i + 1}.png`,
    },
  }));

// The first test of a file also compiles the lazy route chunks: allow more than the default 5 s.
describe('/container/:slug', () => {
  it('renders the container name, its pods as links, and pagination twice', async () => {
    const { resolvePending } = renderRoute('/container/maths?page=2', {
      Container: () => ({ name: 'Mathematics', logoUrl: null, section: 'CATEGORY', sideSegments: [] }),
      ContainerPodsConnection: () => ({ totalCount: 30, edges: pods(12) }),
      PageCursors: () => ({
        first: null,
        last: null,
        previous: { page: 1, cursor: 'c0', isCurrent: false },
        around: [1, 2, 3].map((page) => ({ page, cursor: `c${page}`, isCurrent: page === 2 })),
      }),
    });
    await resolvePending();

    expect(await screen.findByRole('heading', { level: 1, name: 'Mathematics' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('article')).toHaveLength(12);
    expect(within(main).getByRole('link', { name: 'Pod 3' }).getAttribute('href')).toBe('/pod/pod-3');
    // A missing logo falls back to the placeholder image (decorative, empty alt); others are described.
    expect(within(main).getByRole('img', { name: 'Pod 2 logo' })).toBeTruthy();

    const bars = within(main).getAllByRole('navigation');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['Pods pages, top', 'Pods pages, bottom']);
    const top = bars[0]!;
    expect(within(top).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // Page 1 is the canonical URL without ?page.
    expect(within(top).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe('/container/maths');
    expect(within(top).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/container/maths?page=3');
  });

  it('asks the server for the page in the URL by its number, 12 pods a page', async () => {
    const { resolvePending, operations } = renderRoute('/container/maths?page=3', {
      Container: () => ({ name: 'Mathematics' }),
    });
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Mathematics' });
    const pageQuery = operations.find((op) => op.request.node.params.name === 'ContainerPageQuery');
    expect(pageQuery?.request.variables).toEqual({ slug: 'maths', first: 12, page: 3 });
  });

  it("says 'No pods available.' when the container has none", async () => {
    const { resolvePending } = renderRoute('/container/empty', {
      Container: () => ({ name: 'Empty Shelf' }),
      ContainerPodsConnection: () => ({ totalCount: 0, edges: [] }),
      PageCursors: () => ({ first: null, last: null, previous: null, around: [] }),
    });
    await resolvePending();
    expect(await screen.findByText('No pods available.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /Pods pages/ })).toBeNull();
  });

  it('shows the 404 page for an unknown slug', async () => {
    const { resolvePending } = renderRoute('/container/nope', { Query: () => ({ container: null }) });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('shows the route error (inside the layout) when the query fails', async () => {
    const { rejectPending } = renderRoute('/container/maths', {});
    await rejectPending('ContainerPageQuery', new GraphQLRequestError('Upstream unavailable', 502));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('Upstream unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The layout still works around the failed screen.
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
  });

  it('shows side segments: an embedded video frame, an image, info HTML and their buttons', async () => {
    const { resolvePending } = renderRoute('/container/maths', {
      Container: () => ({
        name: 'Mathematics',
        sideSegments: [
          {
            id: 'seg-1',
            kind: 'VIDEO_FRAME',
            title: 'Maths in five minutes',
            videoUrl: 'https://www.youtube-nocookie.com/embed/aircAruvnKk',
            imageUrl: null,
            infoHtml: '<p>A <em>short</em> overview.</p>',
            buttonText: 'Watch on YouTube',
            link: 'https://www.youtube.com/watch?v=aircAruvnKk',
            opensInNewTab: true,
          },
          {
            id: 'seg-2',
            kind: 'IMAGE',
            title: 'Write a jot',
            videoUrl: null,
            imageUrl: '/storage/seed/segments/write.svg',
            infoHtml: null,
            buttonText: 'Get started',
            link: '/register',
            opensInNewTab: false,
          },
          {
            id: 'seg-3',
            kind: 'VIDEO_FRAME',
            title: 'Not a web address',
            videoUrl: 'javascript:alert(1)',
            imageUrl: null,
            infoHtml: null,
            buttonText: null,
            link: null,
            opensInNewTab: false,
          },
        ],
      }),
    });
    await resolvePending();
    const featured = await screen.findByRole('region', { name: 'Featured' });
    const [video, image, unsafe] = within(featured).getAllByRole('article');

    const frame = video!.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/aircAruvnKk');
    expect(frame?.getAttribute('title')).toBe('Maths in five minutes');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(within(video!).getByText('short').tagName).toBe('EM');
    const watch = within(video!).getByRole('link', { name: /Watch on YouTube/ });
    expect(watch.getAttribute('target')).toBe('_blank');
    expect(watch.getAttribute('rel')).toBe('noopener noreferrer');

    expect(within(image!).getByRole('img', { name: 'Write a jot' }).getAttribute('src')).toBe('/storage/seed/segments/write.svg');
    const start = within(image!).getByRole('link', { name: 'Get started' });
    expect(start.getAttribute('href')).toBe('/register');
    expect(start.getAttribute('target')).toBeNull();

    // Only http(s) addresses are ever framed.
    expect(unsafe!.querySelector('iframe')).toBeNull();
  });
});
