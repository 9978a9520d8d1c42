import type { Context } from '../../context.ts';
import { sanitizeHtml } from '../../html/sanitize.ts';
import { sectionDetailsLoader } from '../../loaders/sections.ts';
import type { SectionJson } from '@jotpod/api/contract';
import { findSection } from '../../upstream/sections.ts';
import { builder } from '../builder.ts';
import { SectionRef, ContainerRef, ListItemRef, PodRef } from './node-refs.ts';
import { lookupBySlug } from '../shared/slug-lookup.ts';


/** The record itself when it carries `key`, else the batched details read (falling back to it). */
async function withRelation<K extends 'children' | 'ancestors' | 'list_items'>(
  section: SectionJson,
  key: K,
  context: Context,
): Promise<NonNullable<SectionJson[K]> | []> {
  const own = section[key];
  if (own) return own;
  const details = await sectionDetailsLoader(context).load(section.id);
  return details?.[key] ?? [];
}

SectionRef.implement({
  description: 'A section of a pod: a chapter that holds list items and may nest sub sections.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (routes accept it in place of the slug).' }),
    name: t.exposeString('name', { description: 'Display name.' }),
    slug: t.exposeString('slug', { description: 'URL key of the section page (/section/{slug}); unique among sections.' }),
    infoHtml: t.string({
      nullable: true,
      description: "The section's about text as sanitized HTML; null when it has none.",
      resolve: (s) => (s.info ? sanitizeHtml(s.info) : null),
    }),
    description: t.string({ nullable: true, description: 'A plain-text summary; null when it has none.', resolve: (s) => s.description }),
    parent: t.field({
      type: SectionRef,
      nullable: true,
      description: 'The section it nests in; null for a top-level section.',
      // The nearest ancestor: breadcrumbs usually ask for both, and then they share one read.
      resolve: async (s, _args, context) => (s.parent_id === null ? null : ((await withRelation(s, 'ancestors', context)).at(-1) ?? null)),
    }),
    ancestors: t.field({
      type: [SectionRef],
      description: 'Root first, excluding this section (for breadcrumbs).',
      resolve: (s, _args, context) => (s.parent_id === null ? [] : withRelation(s, 'ancestors', context)),
    }),
    children: t.field({
      type: [SectionRef],
      description: 'Sub sections in order, each with its own children.',
      resolve: (s, _args, context) => withRelation(s, 'children', context),
    }),
    listItems: t.field({
      type: [ListItemRef],
      description: 'List items in order (linked as /list-item/{slug}?tag=HOT).',
      resolve: (s, _args, context) => withRelation(s, 'list_items', context),
    }),
    pod: t.field({
      type: PodRef,
      nullable: true,
      description: 'The pod it belongs to; null when that is no longer visible.',
      resolve: (s) => s.pod ?? s.pod_id,
    }),
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: "Its pod's container; null when that is no longer visible.",
      resolve: (s) => s.container ?? s.container_id,
    }),
  }),
});

builder.queryField('section', (t) =>
  t.field({
    type: SectionRef,
    nullable: true,
    description: 'A section by slug or numeric id, with everything its screen shows in one REST call; null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'The slug or the numeric REST id, as routes take either.' }) },
    resolve: (_root, { slug }, context) => lookupBySlug(slug, (key) => findSection(context.upstream, key)),
  }),
);
