import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';

const viewer = { id: 'Viewer:7', databaseId: 7, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null };

const jot = (n: number) => ({
  id: `Jot:${n}`,
  databaseId: n,
  slug: `jot-${n}`,
  title: `Jot number ${n}`,
  contentText: 'Some text.',
  contentType: 'STORY',
  createdAt: '2024-05-01T12:00:00Z',
});

function withJots(jots: ReturnType<typeof jot>[], totalCount = jots.length) {
  return {
    Query: () => ({ viewer }),
    ViewerJotsConnection: () => ({ totalCount, edges: jots.map((node) => ({ node })) }),
    PageCursors: () => ({ around: [{ page: 1, isCurrent: true, cursor: 'a' }], first: null, last: null, previous: null }),
  };
}

describe('/my-jots', () => {
  beforeEach(() => window.localStorage.clear());

  it("shows 'My Posted Jots', the level buttons and the viewer's jots with Edit links", async () => {
    const rendered = renderRoute('/my-jots', withJots([jot(1), jot(2)]));
    await rendered.resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Posted Jots' })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'Filter by level' });
    expect(within(filters).getAllByRole('button').map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['All', 'true'],
      ['Beginner', 'false'],
      ['Intermediate', 'false'],
      ['Advanced', 'false'],
      ['Expert', 'false'],
    ]);
    const list = await screen.findByRole('list', { name: 'My jots' });
    expect(within(list).getByRole('heading', { name: 'Jot number 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Jot number 2' }).getAttribute('href')).toBe('/jot/edit/2');
    const query = rendered.operations.find((op) => op.request.node.params.name === 'MyJotsPageQuery');
    expect(query?.request.variables).toEqual({ level: 'ALL', first: 12, page: 1 });
  });

  it('filters by level from page 1 again', async () => {
    const rendered = renderRoute('/my-jots?page=2', withJots([jot(1)], 13));
    await rendered.resolvePending();
    await screen.findByRole('list', { name: 'My jots' });
    fireEvent.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe('?level=advanced'));
    await rendered.resolvePending();
    const queries = rendered.operations.filter((op) => op.request.node.params.name === 'MyJotsPageQuery');
    expect(queries.at(-1)?.request.variables).toEqual({ level: 'ADVANCED', first: 12, page: 1 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Advanced' }).getAttribute('aria-pressed')).toBe('true'));
  });

  it('invites a first jot when there is none', async () => {
    const rendered = renderRoute('/my-jots', withJots([], 0));
    await rendered.resolvePending();
    const invitation = (await screen.findByText('Feel free to create your first jot.')).parentElement!;
    // The header has its own Create a Jot button; this one sits with the invitation.
    expect(within(invitation).getByRole('link', { name: 'Create a Jot' }).getAttribute('href')).toBe('/jot/create');
  });

  it('says when a level has none of the jots, and offers all levels again', async () => {
    const rendered = renderRoute('/my-jots?level=expert', withJots([], 0));
    await rendered.resolvePending();
    await screen.findByText('You have no jots at the Expert level.');
    expect(screen.queryByText('Feel free to create your first jot.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show all levels' }));
    await waitFor(() => expect(rendered.router.state.location.search).toBe(''));
  });

  it('sends visitors Home', async () => {
    const rendered = renderRoute('/my-jots');
    await rendered.resolvePending();
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/'));
  });
});
