import type { FastifyInstance } from 'fastify';
import { viewerOf } from '../auth/viewer.ts';
import { JOT_LEVEL_RANGE } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import { list } from '../http/envelope.ts';
import { QueryReader } from '../http/query.ts';
import { contextOf } from '../resources/context.ts';
import { JOT_INCLUDES, presentJots } from '../resources/relations.ts';
import { JOT_ORDER_COLUMNS, jotPage } from '../resources/jots/queries.ts';

/** My Jots shows 12 a page, oldest first. */
const OWN_JOT_PAGE = 12;

/**
 * GET /users/jots: the signed-in user's jots for My Jots, with the read endpoints' jot shape.
 * `level` 1-4 keeps the jots written at that level; 0 (the All button) or absent keeps all.
 */
export function registerOwnJotRoutes(app: FastifyInstance, db: Db): void {
  app.get('/users/jots', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(JOT_INCLUDES);
    const level = q.integer('level', JOT_LEVEL_RANGE);
    const page = q.page(OWN_JOT_PAGE);
    const orderBy = q.orderBy(JOT_ORDER_COLUMNS, 'created_at');
    const dir = q.direction('asc');
    q.done();
    const userId = viewerOf(request).id;
    const filter = { userId, level: level === 0 ? undefined : level };
    const { rows, total } = await jotPage(db, filter, { by: orderBy, dir }, page);
    return list(await presentJots(contextOf(db, request), rows, include), total, page);
  });
}
