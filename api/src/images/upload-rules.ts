import { readImageHeader, type ImageInfo } from './image-header.ts';
import { MAX_INPUT_PIXELS, processImage, withinPixelLimit, type ProcessedImage } from './pipeline.ts';

/** Every image upload of the product (avatars, jot images) is at most 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * A user's uploads not yet attached to a jot (the jot form's widget uploads before the save).
 * Twice what one save may attach: room for a second form, never an unbounded store of files.
 */
export const PENDING_UPLOADS_MAX = 20;

/** Shown when a user already holds PENDING_UPLOADS_MAX unattached uploads. */
export const PENDING_UPLOADS_MESSAGE = `You already have ${PENDING_UPLOADS_MAX} images waiting to be saved with a jot: save the jot or remove some of them first.`;

/**
 * Laravel's `mimes:png,jpg,gif` and `max:10240` messages for an upload attribute such as
 * `images.0`, and ours for an image declaring more pixels than any photo (a pixel flood).
 */
export function imageMessages(attribute: string) {
  return {
    required: `The ${attribute} field is required.`,
    type: `The ${attribute} field must be a file of type: png, jpg, gif.`,
    size: `The ${attribute} field must not be greater than ${IMAGE_MAX_BYTES / 1024} kilobytes.`,
    pixels: `The ${attribute} field must be an image of at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  } as const;
}

export type ImageProblem = 'size' | 'type' | 'pixels';

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; problem: ImageProblem };

/**
 * Judges an upload by its bytes alone, before decoding anything: `truncated` means the multipart
 * parser stopped at the size limit (the bytes we hold are not the whole file). The declared name
 * and type are never used; the pixel size comes from the file's header.
 */
export function checkImageUpload(bytes: Uint8Array, truncated: boolean): ImageCheck {
  if (truncated || bytes.length > IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  const image = readImageHeader(bytes);
  if (!image) return { ok: false, problem: 'type' };
  return withinPixelLimit(image) ? { ok: true, image } : { ok: false, problem: 'pixels' };
}

export type ImageUpload = { ok: true; image: ProcessedImage } | { ok: false; problem: ImageProblem };

/**
 * The header check, then the decode (a file whose header looks right but whose pixels do not
 * decode is refused as not an image), upright, without metadata, with its smaller copies.
 */
export async function readImageUpload(bytes: Uint8Array, truncated: boolean, widths: readonly number[]): Promise<ImageUpload> {
  const check = checkImageUpload(bytes, truncated);
  if (!check.ok) return check;
  return processImage(bytes, check.image, widths);
}
