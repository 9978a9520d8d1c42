import { sanitizeHtml } from '../../html/sanitize.ts';
import { htmlToText } from '../../html/text.ts';
import { findJot } from '../../upstream/jots.ts';
import type { JotContentType, JotJson, ListItemJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { coveringValues } from '../shared/enum-values.ts';
import { JotRef, ContainerRef, JotImageRef, imagesOfJot, ListItemRef, PodRef, SectionRef, UserRef } from './node-refs.ts';
import { JotLevelEnum, jotLevelOf } from './jot-level.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { lookupBySlug } from '../shared/slug-lookup.ts';

export const JotContentTypeEnum = builder.enumType('JotContentType', {
  description: 'How a jot is shown: story (image grid), video (embedded player), audio (player), pdf (link), article.',
  values: coveringValues<JotContentType>()({
    STORY: { value: 'story', description: 'Text with an image grid (`images`); no `contentUrl`.' },
    VIDEO: { value: 'video', description: 'A video at `contentUrl`, shown in an embedded player.' },
    AUDIO: { value: 'audio', description: 'An audio file or stream at `contentUrl`, shown in a player.' },
    PDF: { value: 'pdf', description: 'A PDF document at `contentUrl`, shown as a link.' },
    ARTICLE: { value: 'article', description: 'A web article at `contentUrl`, shown as a link with the text.' },
  }),
});

/**
 * The jot's list item with the section, pod and container the jot's read included (they are the
 * list item's own chain), so `jot { listItem { section pod container } }` costs no call by id.
 * Without them a screen's cost would hang on which answer came first: the container list primes
 * the container loader only if it lands before the list item asks for its container.
 */
function listItemWithChain(item: ListItemJson, jot: JotJson): ListItemJson {
  return {
    ...item,
    section: item.section ?? jot.section,
    pod: item.pod ?? jot.pod,
    container: item.container ?? jot.container,
  };
}


JotRef.implement({
  description: 'A jot: a short post filed under a list item (Container › Pod › Section › List item › Jot), written by a user.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (routes accept it in place of the slug).' }),
    slug: t.exposeString('slug', { description: 'URL key of the jot page (/jot/{slug}); unique among jots.' }),
    title: t.exposeString('name', { description: 'The title, plain text (at most 255 characters).' }),
    contentHtml: t.string({ description: 'The body as sanitized HTML (allow-listed tags; external links open in a new tab; an image from another site becomes a link to it, "External image: <alt text>").', resolve: (jot) => sanitizeHtml(jot.content) }),
    contentText: t.string({
      description: "Plain text: tags stripped, whitespace collapsed (previews cut it at 65 characters plus '...').",
      resolve: (jot) => htmlToText(jot.content),
    }),
    contentType: t.field({ type: JotContentTypeEnum, description: 'How to show it (and whether `contentUrl` is set).', resolve: (jot) => jot.content_type }),
    contentUrl: t.string({ nullable: true, description: 'Video, audio or pdf address; null for stories.', resolve: (jot) => jot.content_url }),
    level: t.field({ type: JotLevelEnum, description: "The author's jot level when the jot was created.", resolve: (jot) => jotLevelOf(jot.level) }),
    images: t.field({ type: [JotImageRef], description: 'Its images in display order (orderColumn, then upload order); empty when none.', resolve: (jot) => imagesOfJot(jot) }),
    createdAt: t.exposeString('created_at', { description: "ISO 8601 (shown as 'MMMM D')." }),
    likeCount: t.exposeInt('like_count', { description: 'How many users like it.' }),
    viewerHasLiked: t.exposeBoolean('has_liked', { description: 'Whether the signed-in viewer likes it (the like button state); false for visitors.' }),
    author: t.field({ type: UserRef, description: 'Who wrote it.', resolve: (jot) => jot.user ?? jot.user_id }),
    listItem: t.field({
      type: ListItemRef,
      nullable: true,
      description: 'The list item it is filed under (breadcrumb); null when that is no longer visible.',
      resolve: (jot) => (jot.list_item ? listItemWithChain(jot.list_item, jot) : jot.list_item_id),
    }),
    section: t.field({
      type: SectionRef,
      nullable: true,
      description: "Its list item's section (breadcrumb); null when that is no longer visible.",
      resolve: (jot) => jot.section ?? jot.section_id,
    }),
    pod: t.field({
      type: PodRef,
      nullable: true,
      description: "Its list item's pod (breadcrumb, the card's pod badge); null when that is no longer visible.",
      resolve: (jot) => jot.pod ?? jot.pod_id,
    }),
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: "Its pod's container (breadcrumb); null when that is no longer visible.",
      resolve: (jot) => jot.container ?? jot.container_id,
    }),
  }),
});

/** Pod.jots: numbered pages (spec: pod jots 12 a page), so it carries pageCursors. */
export const PodJotsConnectionRef = builder.connectionObject(
  {
    type: JotRef,
    name: 'PodJotsConnection',
    description: "A page of a pod's jots, newest first, with numbered pagination.",
    fields: (t) => ({
      pageCursors: pageCursorsField(t),
    }),
  },
  { name: 'PodJotsConnectionEdge', description: 'A jot of the pod page, with its cursor.' },
);

/** ListItem.jots: "load more" paging. */
export const ListItemJotsConnectionRef = builder.connectionObject(
  { type: JotRef, name: 'ListItemJotsConnection', description: "A page of a list item's jots in the tab's order (\"load more\": the next page comes with `after`)." },
  { name: 'ListItemJotsConnectionEdge', description: 'A jot of the list item page, with its cursor.' },
);

builder.queryField('jot', (t) =>
  t.field({
    type: JotRef,
    nullable: true,
    description: 'A jot by slug or numeric id, with its author and breadcrumbs in one REST call; null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'The slug or the numeric REST id, as routes take either.' }) },
    resolve: (_root, { slug }, context) => lookupBySlug(slug, (key) => findJot(context.upstream, key)),
  }),
);
