import { sanitizeHtml } from '../../html/sanitize.ts';
import { batchLoaderById } from '../../loaders/batch.ts';
import { glossaryTermsByIds } from '../../upstream/glossary.ts';
import type { GlossaryTermJson } from '@jotpod/api/contract';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';
import { PodRef } from './node-refs.ts';

/** Terms with their pods, for term records that arrive without them (not through the loader). */
const termWithPodsLoader = batchLoaderById((context, ids) => glossaryTermsByIds(context.upstream, ids));

/** A glossary term (the pod glossary's modal). Batched by id, always with its pods. */
export const GlossaryTermRef = nodeLoadedByIds<GlossaryTermJson>('GlossaryTerm', (ids, context) => glossaryTermsByIds(context.upstream, ids));

GlossaryTermRef.implement({
  description: "A term of a pod glossary: a name and its definition (the glossary screen's modal).",
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id.' }),
    name: t.exposeString('name', { description: 'The term as listed (sorted by it).' }),
    slug: t.exposeString('slug', { description: 'URL-safe key of the term; unique among terms.' }),
    contentHtml: t.string({ description: 'The definition as sanitized HTML (allow-listed tags; external links open in a new tab; an image from another site becomes a link to it, "External image: <alt text>").', resolve: (term) => sanitizeHtml(term.content) }),
    referenceUrl: t.string({ nullable: true, description: 'A source for the definition; null when none. The modal does not show it.', resolve: (term) => term.reference_url }),
    firstLetter: t.exposeString('first_letter', { description: 'Upper case A-Z (the letter filter).' }),
    pods: t.field({
      type: [PodRef],
      description: 'The pods whose glossary lists this term (visible ones only).',
      resolve: async (term, _args, context) => term.pods ?? (await termWithPodsLoader(context).load(term.id))?.pods ?? [],
    }),
  }),
});
