import type { RenditionJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';

/** What every stored image answers: its address, its pixel size when known and its copies. */
export interface ImageShape {
  url: string;
  width: number | null;
  height: number | null;
  renditions: readonly RenditionJson[];
}

const WEBP = 'image/webp';

const ImageRenditionRef = builder.objectRef<RenditionJson>('ImageRendition').implement({
  description: 'One stored copy of an image, at one width and in one format: pick the narrowest that covers the box at the screen’s pixel density.',
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Relative /storage/... address (same origin as the page).' }),
    width: t.exposeInt('width', { description: 'Pixel width of this copy.' }),
    height: t.exposeInt('height', { description: 'Pixel height of this copy (the image’s aspect ratio kept).' }),
    mimeType: t.exposeString('mime_type', { description: '`image/webp`, or the original’s format (`image/jpeg`, `image/png`, `image/gif`) as a fallback.' }),
  }),
});

export const ImageFormatEnum = builder.enumType('ImageFormat', {
  description: 'Which copies of an image a `srcSet` lists.',
  values: {
    WEBP: { value: 'webp', description: 'The WebP copies (smallest files; every current browser and mobile OS decodes them).' },
    ORIGINAL: { value: 'original', description: 'The copies in the uploaded format (JPEG, PNG or GIF) and the full-size image: for clients without WebP.' },
  } as const,
});

/** `url 320w, url 640w, ...`: the HTML srcset syntax, narrowest first; null when nothing qualifies. */
export function srcSetOf(image: ImageShape, format: 'webp' | 'original'): string | null {
  const copies = image.renditions.filter((r) => (format === 'webp' ? r.mime_type === WEBP : r.mime_type !== WEBP));
  const candidates = copies.map((r) => ({ url: r.url, width: r.width }));
  // The full-size file is the widest original-format candidate.
  if (format === 'original' && image.width !== null && !candidates.some((c) => c.width >= image.width!)) candidates.push({ url: image.url, width: image.width });
  if (candidates.length === 0) return null;
  return candidates
    .sort((a, b) => a.width - b.width)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}

/**
 * Any stored image (a jot's, an avatar): clients reserve its box from `width`/`height` before it
 * arrives and load a copy no wider than needed (`srcSet`, or `renditions` to choose themselves).
 */
export const ImageInterface = builder.interfaceRef<ImageShape>('Image').implement({
  description:
    'A stored image with its pixel size and the smaller copies kept of it (WebP at 320, 640 and 1280 px and the original format below its width; avatars at 64, 128 and 256 px; never upscaled). Select `width`/`height` to reserve space and `srcSet` for `<img srcset>`.',
  fields: (t) => ({
    url: t.string({ description: 'The full-size image: a relative /storage/... address (or an absolute one).', resolve: (image) => image.url }),
    width: t.int({ nullable: true, description: 'Pixel width of `url`; null when unknown (images stored before uploads were decoded).', resolve: (image) => image.width }),
    height: t.int({ nullable: true, description: 'Pixel height of `url`; null when unknown.', resolve: (image) => image.height }),
    renditions: t.field({
      type: [ImageRenditionRef],
      description: 'Every stored copy, narrowest first, WebP before the original format at equal width; empty when `url` is the only file.',
      resolve: (image) => [...image.renditions],
    }),
    srcSet: t.string({
      nullable: true,
      description:
        'The copies of one format as an HTML `srcset` value (`/storage/... 320w, /storage/... 640w`), narrowest first; pair it with `sizes`. Null when the image has no such copies (use `url`).',
      args: { format: t.arg({ type: ImageFormatEnum, required: true, defaultValue: 'webp', description: 'WEBP (default) or ORIGINAL.' }) },
      resolve: (image, { format }) => srcSetOf(image, format),
    }),
  }),
});

/** An image that is not a Node of its own (an avatar): the Image fields and nothing else. */
export const ResponsiveImageRef = builder.objectRef<ImageShape>('ResponsiveImage').implement({
  description: 'A stored image that belongs to something else (a user’s avatar): see Image.',
  interfaces: [ImageInterface],
  fields: () => ({}),
});

/** A user's avatar as an Image, or null when they have none. */
export function avatarImage(user: { avatar: string | null; avatar_width: number | null; avatar_height: number | null; avatar_renditions: readonly RenditionJson[] }): ImageShape | null {
  if (!user.avatar) return null;
  return { url: user.avatar, width: user.avatar_width, height: user.avatar_height, renditions: user.avatar_renditions ?? [] };
}
