import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { JOT_INCLUDES, presentJots } from '../relations.ts';
import { findJot, JOT_ORDER_COLUMNS, jotPage, jotsByIds } from './queries.ts';

const JOT_PAGE = 12;
/** exclude_user_ids is the reader's block list (kept on the device); this bounds one request. */
export const MAX_EXCLUDED_USERS = 500;

export function registerJotRoutes(app: FastifyInstance, db: Db): void {
  app.get('/jots', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    const podId = q.integer('pod_id', { min: 1 });
    const listItemId = q.integer('list_item_id', { min: 1 });
    const userId = q.integer('user_id', { min: 1 });
    const excludeUserIds = q.integerList('exclude_user_ids', MAX_EXCLUDED_USERS);
    const page = q.page(JOT_PAGE);
    const orderBy = q.orderBy(JOT_ORDER_COLUMNS, 'created_at');
    const dir = q.direction('desc');
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentJots(ctx, await jotsByIds(db, ids), include));
    // A signed-in reader's muted authors leave the lists, unless the list is one author's own.
    const mutedBy = userId === undefined ? request.viewer?.id : undefined;
    const { rows, total } = await jotPage(db, { podId, listItemId, userId, excludeUserIds, mutedBy }, { by: orderBy, dir }, page);
    return list(await presentJots(ctx, rows, include), total, page);
  });

  app.get<{ Params: { id: string } }>('/jots/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    q.done();
    const row = await findJot(db, request.params.id);
    if (!row) throw new NotFoundError('Jot', request.params.id);
    const [jot] = await presentJots(contextOf(db, request), [row], include);
    return one(jot);
  });
}
