import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { list, one, whole } from '../../http/envelope.ts';
import { NotFoundError } from '../../http/errors.ts';
import { QueryReader } from '../../http/query.ts';
import { glossaryListing } from '../../search/glossary-listing.ts';
import { finishValidation, readLetter, readSearchText } from '../../search/params.ts';
import { contextOf } from '../context.ts';
import { presentGlossaryTerms, type GlossaryTermInclude } from './present.ts';
import { findGlossaryTerm, glossaryTermsByIds } from './queries.ts';

const INCLUDES: readonly GlossaryTermInclude[] = ['pods'];
const GLOSSARY_PAGE = 20;

export function registerGlossaryTermRoutes(app: FastifyInstance, db: Db): void {
  app.get('/glossary-terms', async (request) => {
    const q = new QueryReader(request.query);
    const include = q.include(INCLUDES);
    const podId = q.integer('pod_id', { min: 1 });
    const letter = readLetter(q);
    // The glossary screen's search box: ranked, prefix and typo tolerant, with the letter.
    const { text, errors } = readSearchText(q, request.query, { required: false });
    const page = q.page(GLOSSARY_PAGE);
    const ids = q.ids();
    finishValidation(q, errors);
    const ctx = contextOf(db, request);
    if (ids) return whole(await presentGlossaryTerms(ctx, await glossaryTermsByIds(db, ids), include));
    const { terms, total, letters } = await glossaryListing(ctx, { podId, letter, text, page, include });
    const envelope = list(terms, total, page);
    // Letter counts for the A-Z filter (letters without terms are absent: shown disabled).
    return { ...envelope, options: { ...envelope.options, facets: { first_letter: letters } } };
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
