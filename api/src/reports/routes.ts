import type { FastifyPluginAsync } from 'fastify';
import { requireUser, viewerOf } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import { findJot } from '../resources/jots/queries.ts';
import { fileReport, readReport } from './jot-reports.ts';

/**
 * POST /jots/{id}/report {reason, note}: a signed-in reader reports a jot they can see (204).
 * Reports are never read back over HTTP: only the reports script lists them, so no reader can read
 * anyone's reports. Register with the api prefix.
 */
export const reportRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.post<{ Params: { id: string } }>('/jots/:id/report', { preHandler: requireUser }, async (request, reply) => {
    const jot = await findJot(db, request.params.id);
    if (!jot) throw new NotFoundError('Jot', request.params.id);
    await fileReport(db, jot, viewerOf(request).id, readReport(request.body));
    return reply.code(204).send();
  });
};
