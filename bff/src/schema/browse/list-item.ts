import { sanitizeHtml } from '../../html/sanitize.ts';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { jotPage, type JotOrder } from '../../upstream/jots.ts';
import { findListItem } from '../../upstream/list-items.ts';
import { builder } from '../builder.ts';
import { ListItemRef, ContainerRef, PodRef, SectionRef, UserRef } from './node-refs.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from './exclude-authors.ts';
import { ListItemJotsConnectionRef } from './jot.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { lookupBySlug } from '../shared/slug-lookup.ts';

/** List-item jots come 12 a page, like the pod's, so the screens stay alike. */
const LIST_ITEM_JOTS_PAGE_SIZE = 12;

export const ListItemTagEnum = builder.enumType('ListItemTag', {
  description: 'The tabs of a list item; every ordering is descending.',
  values: {
    TRENDING: { value: 'trending_score', description: 'Highest trending score first (the default tab).' },
    HOT: { value: 'like_count', description: 'Most liked first.' },
    NEW: { value: 'created_at', description: 'Newest first.' },
  } as const satisfies Record<string, { value: JotOrder; description: string }>,
});


ListItemRef.implement({
  description: 'A list item of a section: an article with the jots filed under it (also the legal pages of the company pod).',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (legacy footer links use it).' }),
    name: t.exposeString('name', { description: 'Display name (the article title).' }),
    slug: t.exposeString('slug', { description: 'URL key of the list item page (/list-item/{slug}); unique among list items.' }),
    articleHtml: t.string({ nullable: true, description: 'The article as sanitized HTML; null when it has none.', resolve: (item) => (item.article ? sanitizeHtml(item.article) : null) }),
    section: t.field({
      type: SectionRef,
      nullable: true,
      description: 'The section it belongs to (breadcrumb); null when that is no longer visible.',
      resolve: (item) => item.section ?? item.section_id,
    }),
    pod: t.field({
      type: PodRef,
      nullable: true,
      description: "Its section's pod (breadcrumb); null when that is no longer visible.",
      resolve: (item) => item.pod ?? item.pod_id,
    }),
    container: t.field({
      type: ContainerRef,
      nullable: true,
      description: "Its pod's container (breadcrumb); null when that is no longer visible.",
      resolve: (item) => item.container ?? item.container_id,
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who wrote the article; null when no author is credited.',
      // `author` is null (not absent) when included and there is none.
      resolve: (item) => (item.author !== undefined ? item.author : item.author_id),
    }),
    jots: t.field({
      type: ListItemJotsConnectionRef,
      description: `Jots of this list item in the tab's order; ${LIST_ITEM_JOTS_PAGE_SIZE} a page ("load more"), at most 100.`,
      args: {
        tag: t.arg({ type: ListItemTagEnum, defaultValue: 'trending_score', description: 'The tab, i.e. the order; omitted or null: TRENDING.' }),
        first: t.arg.int({ defaultValue: LIST_ITEM_JOTS_PAGE_SIZE, description: pageArgDescriptions.first(LIST_ITEM_JOTS_PAGE_SIZE) }),
        after: t.arg.string({ description: pageArgDescriptions.after }),
        excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
      },
      // An explicit null reads as the default (the arguments are nullable, as Relay expects).
      resolve: (item, { tag, first, after, excludeAuthors }, context) => {
        const excludeUserIds = excludedUserIds(excludeAuthors);
        return resolvePagedConnection({ first, after }, { defaultSize: LIST_ITEM_JOTS_PAGE_SIZE }, (page) =>
          jotPage(context.upstream, { listItemId: item.id, excludeUserIds }, tag ?? 'trending_score', page),
        );
      },
    }),
  }),
});

builder.queryField('listItem', (t) =>
  t.field({
    type: ListItemRef,
    nullable: true,
    description: 'A list item by slug or numeric id (`terms-of-use`, legacy numeric footer links); null when there is none.',
    args: { slug: t.arg.string({ required: true, description: 'The slug or the numeric REST id, as routes take either.' }) },
    resolve: (_root, { slug }, context) => lookupBySlug(slug, (key) => findListItem(context.upstream, key)),
  }),
);
