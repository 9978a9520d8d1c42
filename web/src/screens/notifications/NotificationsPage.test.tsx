import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute.tsx';
import { NO_NOTIFICATIONS_TEXT } from '../../components/notifications/NotificationsBell.tsx';

const viewer = { id: 'Viewer:1', databaseId: 1, name: 'Bea Author', avatarUrl: null, defaultPod: null };
const ana = { id: 'User:2', databaseId: 2, name: 'Ana Ruiz' };
const bo = { id: 'User:3', databaseId: 3, name: 'Bo Li' };
const jot = { id: 'Jot:9', slug: 'rock-pools', title: 'Rock pools' };

afterEach(() => window.localStorage.clear());

function entry(id: string, fields: Record<string, unknown>) {
  return { cursor: id, node: { id, isRead: false, createdAt: '2026-03-07T10:00:00.000Z', jot: null, achievement: null, actors: [], actorCount: 0, ...fields } };
}

describe('/notifications', () => {
  it('says each notification as a sentence linking the people and the jot, likes grouped, with the unread count', async () => {
    window.localStorage.setItem('blockedUsers', '["User:4"]');
    const { resolvePending, operations } = renderRoute('/notifications', {
      Query: () => ({ viewer }),
      Viewer: () => ({ ...viewer, unreadNotificationCount: 3 }),
      NotificationsUpdate: () => ({ unreadCount: 3, latest: [] }),
      NotificationsConnection: () => ({
        edges: [
          entry('Notification:1', { kind: 'LIKE', actors: [bo, ana], actorCount: 4, jot }),
          entry('Notification:2', { kind: 'FOLLOW', actors: [ana], actorCount: 1 }),
          entry('Notification:3', { kind: 'JOT', actors: [ana], actorCount: 1, jot }),
          entry('Notification:4', { kind: 'ACHIEVEMENT', achievement: { id: 'Achievement:1', title: 'First Spark' }, isRead: true }),
        ],
        pageInfo: { hasNextPage: false, endCursor: 'Notification:4' },
      }),
    });
    await resolvePending();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    const items = within(await screen.findByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Bo Li and 3 others liked “Rock pools”.March 7Unread',
      'Ana Ruiz followed you.March 7Unread',
      'Ana Ruiz shared “Rock pools”.March 7Unread',
      'You earned First Spark.March 7',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Bo Li' }).getAttribute('href')).toBe('/author/3');
    expect(within(items[0]!).getByRole('link', { name: 'Rock pools' }).getAttribute('href')).toBe('/jot/rock-pools');
    expect(within(items[3]!).getByRole('link', { name: 'First Spark' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByText('3 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    const query = operations.find((op) => op.request.node.params.name === 'NotificationsPageQuery');
    expect(query?.request.variables).toEqual({ first: 20, excludeAuthors: ['User:4'] });
  });

  it(`says "${NO_NOTIFICATIONS_TEXT}" when there are none`, async () => {
    const { resolvePending } = renderRoute('/notifications', {
      Query: () => ({ viewer }),
      NotificationsUpdate: () => ({ unreadCount: 0, latest: [] }),
      NotificationsConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    });
    await resolvePending();
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT, { selector: 'main *' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows the error state, not a blank page, when the notifications cannot be loaded', async () => {
    const { rejectPending } = renderRoute('/notifications', { Query: () => ({ viewer }), NotificationsUpdate: () => ({ unreadCount: 0, latest: [] }) });
    // The session answers first; the page's query starts after it, and fails.
    await rejectPending('NotificationsPageQuery', new Error('bff down'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });
});
