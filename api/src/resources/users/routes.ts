import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { keyAsId } from '../../http/lookup.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { presentUsers } from './present.ts';
import { userPage, usersByIds } from './queries.ts';

const USER_PAGE = 12;

export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  app.get('/users', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    const page = q.page(USER_PAGE);
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentUsers(ctx, await usersByIds(db, ids)));
    const { rows, total } = await userPage(db, page);
    return list(await presentUsers(ctx, rows), total, page);
  });

  // Users have no slugs: /users/{id} is numeric only.
  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    const id = keyAsId(request.params.id);
    const [row] = id === null ? [] : await usersByIds(db, [id]);
    if (!row) throw new NotFoundError('User', request.params.id);
    const [user] = await presentUsers(contextOf(db, request), [row]);
    return one(user);
  });
}
