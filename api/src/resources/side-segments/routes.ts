import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { whole } from '../../http/envelope.ts';
import { QueryReader } from '../../http/query.ts';
import { serializeSideSegment } from './present.ts';
import { sideSegments, sideSegmentsByIds } from './queries.ts';

export function registerSideSegmentRoutes(app: FastifyInstance, db: Db): void {
  app.get('/side-segments', async (request) => {
    const q = new QueryReader(request.query);
    q.include([]);
    const containerId = q.integer('container_id', { min: 1 });
    const ids = q.ids();
    q.done();
    if (ids) return whole((await sideSegmentsByIds(db, ids)).map(serializeSideSegment));
    return whole((await sideSegments(db, containerId)).map(serializeSideSegment));
  });
}
