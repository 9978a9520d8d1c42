import type { NotificationJson, UnreadNotificationsJson } from '@jotpod/api/contract';
import { toQueryString, type UpstreamClient } from './client.ts';
import { unwrapSingle, type ListPage } from './envelope.ts';
import { UpstreamUnavailableError } from './errors.ts';
import { excludeParam } from './jots.ts';
import type { PageRequest } from './social.ts';

/**
 * The signed-in user's notifications (GET /users/notifications, /unread-count, POST
 * /users/notifications/read). Each takes the reader's block list as the jot lists do.
 */

export function notificationPage(upstream: UpstreamClient, page: PageRequest, excludeUserIds?: readonly number[]): Promise<ListPage<NotificationJson>> {
  return upstream.getList<NotificationJson>('/users/notifications', { exclude_user_ids: excludeParam(excludeUserIds), page: page.page, size: page.size });
}

export async function unreadNotificationCount(upstream: UpstreamClient, excludeUserIds?: readonly number[]): Promise<number> {
  return countOf(
    await upstream.getJson('/users/notifications/unread-count', { exclude_user_ids: excludeParam(excludeUserIds) }),
    'GET /users/notifications/unread-count',
  );
}

/** Marks the given entries (REST ids) or all of them read; answers the new unread count. */
export async function markNotificationsRead(
  upstream: UpstreamClient,
  which: readonly number[] | 'all',
  excludeUserIds?: readonly number[],
): Promise<number> {
  const path = `/users/notifications/read${toQueryString({ exclude_user_ids: excludeParam(excludeUserIds) })}`;
  return countOf(await upstream.postJson(path, which === 'all' ? { all: true } : { ids: which }), 'POST /users/notifications/read');
}

function countOf(body: unknown, what: string): number {
  const data = unwrapSingle(body) as Partial<UnreadNotificationsJson> | undefined;
  if (typeof data?.unread_count !== 'number') throw new UpstreamUnavailableError(`${what}: not a {data: {unread_count}} envelope`);
  return data.unread_count;
}
