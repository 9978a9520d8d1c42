import { readImageHeader, type ImageInfo } from './image-header.ts';

/** Every image upload of the product (avatars, jot images) is at most 10 MB (spec section 9). */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Laravel's `mimes:png,jpg,gif` and `max:10240` messages for an upload attribute such as `images.0`. */
export function imageMessages(attribute: string) {
  return {
    required: `The ${attribute} field is required.`,
    type: `The ${attribute} field must be a file of type: png, jpg, gif.`,
    size: `The ${attribute} field must not be greater than ${IMAGE_MAX_BYTES / 1024} kilobytes.`,
  } as const;
}

export type ImageCheck = { ok: true; image: ImageInfo } | { ok: false; problem: 'size' | 'type' };

/**
 * Judges an upload by its bytes alone: `truncated` means the multipart parser stopped at the size
 * limit (the bytes we hold are not the whole file). The declared name and type are never used.
 */
export function checkImageUpload(bytes: Uint8Array, truncated: boolean): ImageCheck {
  if (truncated || bytes.length > IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  const image = readImageHeader(bytes);
  return image ? { ok: true, image } : { ok: false, problem: 'type' };
}
