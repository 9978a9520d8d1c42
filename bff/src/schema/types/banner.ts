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
  fields: (t) => ({
    link: t.exposeString('link'),
    altText: t.exposeString('alt_text'),
    imageUrl: t.string({ nullable: true, resolve: (banner) => banner.media[0]?.original_url ?? null }),
  }),
});

builder.queryField('banners', (t) =>
  t.field({
    type: [BannerRef],
    description: 'Active banners in slider order.',
    resolve: (_root, _args, context) => listBanners(context.upstream),
  }),
);
