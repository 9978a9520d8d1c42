import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, pagination, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { serializePods } from '../pods/present.ts';
import { podPage } from '../pods/queries.ts';
import { CONTAINER_INCLUDES, presentContainers } from '../relations.ts';
import { containerPage, containersByIds, findContainer } from './queries.ts';

/** The sidebar loads every container at once (spec: size 99999). */
const ALL_CONTAINERS = 99999;
const CONTAINER_PODS_PAGE = 12;

export function registerContainerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/containers', async (request) => {
    const q = new QueryReader(request.query);
    const page = q.page(ALL_CONTAINERS, ALL_CONTAINERS);
    const section = q.oneOf('section', ['0', '1'] as const);
    const include = q.include(CONTAINER_INCLUDES);
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentContainers(ctx, await containersByIds(db, ids), include));
    const { rows, total } = await containerPage(db, { section: section === undefined ? undefined : Number(section) }, page);
    return list(await presentContainers(ctx, rows, include), total, page);
  });

  // The container page: its pods arrive paged (page/size apply to them) with full pods_pagination.
  app.get<{ Params: { id: string } }>('/containers/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(CONTAINER_INCLUDES);
    const page = q.page(CONTAINER_PODS_PAGE);
    q.done();
    const row = await findContainer(db, request.params.id);
    if (!row) throw new NotFoundError('Container', request.params.id);
    const ctx = contextOf(db, request);
    const [container] = await presentContainers(ctx, [row], new Set());
    if (!container) throw new NotFoundError('Container', request.params.id);
    if (include.has('pods')) {
      const pods = await podPage(db, { containerId: row.id }, { by: 'position', dir: 'asc' }, page);
      container.pods = await serializePods(ctx, pods.rows);
      container.pods_pagination = pagination(pods.total, page);
    }
    return one(container);
  });
}
