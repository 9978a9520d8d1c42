import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { whole } from '../../http/envelope.ts';
import { QueryReader } from '../../http/query.ts';
import { serializeBanner } from './present.ts';
import { activeBanners } from './queries.ts';

export function registerBannerRoutes(app: FastifyInstance, db: Db): void {
  app.get('/banners', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    q.done();
    return whole((await activeBanners(db)).map(serializeBanner));
  });
}
