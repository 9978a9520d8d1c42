import sharp, { type Sharp } from 'sharp';
import type { ImageInfo } from './image-header.ts';

// Uploads are processed one after another per request and never read twice: libvips' operation
// cache would only hold decoded pixels of images nobody asks for again.
sharp.cache(false);

/**
 * The largest image (width x height) any upload may declare: 40 megapixels holds every phone or
 * camera photo people share, while a pixel flood (a tiny PNG claiming 20,000 x 20,000) would need
 * gigabytes once decoded, on our server or in a reader's browser.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Widths (px) of the smaller copies kept of a jot image: a card, a phone screen, a desktop column. */
export const CONTENT_WIDTHS = [320, 640, 1280] as const;
/** Widths (px) of the smaller copies kept of an avatar (shown at 24 to 96 CSS px, on 2x screens). */
export const AVATAR_WIDTHS = [64, 128, 256] as const;

export type RenditionMimeType = ImageInfo['mimeType'] | 'image/webp';

export interface EncodedImage {
  /** File extension without the dot: png, jpg, gif or webp. */
  extension: string;
  mimeType: RenditionMimeType;
  width: number;
  height: number;
  bytes: Buffer;
}

/**
 * An upload after decoding: the full-size image in its own format (upright, without metadata)
 * and the copies a client picks from by width and format.
 */
export interface ProcessedImage {
  type: ImageInfo['type'];
  original: EncodedImage;
  /** A WebP at each width below the original's and at the original's; the original format at each width below it. */
  renditions: EncodedImage[];
}

/** Why an upload was refused: its bytes are no image we decode, or it declares too many pixels. */
export type ImageRefusal = 'type' | 'pixels';

export type ProcessResult = { ok: true; image: ProcessedImage } | { ok: false; problem: ImageRefusal };

/** Whether the size read from the header (before any decoding) is within the pixel limit. */
export function withinPixelLimit(info: Pick<ImageInfo, 'width' | 'height'>): boolean {
  return info.width * info.height <= MAX_INPUT_PIXELS;
}

/**
 * Decodes an upload whose header was read as `info`, applies its EXIF orientation, drops every
 * piece of metadata (EXIF with GPS positions, XMP, IPTC, ICC comments) by re-encoding the pixels
 * alone, and writes the responsive copies. Never upscales: widths at or above the original's are
 * skipped. The header's type decides the output format, never the file name.
 */
export async function processImage(bytes: Uint8Array, info: ImageInfo, widths: readonly number[]): Promise<ProcessResult> {
  if (!withinPixelLimit(info)) return { ok: false, problem: 'pixels' };
  try {
    const { source, width, height } = await decodeUpright(bytes, info);
    const original = await encode(source(), info.type, width, height);
    const renditions: EncodedImage[] = [];
    for (const target of [...widths.filter((w) => w < width), width]) {
      const resized = (): Sharp => (target === width ? source() : source().resize({ width: target }));
      renditions.push(await encode(resized(), 'webp', width, height, target));
      if (target < width) renditions.push(await encode(resized(), info.type, width, height, target));
    }
    return { ok: true, image: { type: info.type, original, renditions } };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) return { ok: false, problem: 'pixels' };
    return { ok: false, problem: 'type' };
  }
}

interface Decoded {
  /** A fresh pipeline over the upright pixels (each output needs its own). */
  source: () => Sharp;
  width: number;
  height: number;
}

/**
 * Decodes once: a still image becomes upright raw pixels that every output starts from. An
 * animated GIF (no EXIF orientation exists for GIF) is decoded again for each output, frames and
 * all; its frames are stacked in one strip, so its height is the page height.
 */
async function decodeUpright(bytes: Uint8Array, info: ImageInfo): Promise<Decoded> {
  if (info.type === 'gif') {
    const meta = await decode(bytes, info).metadata();
    const width = meta.width;
    const height = meta.pageHeight ?? meta.height;
    return { source: () => decode(bytes, info), width, height };
  }
  const { data, info: raw } = await decode(bytes, info).rotate().raw().toBuffer({ resolveWithObject: true });
  const pixels = { width: raw.width, height: raw.height, channels: raw.channels };
  return { source: () => sharp(data, { raw: pixels }), width: raw.width, height: raw.height };
}

function decode(bytes: Uint8Array, info: ImageInfo): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: info.type === 'gif', failOn: 'error' });
}

const FORMATS = {
  png: { extension: 'png', mimeType: 'image/png', apply: (s: Sharp) => s.png() },
  jpg: { extension: 'jpg', mimeType: 'image/jpeg', apply: (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true }) },
  gif: { extension: 'gif', mimeType: 'image/gif', apply: (s: Sharp) => s.gif() },
  webp: { extension: 'webp', mimeType: 'image/webp', apply: (s: Sharp) => s.webp({ quality: 80 }) },
} as const;

/** Output without `withMetadata`/`keepMetadata`: sharp writes the pixels and nothing else. */
async function encode(image: Sharp, format: keyof typeof FORMATS, width: number, height: number, target = width): Promise<EncodedImage> {
  const { extension, mimeType, apply } = FORMATS[format];
  const bytes = await apply(image).toBuffer();
  return { extension, mimeType, width: target, height: Math.max(1, Math.round((height * target) / width)), bytes };
}
