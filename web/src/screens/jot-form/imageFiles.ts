/** 'PNG, JPG, GIF up to 10MB'. The api checks the bytes again. */
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';
/** The api takes at most 10 new images per save. */
export const MAX_IMAGES_PER_SAVE = 10;

const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|gif)$/i;

/** Why a picked or dropped file is refused, or null when it may be uploaded. */
export function imageFileProblem(file: File): string | null {
  // Some systems report no type for dropped files: the extension decides then.
  const typeOk = file.type ? ACCEPTED_TYPES.has(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeOk) return `${file.name} is not a PNG, JPG or GIF image.`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than 10MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
