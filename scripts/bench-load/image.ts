/**
 * A real PNG for the uploads: 160x160 pixels of noise (about 77 kB, since noise does not compress),
 * so each upload streams a photo-sized body through the bff's multipart parser to the api's storage
 * rather than a few bytes. Built with node:zlib: no image library needed.
 */
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

export function noisePng(size: number, seed: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const rows = Buffer.alloc(size * (1 + size * 3));
  let state = seed >>> 0 || 1;
  for (let i = 0; i < rows.length; i += 1) {
    // Each row starts with filter byte 0; the rest is xorshift noise.
    if (i % (1 + size * 3) === 0) continue;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    rows[i] = state & 0xff;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
