import type { Context } from '../../context.ts';
import { sanitizeHtml } from '../../html/sanitize.ts';
import { htmlToText } from '../../html/text.ts';
import type { PageCursors } from '../../pagination/page-cursors.ts';
import { findJot, jotsByIds } from '../../upstream/jots.ts';
import type { JotContentTypeValue, JotRecord } from '../../upstream/records.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';
import { ContainerRef } from './container.ts';
import { JotImageRef, imagesOfJot } from './jot-image.ts';
import { JotLevelEnum, jotLevelOf } from './jot-level.ts';
import { ListItemRef } from './list-item.ts';
import { PageCursorsRef } from './page-cursors.ts';
import { PodRef } from './pod.ts';
import { SectionRef } from './section.ts';
import { lookupBySlug } from './slug-lookup.ts';
import { UserRef } from './user.ts';

export const JotContentTypeEnum = builder.enumType('JotContentType', {
  description: 'How a jot is shown: story (image grid), video (embedded player), audio (player), pdf (link), article.',
  values: {
    STORY: { value: 'story' },
    VIDEO: { value: 'video' },
    AUDIO: { value: 'audio' },
    PDF: { value: 'pdf' },
    ARTICLE: { value: 'article' },
  } as const satisfies Record<string, { value: JotContentTypeValue }>,
});

/**
 * A jot. Batched by id; every jot read includes its author (`user`), and the jot page and the
 * PERSONAL feed include the breadcrumb relations too, so cards and the page cost no extra calls.
 */
export const JotRef = builder.loadableNodeRef('Jot', {
  id: { resolve: (jot: JotRecord) => jot.id, parse: parseDatabaseId },
  load: (ids: number[], context: Context) => jotsByIds(context.upstream, ids),
  toKey: (jot) => jot.id,
  sort: true,
  cacheResolved: true,
  loaderOptions: { maxBatchSize: 100 },
});

JotRef.implement({
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (routes accept it in place of the slug).' }),
    slug: t.exposeString('slug'),
    title: t.exposeString('name'),
    contentHtml: t.string({ description: 'Sanitized HTML.', resolve: (jot) => sanitizeHtml(jot.content) }),
    contentText: t.string({
      description: "Plain text: tags stripped, whitespace collapsed (previews cut it at 65 characters plus '...').",
      resolve: (jot) => htmlToText(jot.content),
    }),
    contentType: t.field({ type: JotContentTypeEnum, resolve: (jot) => jot.content_type }),
    contentUrl: t.string({ nullable: true, description: 'Video, audio or pdf address; null for stories.', resolve: (jot) => jot.content_url }),
    level: t.field({ type: JotLevelEnum, resolve: (jot) => jotLevelOf(jot.level) }),
    images: t.field({ type: [JotImageRef], description: 'Ordered by orderColumn.', resolve: (jot) => imagesOfJot(jot) }),
    createdAt: t.exposeString('created_at', { description: "ISO 8601 (shown as 'MMMM D')." }),
    likeCount: t.exposeInt('like_count'),
    viewerHasLiked: t.exposeBoolean('has_liked', { description: 'False for visitors.' }),
    author: t.field({ type: UserRef, resolve: (jot) => jot.user ?? jot.user_id }),
    listItem: t.field({ type: ListItemRef, nullable: true, resolve: (jot) => jot.list_item ?? jot.list_item_id }),
    section: t.field({ type: SectionRef, nullable: true, resolve: (jot) => jot.section ?? jot.section_id }),
    pod: t.field({ type: PodRef, nullable: true, resolve: (jot) => jot.pod ?? jot.pod_id }),
    container: t.field({ type: ContainerRef, nullable: true, resolve: (jot) => jot.container ?? jot.container_id }),
  }),
});

/** Pod.jots: numbered pages (spec: pod jots 12 a page), so it carries pageCursors. */
export const PodJotsConnectionRef = builder.connectionObject(
  {
    type: JotRef,
    name: 'PodJotsConnection',
    fields: (t) => ({
      pageCursors: t.field({
        type: PageCursorsRef,
        resolve: (connection) => (connection as typeof connection & { pageCursors: PageCursors }).pageCursors,
      }),
    }),
  },
  { name: 'PodJotsConnectionEdge' },
);

/** ListItem.jots: "load more" paging. */
export const ListItemJotsConnectionRef = builder.connectionObject({ type: JotRef, name: 'ListItemJotsConnection' }, { name: 'ListItemJotsConnectionEdge' });

builder.queryField('jot', (t) =>
  t.field({
    type: JotRef,
    nullable: true,
    description: 'A jot by slug or numeric id, with its author and breadcrumbs in one REST call; null when there is none.',
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, context) => lookupBySlug(slug, (key) => findJot(context.upstream, key)),
  }),
);
