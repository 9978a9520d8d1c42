import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Tiny images made in memory for avatar tests. The PNG is a complete, decodable file; the GIF
 * and JPEG carry real headers (what the api reads) around a minimal body.
 */
export function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  // One filter byte (0) and `width` gray pixels per row.
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF89a whose logical screen is width x height, holding one 1x1 white frame. */
export function gif(width: number, height: number): Buffer {
  const bytes = Buffer.from(
    '474946383961010001008000' + '00ffffff000000' + '21f90400000000002c00000000010001000002024401003b',
    'hex',
  );
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

/** A complete JPEG photo (one colour), for uploads the api decodes and re-encodes. */
export function jpegPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } }).jpeg().toBuffer();
}

/** A baseline JPEG header (not decodable: no scan): SOI, a JFIF APP0 segment, then SOF0 with the frame size, then EOI. */
export function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
  const sof0 = Buffer.from('ffc0000b080000000001011100', 'hex');
  sof0.writeUInt16BE(height, 5);
  sof0.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof0, Buffer.from('ffd9', 'hex')]);
}

/** A multipart body with one file part, the way a browser form sends an upload. */
export function upload(field: string, bytes: Buffer, filename: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return form;
}
