import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../test/renderRoute.tsx';
import { NO_FOLLOWERS_TEXT } from './followers/FollowersPage.tsx';
import { NOT_FOLLOWING_TEXT } from './following/FollowingPage.tsx';
import { LIKED_JOTS_TITLE, NO_LIKED_JOTS_TEXT } from './liked-jots/LikedJotsPage.tsx';

const viewer = { id: 'Viewer:1', databaseId: 1, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };

afterEach(() => window.localStorage.clear());

describe('/liked-jots, /following and /followers', () => {
  it("titles /liked-jots 'Inspired Jots' and asks for 99 liked jots without blocked authors", async () => {
    window.localStorage.setItem('blockedUsers', '["User:4"]');
    const { resolvePending, operations } = renderRoute('/liked-jots', {
      Query: () => ({ viewer }),
      LikedJotsConnection: () => ({
        edges: [{ cursor: 'c1', node: { id: 'Jot:1', title: 'Why the sky is blue', slug: 'sky' } }],
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: LIKED_JOTS_TITLE })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Why the sky is blue' })).toBeTruthy();
    const query = operations.find((op) => op.request.node.params.name === 'LikedJotsPageQuery');
    expect(query?.request.variables).toEqual({ first: 99, excludeAuthors: ['User:4'] });
    // Each card has its own like toggle, named after the jot.
    expect(screen.getByRole('button', { name: 'Like Why the sky is blue' })).toBeTruthy();
  });

  it("says 'No favorite jots.' when nothing is liked", async () => {
    const { resolvePending } = renderRoute('/liked-jots', {
      Query: () => ({ viewer }),
      LikedJotsConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await resolvePending();
    expect(await screen.findByText(NO_LIKED_JOTS_TEXT)).toBeTruthy();
  });

  it('shows followed users as cards with avatar, a link to their page and Unfollow', async () => {
    const { resolvePending } = renderRoute('/following', {
      Query: () => ({ viewer }),
      FollowingConnection: () => ({
        edges: [{ cursor: 'c1', node: { id: 'User:7', databaseId: 7, name: 'Grace Hopper', avatarUrl: '/a.png', avatar: { url: '/a.png', width: 256, height: 256, srcSet: '/a-64w.webp 64w, /a-128w.webp 128w' }, viewerIsFollowing: true } }],
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Following' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Followed users' });
    const card = within(list).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Grace Hopper' }).getAttribute('href')).toBe('/author/7');
    // The avatar is drawn at 44 px: the browser takes the 64 or 128 px copy, never the full file.
    const avatar = card.querySelector('img[alt="Avatar of Grace Hopper"]');
    expect(avatar).not.toBeNull();
    expect([avatar!.getAttribute('srcset'), avatar!.getAttribute('sizes')]).toEqual(['/a-64w.webp 64w, /a-128w.webp 128w', '44px']);
    expect([avatar!.getAttribute('width'), avatar!.getAttribute('height')]).toEqual(['256', '256']);
    expect(within(card).getByRole('button', { name: 'Unfollow Grace Hopper' })).toBeTruthy();
  });

  it("says 'Not following anyone.' when the list is empty", async () => {
    const { resolvePending } = renderRoute('/following', {
      Query: () => ({ viewer }),
      FollowingConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await resolvePending();
    expect(await screen.findByText(NOT_FOLLOWING_TEXT)).toBeTruthy();
  });

  it('sends visitors home (signed-in only)', async () => {
    for (const path of ['/following', '/followers']) {
      const { resolvePending, router, unmount } = renderRoute(path);
      await resolvePending();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('lists followers with their count, each with Follow back, and links to /following', async () => {
    const { resolvePending } = renderRoute('/followers', {
      Query: () => ({ viewer }),
      FollowersConnection: () => ({
        totalCount: 1,
        edges: [{ cursor: 'c1', node: { id: 'User:8', databaseId: 8, name: 'Alan Turing', avatar: null, jotCount: 2, viewerIsFollowing: false } }],
        pageInfo: { hasNextPage: false, endCursor: 'c1' },
      }),
    });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Followers' })).toBeTruthy();
    const card = within(await screen.findByRole('list', { name: 'Followers' })).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Alan Turing' }).getAttribute('href')).toBe('/author/8');
    expect(within(card).getByRole('button', { name: 'Follow Alan Turing' })).toBeTruthy();
    expect(screen.getByText('1 person follows you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'People you follow' }).getAttribute('href')).toBe('/following');
  });

  it("says 'No followers yet.' when nobody follows the viewer", async () => {
    const { resolvePending } = renderRoute('/followers', {
      Query: () => ({ viewer }),
      FollowersConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await resolvePending();
    expect(await screen.findByText(new RegExp(`^${NO_FOLLOWERS_TEXT.replace('.', '\\.')}`))).toBeTruthy();
  });
});
