import { BadUserInputError } from '../../bad-user-input.ts';
import type { Context } from '../../context.ts';
import type { JotImageJson, JotJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { ImageInterface } from '../shared/image.ts';
import { parseDatabaseId } from '../ids.ts';
import { JotRef } from './jot.ts';

/** An image with the jot it belongs to: the api embeds images in jots and has no image endpoint. */
export interface JotImage extends JotImageJson {
  url: string;
  jotId: number;
}

/** Key and global-id local part: "jotId.imageId", so a node lookup knows which jot to read. */
const keyOf = (image: { jotId: number; id: number }): string => `${image.jotId}.${image.id}`;

function parseKey(localId: string): string {
  const [jot, image, ...rest] = localId.split('.');
  if (jot === undefined || image === undefined || rest.length > 0) throw new BadUserInputError('Invalid id.');
  return keyOf({ jotId: parseDatabaseId(jot), id: parseDatabaseId(image) });
}

/**
 * A jot's images in display order (order_column, then id: the api's order, kept explicit here).
 * An image without a file has nothing to show and is left out.
 */
export function imagesOfJot(jot: JotJson): JotImage[] {
  return jot.images
    .filter((image): image is JotImageJson & { url: string } => image.url !== null)
    .sort((a, b) => a.order_column - b.order_column || a.id - b.id)
    .map((image) => ({ ...image, jotId: jot.id }));
}

/**
 * A story image. Node lookups go through the jot loader (one batched jot read for any number of
 * images), which is why the global id carries the jot id.
 */
export const JotImageRef = builder.loadableNodeRef('JotImage', {
  id: { resolve: (image: JotImage) => keyOf(image), parse: parseKey },
  load: async (keys: string[], context: Context) => {
    const jotIds = [...new Set(keys.map((key) => Number(key.split('.')[0])))];
    const jots = await JotRef.getDataloader(context).loadMany(jotIds);
    return jots.flatMap((jot) => (jot instanceof Error || !jot ? [] : imagesOfJot(jot)));
  },
  toKey: keyOf,
  sort: true,
  cacheResolved: true,
});

JotImageRef.implement({
  description: "An image of a jot (a story's grid), numbered by orderColumn; its size and copies come from Image.",
  interfaces: [ImageInterface],
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The REST (media) id.' }),
    name: t.exposeString('name', { description: "The uploaded file's name." }),
    orderColumn: t.exposeInt('order_column', { description: 'The number shown on the image (1-based order).' }),
  }),
});
