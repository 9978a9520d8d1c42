import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { contextOf } from '../context.ts';
import { presentGlossaryTerms, type GlossaryTermInclude } from './present.ts';
import { findGlossaryTerm, glossaryTermPage, glossaryTermsByIds } from './queries.ts';

const INCLUDES: readonly GlossaryTermInclude[] = ['pods'];
const GLOSSARY_PAGE = 20;

export function registerGlossaryTermRoutes(app: FastifyInstance, db: Db): void {
  app.get('/glossary-terms', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(INCLUDES);
    const podId = q.integer('pod_id', { min: 1 });
    const letter = q.matching('letter', /^[A-Za-z]$/, 'The letter field must be a single letter from A to Z.');
    const page = q.page(GLOSSARY_PAGE);
    const ids = q.ids();
    q.done();
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentGlossaryTerms(ctx, await glossaryTermsByIds(db, ids), include));
    const { rows, total } = await glossaryTermPage(db, { podId, letter }, page);
    return list(await presentGlossaryTerms(ctx, rows, include), total, page);
  });

  app.get<{ Params: { id: string } }>('/glossary-terms/:id', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(INCLUDES);
    q.done();
    const row = await findGlossaryTerm(db, request.params.id);
    if (!row) throw new NotFoundError('GlossaryTerm', request.params.id);
    const [term] = await presentGlossaryTerms(contextOf(db, request), [row], include);
    return one(term);
  });
}
