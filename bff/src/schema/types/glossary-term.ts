import type { Context } from '../../context.ts';
import { sanitizeHtml } from '../../html/sanitize.ts';
import { batchLoaderById } from '../../loaders/batch.ts';
import { glossaryTermsByIds } from '../../upstream/glossary.ts';
import type { GlossaryTermRecord } from '../../upstream/records.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';
import { PodRef } from './pod.ts';

/** Terms with their pods, for term records that arrive without them (not through the loader). */
const termWithPodsLoader = batchLoaderById((context, ids) => glossaryTermsByIds(context.upstream, ids));

/** A glossary term (the pod glossary's modal). Batched by id, always with its pods. */
export const GlossaryTermRef = builder.loadableNodeRef('GlossaryTerm', {
  id: { resolve: (term: GlossaryTermRecord) => term.id, parse: parseDatabaseId },
  load: (ids: number[], context: Context) => glossaryTermsByIds(context.upstream, ids),
  toKey: (term) => term.id,
  sort: true,
  cacheResolved: true,
  loaderOptions: { maxBatchSize: 100 },
});

GlossaryTermRef.implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    contentHtml: t.string({ description: 'Sanitized HTML.', resolve: (term) => sanitizeHtml(term.content) }),
    referenceUrl: t.string({ nullable: true, description: 'Kept out of the modal by the spec.', resolve: (term) => term.reference_url }),
    firstLetter: t.exposeString('first_letter', { description: 'Upper case A-Z (the letter filter).' }),
    pods: t.field({
      type: [PodRef],
      resolve: async (term, _args, context) => term.pods ?? (await termWithPodsLoader(context).load(term.id))?.pods ?? [],
    }),
  }),
});
