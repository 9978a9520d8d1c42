import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MockResolvers } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';
import { getBlockedUsers } from '../../components/block-list/blockList.ts';
import { END_OF_LIST_TEXT } from '../../components/pagination/EndlessList.tsx';
import { PRIVATE_ACCOUNT_TEXT } from './AuthorPage.tsx';

interface Author {
  [field: string]: string | number | boolean | null | Author[] | Record<string, unknown>[];
}

const grace: Author = {
  id: 'User:7',
  databaseId: 7,
  name: 'Grace Hopper',
  avatarUrl: '/storage/avatars/7.png',
  createdAt: '2024-03-07T09:30:00Z',
  bio: 'Wrote the first compiler.',
  isPrivate: false,
  isExpert: false,
  viewerIsFollowing: false,
  facebook: null,
  linkedin: 'https://www.linkedin.com/in/grace',
  instagram: null,
  twitter: null,
  pinterest: null,
  storefrontUrl: null,
  followerCount: 2,
  followingCount: 1,
  jotCount: 2,
  achievements: [{ id: 'Achievement:1', title: 'First Jot', imageUrl: '/storage/badges/first.png', description: 'Shared a first jot.' }],
};

function resolvers(user: Author, viewerDatabaseId: number | null): MockResolvers {
  const viewer = viewerDatabaseId === null ? null : { id: `Viewer:${viewerDatabaseId}`, databaseId: viewerDatabaseId, name: 'Someone', defaultPod: null };
  return {
    Query: () => ({ viewer }),
    User: () => ({ ...grace, ...user }),
    UserJotsConnection: () => ({
      edges: [1, 2].map((n) => ({ cursor: `c${n}`, node: { id: `Jot:${n}`, databaseId: n, title: `Jot ${n}`, slug: `jot-${n}` } })),
      pageInfo: { hasNextPage: false, endCursor: 'c2' },
    }),
  };
}

async function renderAuthor(user: Author = {}, viewerDatabaseId: number | null = null) {
  const result = renderRoute('/author/7', resolvers(user, viewerDatabaseId));
  await result.resolvePending();
  await screen.findByRole('heading', { level: 1, name: String(user['name'] ?? grace['name']) });
  return result;
}

afterEach(() => window.localStorage.clear());

describe('/author/:id', () => {
  it('shows avatar, member since, bio, social links, achievements, jots and End of list.', async () => {
    const { operations } = await renderAuthor({}, 1);
    const query = operations.find((op) => op.request.node.params.name === 'AuthorPageQuery');
    expect(query?.request.variables).toEqual({ databaseId: 7, first: 12, excludeAuthors: [] });

    // Chakra shows the image once it has loaded (happy-dom loads none): check the element itself.
    expect(document.querySelector('img[alt="Avatar of Grace Hopper"]')).not.toBeNull();
    expect(screen.getByText('Member since March 2024')).toBeTruthy();
    expect(screen.getByText('Wrote the first compiler.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /LinkedIn/ }).getAttribute('target')).toBe('_blank');
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(within(achievements).getByText('First Jot')).toBeTruthy();
    expect(within(achievements).getByRole('img', { name: 'First Jot badge' })).toBeTruthy();

    const jots = screen.getByRole('region', { name: 'Jots' });
    expect(within(jots).getAllByRole('article')).toHaveLength(2);
    // Not the viewer's jots: no Edit links.
    expect(within(jots).queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.getByText(END_OF_LIST_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Follow Grace Hopper' })).toBeTruthy();
  });

  it("says 'This account is private.' to others instead of bio and links", async () => {
    await renderAuthor({ isPrivate: true, bio: null, linkedin: null }, 1);
    expect(screen.getByText(PRIVATE_ACCOUNT_TEXT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).toBeNull();
  });

  it('shows its owner their private profile, Edit links, and no follow or block', async () => {
    await renderAuthor({ isPrivate: true }, 7);
    expect(screen.queryByText(PRIVATE_ACCOUNT_TEXT)).toBeNull();
    expect(screen.getByText('Wrote the first compiler.')).toBeTruthy();
    const edit = screen.getByRole('link', { name: 'Edit Jot 1' });
    expect(edit.getAttribute('href')).toBe('/jot/edit/1');
    expect(screen.queryByRole('button', { name: /follow/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
  });

  it('offers no Block for the expert account', async () => {
    await renderAuthor({ isExpert: true, name: 'Jotpod Expert' }, 1);
    expect(screen.queryByRole('button', { name: 'Block' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow Jotpod Expert' })).toBeTruthy();
  });

  it('blocks and unblocks on this device, asking for the jots again without them', async () => {
    const { environment } = await renderAuthor({}, 1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Block' })));
    expect(getBlockedUsers()).toEqual(['User:7']);
    expect(screen.getByText(/You blocked this author/)).toBeTruthy();
    const again = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'AuthorPageQuery');
    expect(again?.request.variables['excludeAuthors']).toEqual(['User:7']);

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(getBlockedUsers()).toEqual([]);
  });

  it('shows the 404 page for an unknown author', async () => {
    const { resolvePending } = renderRoute('/author/999', { Query: () => ({ viewer: null, user: null }) });
    await resolvePending();
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});
