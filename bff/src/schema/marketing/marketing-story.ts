import { sanitizeHtml } from '../../html/sanitize.ts';
import { marketingStoriesOf } from '../../upstream/content.ts';
import type { MarketingStoryJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';

/** The content page whose stories can be refetched by global id (the only page the spec names). */
const NODE_PAGE = 'home';

/**
 * A story of a marketing page. The api has no batch read for stories, so node lookups read the
 * (short) home page list once per request and pick from it.
 */
export const MarketingStoryRef = nodeLoadedByIds<MarketingStoryJson>('MarketingStory', (_ids, context) => marketingStoriesOf(context.upstream, NODE_PAGE), { maxBatchSize: Infinity });

MarketingStoryRef.implement({
  description: 'A block of a marketing page (the home page): a heading, text, an optional image and an optional call-to-action button.',
  fields: (t) => ({
    title: t.exposeString('title', { description: 'The heading.' }),
    contentHtml: t.string({ description: 'The text as sanitized HTML.', resolve: (story) => sanitizeHtml(story.content) }),
    buttonText: t.string({
      nullable: true,
      description: 'Label of the call-to-action button; null: no button.',
      resolve: (story) => story.button_text,
    }),
    buttonLink: t.string({
      nullable: true,
      description: 'Where the button goes (a URL or a site path); null when there is no button.',
      resolve: (story) => story.button_link,
    }),
    opensInNewTab: t.boolean({
      description: "Link type '1': the button opens its link in a new tab.",
      resolve: (story) => story.link_type === '1',
    }),
    imageUrl: t.string({
      nullable: true,
      description: 'The illustration: a relative /storage/... address or an absolute URL; null when the story has none.',
      resolve: (story) => story.media[0]?.original_url ?? null,
    }),
  }),
});

builder.queryField('marketingStories', (t) =>
  t.field({
    type: [MarketingStoryRef],
    description: "The stories of a marketing page, in order (alternate ones swap the image side).",
    args: {
      page: t.arg.string({
        required: true,
        defaultValue: 'home',
        description: 'The page name (`home`); an unknown page has no stories (an empty list).',
      }),
    },
    resolve: (_root, { page }, context) => marketingStoriesOf(context.upstream, page),
  }),
);
