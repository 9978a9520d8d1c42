import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockPayloadGenerator } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';
import { FEED_END_TEXT } from '../../components/cards/FeedGrid.tsx';

/** A controllable IntersectionObserver: tests decide when the sentinel "scrolls into view". */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Reports every observed target as visible. */
  enter() {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const podEdges = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({
    cursor: `c${from + i}`,
    node: { __typename: 'Pod', id: `pod-${from + i}`, name: `Pod ${from + i}`, slug: `pod-${from + i}`, logoUrl: null },
  }));

const jotEdges = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    cursor: `j${i + 1}`,
    node: {
      __typename: 'Jot',
      id: `jot-${i + 1}`,
      title: `Jot ${i + 1}`,
      slug: `jot-${i + 1}`,
      contentType: 'VIDEO',
      contentText: 'A long explanation of fractions that keeps going well past the preview limit of the card.',
      createdAt: '2024-03-05T12:00:00Z',
      author: { name: 'Ada Teacher', avatarUrl: '/storage/ada.png' },
    },
  }));

// The first test of a file also compiles the lazy route chunks: allow more than the default 5 s.
describe('/feeds', () => {
  beforeEach(() => {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('redirects /feeds without a tag to /feeds/?tag=PERSONAL (Latest Jots)', async () => {
    const { resolvePending, operations } = renderRoute('/feeds');
    await resolvePending();
    const tab = await screen.findByRole('tab', { name: 'Latest Jots' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // The loader redirected before starting a query, so the one feed query asks for PERSONAL.
    const feedQueries = operations.filter((op) => op.request.node.params.name === 'FeedsPageQuery');
    expect(feedQueries.map((op) => op.request.variables)).toEqual([{ tag: 'PERSONAL', first: 21, withBanners: false, excludeAuthors: [] }]);
  });

  it('shows the three tabs, the Join Us Now banner, jot cards and the end text', async () => {
    const { resolvePending } = renderRoute('/feeds?tag=PERSONAL', {
      FeedConnection: () => ({ edges: jotEdges(3), pageInfo: { hasNextPage: false } }),
    });
    expect(screen.queryByText(FEED_END_TEXT)).toBeNull();
    await resolvePending();

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Trending Pods', 'New Pods', 'Latest Jots']);
    expect(screen.getByRole('link', { name: 'Join Us Now' }).getAttribute('href')).toBe('/register');

    const panel = screen.getByRole('tabpanel');
    const cards = await within(panel).findAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    expect(within(first).getByRole('link', { name: 'Jot 1' }).getAttribute('href')).toBe('/jot/jot-1');
    expect(within(first).getByText('Video')).toBeTruthy();
    expect(within(first).getByText('Ada Teacher')).toBeTruthy();
    expect(within(first).getByTestId('jot-preview').textContent).toBe(
      'A long explanation of fractions that keeps going well past the pr...',
    );
    // A short page ends the feed: no sentinel, the spec's end text.
    expect(screen.getByText(FEED_END_TEXT)).toBeTruthy();
    expect(screen.queryByTestId('infinite-scroll-sentinel')).toBeNull();
  });

  it('renders pod cards on the pod tabs (the FeedItem union)', async () => {
    const { resolvePending } = renderRoute('/feeds?tag=TRENDING', {
      FeedConnection: () => ({ edges: podEdges(2), pageInfo: { hasNextPage: false } }),
    });
    await resolvePending();
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Pod 1' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Pod 2' }).getAttribute('href')).toBe('/pod/pod-2');
    expect(screen.getByRole('tab', { name: 'Trending Pods' }).getAttribute('aria-selected')).toBe('true');
  });

  it('switching tabs loads the new tag from page 1', async () => {
    const { resolvePending, environment } = renderRoute('/feeds?tag=TRENDING', {
      FeedConnection: () => ({ edges: podEdges(21), pageInfo: { hasNextPage: true, endCursor: 'c21' } }),
    });
    await resolvePending();
    await screen.findByRole('link', { name: 'Pod 21' });

    fireEvent.click(screen.getByRole('tab', { name: 'New Pods' }));
    await waitFor(() => {
      const pending = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'FeedsPageQuery');
      expect(pending?.request.variables).toMatchObject({ tag: 'NEW', first: 21 });
      // Page 1 of the new tag: no cursor is sent.
      expect(pending?.request.variables['after']).toBeUndefined();
    });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'New Pods' }).getAttribute('aria-selected')).toBe('true'));
  });

  it('moves along the tabs with the arrow keys, Home and End, and opens one only when it is pressed', async () => {
    const { resolvePending, environment } = renderRoute('/feeds?tag=NEW', {
      FeedConnection: () => ({ edges: podEdges(3), pageInfo: { hasNextPage: false, endCursor: 'c3' } }),
    });
    await resolvePending();
    await screen.findByRole('link', { name: 'Pod 3' });
    const tab = (name: string) => screen.getByRole('tab', { name });
    const list = screen.getByRole('tablist', { name: 'Feeds' });
    // The open tab is the list's one tab stop, and it names the panel it controls.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(tab('New Pods').getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('New Pods').id);

    tab('New Pods').focus();
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Latest Jots'));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Trending Pods'));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Latest Jots'));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(tab('Trending Pods'));
    fireEvent.keyDown(list, { key: 'End' });
    expect(document.activeElement).toBe(tab('Latest Jots'));
    // Moving the focus opens nothing (manual activation): New Pods is still the open tab.
    expect(tab('New Pods').getAttribute('aria-selected')).toBe('true');
    const feedQueries = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'FeedsPageQuery');
    expect(feedQueries()).toHaveLength(0);

    // A button's Enter is its click.
    fireEvent.click(tab('Latest Jots'));
    await waitFor(() => expect(feedQueries()[0]?.request.variables).toMatchObject({ tag: 'PERSONAL' }));
    await waitFor(() => expect(tab('Latest Jots').getAttribute('aria-selected')).toBe('true'));
  });

  it('loads the next 21 when the sentinel scrolls into view, and stops after a short page', async () => {
    const { resolvePending, environment } = renderRoute('/feeds?tag=NEW', {
      FeedConnection: () => ({ edges: podEdges(21), pageInfo: { hasNextPage: true, endCursor: 'c21' } }),
    });
    await resolvePending();
    await screen.findByRole('link', { name: 'Pod 21' });
    expect(screen.getByTestId('infinite-scroll-sentinel')).toBeTruthy();
    expect(screen.queryByText(FEED_END_TEXT)).toBeNull();

    act(() => {
      for (const observer of FakeIntersectionObserver.instances) observer.enter();
    });
    const next = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'FeedGridPaginationQuery');
      if (!op) throw new Error('loadNext did not start');
      return op;
    });
    expect(next.request.variables).toMatchObject({ tag: 'NEW', count: 21, cursor: 'c21' });

    // The second page is short (5 < 21): the end of the feed.
    await act(async () => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, {
          FeedConnection: () => ({ edges: podEdges(5, 22), pageInfo: { hasNextPage: true, endCursor: 'c26' } }),
        }),
      );
    });
    expect(await screen.findByRole('link', { name: 'Pod 26' })).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(26);
    expect(screen.getByText(FEED_END_TEXT)).toBeTruthy();
    expect(screen.queryByTestId('infinite-scroll-sentinel')).toBeNull();
  });
});
