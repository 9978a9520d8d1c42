import type { FastifyPluginAsync } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { list, one } from '../http/envelope.ts';
import { ValidationError } from '../http/errors.ts';
import { MAX_BATCH_IDS, QueryReader } from '../http/query.ts';
import type { UnreadNotificationsJson } from '../contract/resources.ts';
import { contextOf } from '../resources/context.ts';
import { MAX_EXCLUDED_USERS } from '../resources/jots/routes.ts';
import { presentNotifications } from './present.ts';
import { noteNotified } from './recipients.ts';
import { markRead, notificationPage, unreadCount } from './queries.ts';

/** A page of the list: the bell shows a few, /notifications scrolls on. */
const NOTIFICATION_PAGE = 20;

/**
 * The signed-in user's notifications: the list, the unread count, marking read. Each takes the
 * reader's block list as the feeds do (`exclude_user_ids`): blocked actors are not shown or
 * counted. Everything is the caller's own: there is no way to name another user. Register with
 * the api prefix.
 */
export const notificationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/users/notifications', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    const page = q.page(NOTIFICATION_PAGE);
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS) ?? [];
    q.done();
    const viewerId = viewerOf(request).id;
    const { rows, total } = await notificationPage(db, viewerId, excludeUserIds, page);
    return list(await presentNotifications(contextOf(db, request), viewerId, rows), total, page);
  });

  app.get('/users/notifications/unread-count', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS) ?? [];
    q.done();
    return one<UnreadNotificationsJson>({ unread_count: await unreadCount(db, viewerOf(request).id, excludeUserIds) });
  });

  /** {ids: [...]} marks those, {all: true} everything; answers the new unread count. */
  app.post('/users/notifications/read', { preHandler: requireUser }, async (request) => {
    const q = new QueryReader(request.query);
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS) ?? [];
    q.done();
    const which = readSelection(request.body);
    const viewerId = viewerOf(request).id;
    // The reader's other open pages show the new count too.
    if (await markRead(db, viewerId, which)) noteNotified([viewerId]);
    return one<UnreadNotificationsJson>({ unread_count: await unreadCount(db, viewerId, excludeUserIds) });
  });
};

function readSelection(body: unknown): readonly number[] | 'all' {
  const input = (typeof body === 'object' && body !== null ? body : {}) as { ids?: unknown; all?: unknown };
  if (input.all !== undefined && input.all !== null && typeof input.all !== 'boolean') {
    throw new ValidationError({ all: ['The all field must be true or false.'] });
  }
  if (input.all === true) return 'all';
  const { ids } = input;
  if (ids === undefined || ids === null) throw new ValidationError({ ids: ['The ids field is required when all is not present.'] });
  if (!Array.isArray(ids) || !ids.every((id) => Number.isSafeInteger(id) && (id as number) >= 1)) {
    throw new ValidationError({ ids: ['The ids field must be a list of notification ids.'] });
  }
  if (ids.length > MAX_BATCH_IDS) throw new ValidationError({ ids: [`The ids field must not have more than ${MAX_BATCH_IDS} items.`] });
  return ids as number[];
}
