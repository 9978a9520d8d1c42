import type { Context } from '../../context.ts';
import { listBanners } from '../../upstream/marketing.ts';
import type { BannerRecord } from '../../upstream/records.ts';
import { builder } from '../builder.ts';
import { parseDatabaseId } from '../ids.ts';

/**
 * A slide of the feed's banner slider. The api lists the (few) active banners without a batch
 * read, so node lookups read that list once per request and pick from it.
 */
export const BannerRef = builder.loadableNodeRef('Banner', {
  id: { resolve: (banner: BannerRecord) => banner.id, parse: parseDatabaseId },
  load: (_ids: number[], context: Context) => listBanners(context.upstream),
  toKey: (banner) => banner.id,
  sort: true,
  cacheResolved: true,
});

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
