/** The avatar is square and at most 500x500 px. */
export const AVATAR_MAX_SIZE = 500;
export const AVATAR_RULE_MESSAGE = 'Avatar should be a square image with maximum dimensions of 500x500px.';
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export function isAcceptableAvatarSize({ width, height }: ImageSize): boolean {
  return width > 0 && width === height && width <= AVATAR_MAX_SIZE;
}

/**
 * The real pixel size of an image file, read by decoding it (the file name and type can lie).
 * Rejects when the browser cannot decode it: not an image, or a broken one.
 */
export function readImageSize(file: Blob): Promise<ImageSize> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not an image the browser can read.'));
    };
    image.src = url;
  });
}

/** Indirection so tests can stand in for decoding (happy-dom does not decode images). */
export const imageDecoder = { readImageSize };

/** Said when the chosen file is not a picture at all (the size rule would not explain why). */
export const NOT_AN_IMAGE_MESSAGE = 'That file is not a picture: choose a PNG, JPEG or GIF image.';

/** Why the file cannot be sent, or null when it can: a decodable image that is square and small enough. */
export async function avatarFileProblem(file: Blob): Promise<string | null> {
  let size: ImageSize;
  try {
    size = await imageDecoder.readImageSize(file);
  } catch {
    return NOT_AN_IMAGE_MESSAGE;
  }
  return isAcceptableAvatarSize(size) ? null : AVATAR_RULE_MESSAGE;
}
