import type { FastifyInstance } from 'fastify';
import { POD_FEED_TAGS } from '../../contract/resources.ts';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { POD_INCLUDES, presentPods } from '../relations.ts';
import { findPod, podPage, podsByIds, POD_ORDER_COLUMNS } from './queries.ts';

const POD_PAGE = 12;

export function registerPodRoutes(app: FastifyInstance, db: Db): void {
  app.get('/pods', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(POD_INCLUDES);
    const containerId = q.integer('container_id', { min: 1 });
    const nameContains = q.matching('name', /^[^\u0000-\u001f]{1,100}$/, 'The name field must be a text of at most 100 characters.');
    const page = q.page(POD_PAGE);
    const orderBy = q.orderBy(POD_ORDER_COLUMNS, 'position');
    const dir = q.direction('asc');
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentPods(ctx, await podsByIds(db, ids), include));
    const { rows, total } = await podPage(db, { containerId, nameContains: nameContains?.trim() || undefined }, { by: orderBy, dir }, page);
    return list(await presentPods(ctx, rows, include), total, page);
  });

  // The feed tabs TRENDING and NEW pods (the PERSONAL tab is /jots).
  app.get<{ Params: { tag: string } }>('/pods/tag/:tag', async (request) => {
    const q = new QueryReader({ ...(request.query as object), tag: request.params.tag.toUpperCase() });
    const tag = q.oneOf('tag', POD_FEED_TAGS);
    const include = q.include(POD_INCLUDES);
    const page = q.page(POD_PAGE);
    q.done();
    const order = tag === 'NEW' ? ({ by: 'created_at', dir: 'desc' } as const) : ({ by: 'trending_score', dir: 'desc' } as const);
    const { rows, total } = await podPage(db, {}, order, page);
    return list(await presentPods(contextOf(db, request), rows, include), total, page);
  });

  app.get<{ Params: { id: string } }>('/pods/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(POD_INCLUDES);
    q.done();
    const row = await findPod(db, request.params.id);
    if (!row) throw new NotFoundError('Pod', request.params.id);
    const [pod] = await presentPods(contextOf(db, request), [row], include);
    return one(pod);
  });
}
