import { sanitizeHtml } from '../../html/sanitize.ts';
import { podSectionsLoader } from '../../loaders/sections.ts';
import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { jotPage } from '../../upstream/jots.ts';
import type { PodJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from './exclude-authors.ts';
import { PodJotsConnectionRef } from './jot.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';
import { PodRef, SectionRef } from './node-refs.ts';

/** Pod jots, 12 a page. */
const POD_JOTS_PAGE_SIZE = 12;

/** What the pod screen adds to Pod: its info, video, sections tree and latest jots. */
builder.objectFields(PodRef, (t) => ({
  infoHtml: t.string({ nullable: true, description: "The pod's about text as sanitized HTML; null when it has none.", resolve: (pod) => (pod.info ? sanitizeHtml(pod.info) : null) }),
  videoUrl: t.string({
    nullable: true,
    description: "A video about the pod (its URL, as the pod's editors entered it); null when there is none.",
    resolve: (pod) => pod.video,
  }),
  sections: t.field({
    type: [SectionRef],
    description: 'Top-level sections, each with nested children.',
    // One batched read of the forests of every pod asked for (include=sections), unless included.
    resolve: async (pod: PodJson, _args, context) =>
      pod.sections ?? (await podSectionsLoader(context).load(pod.id))?.sections ?? [],
  }),
  jots: t.field({
    type: PodJotsConnectionRef,
    description: `Latest jots, ${POD_JOTS_PAGE_SIZE} a page, numbered pagination (at most 100 a page).`,
    args: {
      first: t.arg.int({ defaultValue: POD_JOTS_PAGE_SIZE, description: pageArgDescriptions.first(POD_JOTS_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      page: t.arg.int({ description: pageArgDescriptions.page }),
      before: t.arg.string({ description: pageArgDescriptions.before }),
      last: t.arg.int({ description: pageArgDescriptions.last }),
      excludeAuthors: t.arg.globalIDList(excludeAuthorsArgOptions),
    },
    resolve: (pod, { excludeAuthors, ...args }, context) => {
      const excludeUserIds = excludedUserIds(excludeAuthors);
      return resolvePagedConnection(
        // `first` keeps its default only when paging forwards: `last` with `before` pages back.
        { ...args, first: args.last != null && args.first === POD_JOTS_PAGE_SIZE ? null : args.first },
        { defaultSize: POD_JOTS_PAGE_SIZE },
        (page) => jotPage(context.upstream, { podId: pod.id, excludeUserIds }, 'created_at', page),
      );
    },
  }),
}));
