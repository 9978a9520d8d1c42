import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { presentSections, SECTION_INCLUDES } from '../relations.ts';
import { findSection, sectionPage, sectionsByIds } from './queries.ts';

/** Sections are navigation: screens show a pod's whole level at once. */
const SECTION_PAGE = 100;

export function registerSectionRoutes(app: FastifyInstance, db: Db): void {
  app.get('/sections', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(SECTION_INCLUDES);
    const podId = q.integer('pod_id', { min: 1 });
    const parentId = q.nullableId('parent_id');
    const page = q.page(SECTION_PAGE);
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentSections(ctx, await sectionsByIds(db, ids), include));
    const { rows, total } = await sectionPage(db, { podId, parentId }, page);
    return list(await presentSections(ctx, rows, include), total, page);
  });

  app.get<{ Params: { id: string } }>('/sections/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(SECTION_INCLUDES);
    q.done();
    const row = await findSection(db, request.params.id);
    if (!row) throw new NotFoundError('Section', request.params.id);
    const [section] = await presentSections(contextOf(db, request), [row], include);
    return one(section);
  });
}
