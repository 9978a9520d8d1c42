import { BadUserInputError } from '../../bad-user-input.ts';
import { sanitizeHtml } from '../../html/sanitize.ts';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { findContainer, listContainers } from '../../upstream/containers.ts';
import { podChoicesOfContainer, podsOfContainer } from '../../upstream/pods.ts';
import { builder } from '../builder.ts';
import { asDatabaseId } from '../ids.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { ContainerRef, PodRef } from './node-refs.ts';

/** Container pages show 12 pods per page. */
const CONTAINER_PODS_PAGE_SIZE = 12;
/** A choice list's page: what fits the open list, more as the chooser scrolls. */
const POD_CHOICES_PAGE_SIZE = 20;

export const ContainerSectionEnum = builder.enumType('ContainerSection', {
  description: 'Which left-navigation list a container belongs to.',
  values: {
    CATEGORY: { value: 0, description: 'Listed under "Categories" in the navigation (REST section 0).' },
    CORE_LEARNING: { value: 1, description: 'Listed under "Core Learning", above Categories (REST section 1).' },
  } as const,
});


ContainerRef.implement({
  description: 'A topic area (focus area) of the left navigation; it holds pods. Only active containers are visible.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST id (routes accept it in place of the slug).' }),
    name: t.exposeString('name', { description: 'Display name, as in the navigation.' }),
    slug: t.exposeString('slug', { description: 'URL key of the container page (/container/{slug}); unique among containers.' }),
    section: t.field({
      type: ContainerSectionEnum,
      description: 'Which navigation list shows it.',
      resolve: (container) => container.section,
    }),
    logoUrl: t.string({
      nullable: true,
      description: 'Logo image: a relative /storage/... address (same origin) or an absolute URL; null when there is none.',
      resolve: (container) => container.topic_logo_image,
    }),
    infoHtml: t.string({
      nullable: true,
      description: "The container's about text as sanitized HTML; null when it has none.",
      resolve: (container) => (container.info ? sanitizeHtml(container.info) : null),
    }),
    videoUrl: t.string({
      nullable: true,
      description: "A video about the container (its URL, as the container's editors entered it); null when there is none.",
      resolve: (container) => container.video,
    }),
    podCount: t.int({
      description: 'Active pods in this container.',
      resolve: (container) => container.pods_pagination.total_records,
    }),
    pods: t.connection(
      {
        type: PodRef,
        description: `Pods in the container's order; ${CONTAINER_PODS_PAGE_SIZE} per page unless \`first\` says otherwise (at most 100).`,
        args: { page: t.arg.int({ description: pageArgDescriptions.page }) },
        resolve: (container, args, context) =>
          resolvePagedConnection(args, { defaultSize: CONTAINER_PODS_PAGE_SIZE }, (page) =>
            podsOfContainer(context.upstream, container.id, page),
          ),
      },
      {
        name: 'ContainerPodsConnection',
        description: "A page of a container's pods, with numbered pagination.",
        fields: (connection) => ({
          pageCursors: pageCursorsField(connection),
        }),
      },
      { description: 'A pod on a container page, with its cursor.' },
    ),
    podChoices: t.connection(
      {
        type: PodRef,
        description: `Every active pod of the container sorted by name (any case), ${POD_CHOICES_PAGE_SIZE} a page unless \`first\` says otherwise (at most 100), narrowed by \`query\`: what a form offers to choose from (the jot form's Learning Pod).`,
        args: {
          query: t.arg.string({
            description: 'Only pods whose name contains this text, in any case (at most 100 characters; longer is a BAD_USER_INPUT error); blank or omitted: every pod.',
          }),
        },
        resolve: (container, args, context) => {
          const query = args.query?.trim() ?? '';
          if (query.length > 100) throw new BadUserInputError('query must be at most 100 characters.');
          return resolvePagedConnection(args, { defaultSize: POD_CHOICES_PAGE_SIZE }, (page) =>
            podChoicesOfContainer(context.upstream, container.id, query || undefined, page),
          );
        },
      },
      { name: 'ContainerPodChoicesConnection', description: "A page of a container's pods by name." },
      { description: 'A pod to choose, with its cursor.' },
    ),
  }),
});

builder.queryFields((t) => ({
  container: t.field({
    type: ContainerRef,
    nullable: true,
    description: 'A container by slug or numeric id; null when there is none (or it is inactive).',
    args: { slug: t.arg.string({ required: true, description: 'The slug (`algebra`) or the numeric REST id (`12`), as routes take either.' }) },
    // An empty slug would address the list endpoint: it names nothing.
    resolve: (_root, { slug }, context) => (slug.trim() === '' ? null : (asDatabaseId(slug) ?? findContainer(context.upstream, slug))),
  }),
  containers: t.field({
    type: [ContainerRef],
    description: 'Active containers in navigation order, optionally of one section.',
    args: { section: t.arg({ type: ContainerSectionEnum, description: 'Only containers of this navigation list; omitted or null: both lists.' }) },
    resolve: (_root, { section }, context) => listContainers(context.upstream, section ?? undefined),
  }),
}));
