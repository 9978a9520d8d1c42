/**
 * Identifies PNG, JPEG and GIF files from their bytes and reads their pixel size from the
 * header, without decoding the image. The file name and the declared content type are never
 * trusted: they are whatever the uploader says.
 */
export interface ImageInfo {
  type: 'png' | 'jpg' | 'gif';
  mimeType: 'image/png' | 'image/jpeg' | 'image/gif';
  width: number;
  height: number;
}

/** The image's type and size, or null when the bytes are not a PNG, JPEG or GIF we can read. */
export function readImageHeader(bytes: Uint8Array): ImageInfo | null {
  return readPng(bytes) ?? readGif(bytes) ?? readJpeg(bytes);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the 8-byte signature, then the IHDR chunk (length, "IHDR", width, height as u32 BE). */
function readPng(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 24 || !PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  const view = dataView(bytes);
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return sized('png', 'image/png', view.getUint32(16), view.getUint32(20));
}

/** GIF: "GIF87a" or "GIF89a", then the logical screen width and height as u16 LE. */
function readGif(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 10) return null;
  const magic = ascii(bytes, 0, 6);
  if (magic !== 'GIF87a' && magic !== 'GIF89a') return null;
  const view = dataView(bytes);
  return sized('gif', 'image/gif', view.getUint16(6, true), view.getUint16(8, true));
}

/**
 * JPEG: SOI (FF D8), then marker segments. The frame size sits in the first start-of-frame
 * segment (SOF0..SOF15 except DHT C4, JPG C8 and DAC CC): length u16, precision u8, height u16,
 * width u16. Segments before it (APPn, DQT, ...) are skipped by their length.
 */
function readJpeg(bytes: Uint8Array): ImageInfo | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  const view = dataView(bytes);
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte before a marker
      continue;
    }
    // Markers without a payload: TEM and RST0..7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // End of image or start of scan before any frame header: not a JPEG we can size.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = view.getUint16(offset + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (offset + 9 > bytes.length) return null;
      return sized('jpg', 'image/jpeg', view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return null;
}

function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

function sized(type: ImageInfo['type'], mimeType: ImageInfo['mimeType'], width: number, height: number): ImageInfo | null {
  return width > 0 && height > 0 ? { type, mimeType, width, height } : null;
}

function dataView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}
