import { podSectionsLoader } from '../../loaders/sections.ts';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { ownJots } from '../../upstream/authoring.ts';
import { NotAuthorizedError } from '../../upstream/errors.ts';
import type { PodJson, SectionJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { ErrorInterface } from '../shared/error.ts';
import { JotRef, PodRef, SectionRef } from '../browse/node-refs.ts';
import { JotLevelEnum } from '../browse/jot-level.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { pageCursorsField } from '../shared/page-cursors.ts';
import { viewerAccountId, ViewerRef } from '../accounts/viewer.ts';

/** Own jots, 12 a page, oldest first. */
const VIEWER_JOTS_PAGE_SIZE = 12;

/** A 403 from the api: signed in, but not the jot's author (or the image's uploader). */
builder.objectType(NotAuthorizedError, {
  name: 'NotAuthorizedError',
  description: "Only the jot's author may change it or its images.",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

/** Whether the viewer wrote this jot: the jot page shows 'Edit' then. */
builder.objectField(JotRef, 'viewerCanEdit', (t) =>
  t.boolean({
    description: "True when the viewer is the author (false for visitors). A browser's session costs no REST call; a bearer token costs the viewer's profile read, once per request.",
    resolve: async (jot, _args, context) => (await viewerAccountId(context)) === jot.user_id,
  }),
);

/** My Jots: numbered pages, so it carries pageCursors. */
const ViewerJotsConnectionRef = builder.connectionObject(
  {
    type: JotRef,
    name: 'ViewerJotsConnection',
    description: "A page of My Jots (the viewer's own jots), oldest first, with numbered pagination.",
    fields: (t) => ({
      pageCursors: pageCursorsField(t),
    }),
  },
  { name: 'ViewerJotsConnectionEdge', description: 'One of the viewer\'s jots, with its cursor.' },
);

builder.objectField(ViewerRef, 'jots', (t) =>
  t.field({
    type: ViewerJotsConnectionRef,
    description: `My Jots: the viewer's own jots, oldest first, ${VIEWER_JOTS_PAGE_SIZE} a page (at most 100), optionally of one level (the level the author had when writing it).`,
    args: {
      level: t.arg({
        type: JotLevelEnum,
        defaultValue: 0,
        description: 'Only jots written at this level; ALL (the default, also for null) lists every jot.',
      }),
      first: t.arg.int({ defaultValue: VIEWER_JOTS_PAGE_SIZE, description: pageArgDescriptions.first(VIEWER_JOTS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
    },
    // An explicit null reads as the default (the arguments are nullable, as Relay expects).
    resolve: (_viewer, { level, first, after, page }, context) =>
      resolvePagedConnection({ first, after, page }, { defaultSize: VIEWER_JOTS_PAGE_SIZE }, (page) => ownJots(context.upstream, level ?? 0, page)),
  }),
);

/** One entry of a pod's section outline: the section and how deep it sits (0 for top level). */
interface SectionOutlineEntry {
  section: SectionJson;
  depth: number;
}

const SectionOutlineEntryRef = builder.objectRef<SectionOutlineEntry>('SectionOutlineEntry').implement({
  description: "A section with its depth in the pod's tree (the jot form indents nested sections by it).",
  fields: (t) => ({
    depth: t.exposeInt('depth', { description: 'How deep it nests: 0 for a top-level section, 1 for its children, and so on.' }),
    section: t.field({ type: SectionRef, description: 'The section itself.', resolve: (entry) => entry.section }),
  }),
});

/**
 * Depth first, siblings by name: the order of the jot form's Section select. A flat list because a
 * GraphQL selection (and a Relay fragment, which may not recurse) can only ask for a fixed depth.
 */
function outline(sections: readonly SectionJson[], depth = 0): SectionOutlineEntry[] {
  return [...sections]
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id)
    .flatMap((section) => [{ section, depth }, ...outline(section.children ?? [], depth + 1)]);
}

builder.objectField(PodRef, 'sectionOutline', (t) =>
  t.field({
    type: [SectionOutlineEntryRef],
    description: 'Every section of the pod at any depth: depth first, siblings sorted by name (the jot form\'s Section select).',
    resolve: async (pod: PodJson, _args, context) =>
      outline(pod.sections ?? (await podSectionsLoader(context).load(pod.id))?.sections ?? []),
  }),
);
