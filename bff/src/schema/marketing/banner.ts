import { listBanners } from '../../upstream/marketing.ts';
import type { BannerJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { nodeLoadedByIds } from '../shared/node-by-id.ts';

/**
 * A slide of the feed's banner slider. The api lists the (few) active banners without a batch
 * read, so node lookups read that list once per request and pick from it.
 */
export const BannerRef = nodeLoadedByIds<BannerJson>('Banner', (_ids, context) => listBanners(context.upstream), { maxBatchSize: Infinity });

BannerRef.implement({
  description: "A slide of the feed's banner slider.",
  fields: (t) => ({
    link: t.exposeString('link', { description: 'Where a click on the slide goes (a URL or a site path).' }),
    altText: t.exposeString('alt_text', { description: 'Alternative text of the image, for screen readers.' }),
    imageUrl: t.string({
      nullable: true,
      description: 'The slide image: a relative /storage/... address or an absolute URL; null when it has none (skip the slide).',
      resolve: (banner) => banner.media[0]?.original_url ?? null,
    }),
  }),
});

builder.queryField('banners', (t) =>
  t.field({
    type: [BannerRef],
    description: 'Active banners in slider order.',
    resolve: (_root, _args, context) => listBanners(context.upstream),
  }),
);
