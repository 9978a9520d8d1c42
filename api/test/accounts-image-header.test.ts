import { describe, expect, it } from 'vitest';
import { readImageHeader } from '../src/images/image-header.ts';
import { gif, jpeg, png } from './support/auth-images.ts';

const hex = (s: string) => Buffer.from(s.replaceAll(' ', ''), 'hex');

describe('readImageHeader', () => {
  it('reads PNG, GIF and baseline JPEG sizes', () => {
    expect(readImageHeader(png(3, 7))).toEqual({ type: 'png', mimeType: 'image/png', width: 3, height: 7 });
    expect(readImageHeader(gif(500, 20))).toEqual({ type: 'gif', mimeType: 'image/gif', width: 500, height: 20 });
    expect(readImageHeader(jpeg(640, 480))).toEqual({ type: 'jpg', mimeType: 'image/jpeg', width: 640, height: 480 });
  });

  it('reads GIF87a too', () => {
    const old = gif(9, 9);
    old.write('GIF87a', 0, 'ascii');
    expect(readImageHeader(old)?.width).toBe(9);
  });

  it('walks JPEG segments (APP1, DQT, DHT, fill bytes) to a progressive frame header', () => {
    const bytes = Buffer.concat([
      hex('ffd8'),
      hex('ffe1 0006 45786966'), // APP1 "Exif" stub
      hex('ffdb 0004 0000'), // DQT
      hex('ffc4 0004 0000'), // DHT, whose marker sits inside the SOF range but is not a frame
      hex('ffff'), // a fill byte before the next marker
      hex('c2 000b 08 0020 0040 01 011100'), // SOF2: height 32, width 64
      hex('ffd9'),
    ]);
    expect(readImageHeader(bytes)).toEqual({ type: 'jpg', mimeType: 'image/jpeg', width: 64, height: 32 });
  });

  it('returns null for other formats, truncated headers and zero sizes', () => {
    expect(readImageHeader(Buffer.from('<svg/>'))).toBeNull();
    expect(readImageHeader(Buffer.from('BM6\0\0\0'))).toBeNull(); // BMP
    expect(readImageHeader(png(4, 4).subarray(0, 20))).toBeNull();
    expect(readImageHeader(hex('ffd8 ffe0 0010'))).toBeNull();
    expect(readImageHeader(hex('ffd8 ffda 0002 ffd9'))).toBeNull(); // scan before any frame header
    expect(readImageHeader(gif(0, 0))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});
