import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import {
  BLOCKED_USERS_KEY,
  excludeAuthorsVariable,
  getBlockedUsers,
  toggleBlockedUser,
  useBlockedUsers,
  useIsBlocked,
} from './blockList.ts';
import { BLOCKED_AUTHOR_TEXT } from './BlockedAuthorNotice.tsx';
import { BlockListRevalidator } from './BlockListRevalidator.tsx';

afterEach(() => window.localStorage.clear());

describe('the device block list', () => {
  it('keeps global User ids under localStorage blockedUsers, toggling them', () => {
    expect(getBlockedUsers()).toEqual([]);
    expect(toggleBlockedUser('VXNlcjo0')).toBe(true);
    expect(toggleBlockedUser('VXNlcjo1')).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(BLOCKED_USERS_KEY) ?? 'null')).toEqual(['VXNlcjo0', 'VXNlcjo1']);
    expect(toggleBlockedUser('VXNlcjo0')).toBe(false);
    expect(excludeAuthorsVariable()).toEqual(['VXNlcjo1']);
    toggleBlockedUser('VXNlcjo1');
    // An empty list leaves nothing behind.
    expect(window.localStorage.getItem(BLOCKED_USERS_KEY)).toBeNull();
  });

  it('ignores what is not a list of ids (older numeric ids, junk)', () => {
    window.localStorage.setItem(BLOCKED_USERS_KEY, '[4, "VXNlcjo0", null, "VXNlcjo0"]');
    expect(getBlockedUsers()).toEqual(['VXNlcjo0']);
    window.localStorage.setItem(BLOCKED_USERS_KEY, '{not json');
    expect(getBlockedUsers()).toEqual([]);
  });

  it('re-renders on toggles here and on storage events from other tabs', () => {
    const { result } = renderHook(() => ({ all: useBlockedUsers(), four: useIsBlocked('VXNlcjo0') }));
    expect(result.current).toEqual({ all: [], four: false });

    act(() => void toggleBlockedUser('VXNlcjo0'));
    expect(result.current).toEqual({ all: ['VXNlcjo0'], four: true });

    // Another tab unblocked everyone: only a storage event tells this one.
    act(() => {
      window.localStorage.setItem(BLOCKED_USERS_KEY, '["VXNlcjo5"]');
      window.dispatchEvent(new StorageEvent('storage', { key: BLOCKED_USERS_KEY }));
    });
    expect(result.current).toEqual({ all: ['VXNlcjo5'], four: false });
  });
});

describe('excludeAuthors in the jot list queries', () => {
  it('passes the block list to the list item query, and asks again when it changes', async () => {
    window.localStorage.setItem(BLOCKED_USERS_KEY, '["VXNlcjo0"]');
    const { environment, resolvePending, operations } = renderRoute('/list-item/fractions-basics?tag=HOT', {
      ListItem: () => ({ name: 'Fractions basics', slug: 'fractions-basics' }),
    });
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Fractions basics' });
    const first = operations.find((op) => op.request.node.params.name === 'ListItemPageQuery');
    expect(first?.request.variables['excludeAuthors']).toEqual(['VXNlcjo0']);

    act(() => void toggleBlockedUser('VXNlcjo7'));
    const refetch = await waitFor(() => {
      const op = environment.mock.getAllOperations().find((o) => o.request.node.params.name === 'ListItemPageQuery');
      if (!op) throw new Error('no new list item query');
      return op;
    });
    expect(refetch.request.variables['excludeAuthors']).toEqual(['VXNlcjo0', 'VXNlcjo7']);
  });

  it('passes it to the feed and pod queries too', async () => {
    window.localStorage.setItem(BLOCKED_USERS_KEY, '["VXNlcjo0"]');
    const feeds = renderRoute('/feeds?tag=PERSONAL');
    await feeds.resolvePending();
    const feed = feeds.operations.find((op) => op.request.node.params.name === 'FeedsPageQuery');
    expect(feed?.request.variables['excludeAuthors']).toEqual(['VXNlcjo0']);
    feeds.unmount();

    const pod = renderRoute('/pod/fractions');
    await pod.resolvePending();
    const podQuery = pod.operations.find((op) => op.request.node.params.name === 'PodPageQuery');
    expect(podQuery?.request.variables['excludeAuthors']).toEqual(['VXNlcjo0']);
  });

  it('does not show the jot of a blocked author, and Unblock shows it again', async () => {
    window.localStorage.setItem(BLOCKED_USERS_KEY, '["User:7"]');
    const { resolvePending } = renderRoute('/jot/how-compilers-work', {
      Jot: () => ({ title: 'How compilers work', contentType: 'ARTICLE', contentHtml: '<p>Hidden text.</p>' }),
      User: () => ({ id: 'User:7', databaseId: 7, name: 'Grace Hopper', isExpert: false }),
    });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: BLOCKED_AUTHOR_TEXT })).toBeTruthy();
    expect(screen.queryByText('Hidden text.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'How compilers work' })).toBeTruthy();
    expect(getBlockedUsers()).toEqual([]);
  });
});

describe('the loaders follow the block list', () => {
  it('runs them again for a change made while the screen was mounting, before anything listened', async () => {
    let loads = 0;
    // Layout effects run before any component's subscriptions (passive effects) are made.
    function BlocksWhileMounting() {
      useLayoutEffect(() => void toggleBlockedUser('VXNlcjo7'), []);
      return null;
    }
    const router = createMemoryRouter([
      {
        id: 'screen',
        path: '/',
        loader: () => {
          loads += 1;
          return excludeAuthorsVariable();
        },
        // Nothing while the first load runs (as the app's routes show their skeletons).
        HydrateFallback: () => null,
        element: (
          <>
            <BlockListRevalidator />
            <BlocksWhileMounting />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(loads).toBe(2));
    expect(router.state.loaderData['screen']).toEqual(['VXNlcjo7']);
  });
});
