import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { LIST_ITEM_INCLUDES, presentListItems } from '../relations.ts';
import { findListItem, listItemPage, listItemsByIds } from './queries.ts';

const LIST_ITEM_PAGE = 100;

export function registerListItemRoutes(app: FastifyInstance, db: Db): void {
  app.get('/list-items', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(LIST_ITEM_INCLUDES);
    const sectionId = q.integer('section_id', { min: 1 });
    const page = q.page(LIST_ITEM_PAGE);
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentListItems(ctx, await listItemsByIds(db, ids), include));
    const { rows, total } = await listItemPage(db, { sectionId }, page);
    return list(await presentListItems(ctx, rows, include), total, page);
  });

  app.get<{ Params: { id: string } }>('/list-items/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(LIST_ITEM_INCLUDES);
    q.done();
    const row = await findListItem(db, request.params.id);
    if (!row) throw new NotFoundError('ListItem', request.params.id);
    const [item] = await presentListItems(contextOf(db, request), [row], include);
    return one(item);
  });
}
