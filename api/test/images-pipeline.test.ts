import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { upload } from './support/auth-images.ts';

/**
 * Every uploaded image is decoded, turned upright, stripped of its metadata and written again with
 * smaller copies; the served bytes are what is checked, fetched over HTTP like a reader would.
 */
let t: AuthoringApi;
let author: Author;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  author = await t.signIn();
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

interface Rendition {
  url: string;
  width: number;
  height: number;
  mime_type: string;
}
interface Media {
  id: number;
  url: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

async function sendMedia(bytes: Buffer, filename: string) {
  return t.request<{ data: Media; errors: Record<string, string[]> }>('POST', '/api/v1/media/create', { body: upload('file', bytes, filename), token: author.token });
}

async function served(url: string): Promise<{ bytes: Buffer; type: string | null }> {
  const response = await fetch(t.api.url + url);
  expect(response.status).toBe(200);
  return { bytes: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}

/** A photo-like JPEG (blurred noise: neither flat nor random) carrying the EXIF a phone writes, GPS included. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).png().toBuffer();
  return sharp(noise)
    .blur(2)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Alice' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2406/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4022/100' },
    })
    .toBuffer();
}

describe('uploaded images are re-encoded without metadata', () => {
  it('serves a JPEG that carried GPS EXIF without any EXIF, XMP, IPTC or ICC data, in every copy', async () => {
    const photo = await phonePhoto(900, 600);
    const sent = await sharp(photo).metadata();
    // The upload really carries the position (so the check below can fail).
    expect(sent.exif).toBeDefined();
    expect(sent.exif!.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const reply = await sendMedia(photo, 'holiday.jpg');
    expect(reply.status).toBe(201);
    for (const url of [reply.body.data.url, ...reply.body.data.renditions.map((r) => r.url)]) {
      const { bytes } = await served(url);
      const meta = await sharp(bytes).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc, icc: meta.icc }).toEqual({ url, exif: undefined, xmp: undefined, iptc: undefined, icc: undefined });
      expect(bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('applies the EXIF orientation: a sideways JPEG comes out upright, with no orientation left', async () => {
    // Stored sideways: 300 x 100 pixels, red left half, blue right half; Orientation 6 says
    // "rotate 90° clockwise to show", which puts the red half on top of a 100 x 300 picture.
    const sideways = await sharp({ create: { width: 150, height: 100, channels: 3, background: { r: 255, g: 0, b: 0 } } })
      .extend({ right: 150, background: { r: 0, g: 0, b: 255 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 300, height: 100, orientation: 6 });

    const reply = await sendMedia(sideways, 'sideways.jpg');
    expect(reply.status).toBe(201);
    expect([reply.body.data.width, reply.body.data.height]).toEqual([100, 300]);
    const { bytes } = await served(reply.body.data.url);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([100, 300, undefined]);
    const pixel = async (top: number) => [...(await sharp(bytes).extract({ left: 50, top, width: 1, height: 1 }).raw().toBuffer())];
    const [top, bottom] = [await pixel(20), await pixel(280)];
    expect(top[0]).toBeGreaterThan(200); // red on top
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200); // blue below
    expect(bottom[0]).toBeLessThan(60);
  });
});

describe('responsive copies', () => {
  it('keeps WebP and original-format copies at 320, 640 and 1280 px (smaller files than the image) and a full-size WebP, never upscaled', async () => {
    const reply = await sendMedia(await phonePhoto(2000, 1500), 'wide.jpg');
    expect(reply.status).toBe(201);
    const media = reply.body.data;
    expect([media.width, media.height]).toEqual([2000, 1500]);
    expect(media.renditions.map((r) => [r.width, r.height, r.mime_type])).toEqual([
      [320, 240, 'image/webp'],
      [320, 240, 'image/jpeg'],
      [640, 480, 'image/webp'],
      [640, 480, 'image/jpeg'],
      [1280, 960, 'image/webp'],
      [1280, 960, 'image/jpeg'],
      [2000, 1500, 'image/webp'],
    ]);
    const original = await served(media.url);
    expect(original.type).toBe('image/jpeg');
    for (const rendition of media.renditions) {
      const copy = await served(rendition.url);
      expect(copy.type).toBe(rendition.mime_type);
      const meta = await sharp(copy.bytes).metadata();
      expect([meta.width, meta.height, `image/${meta.format}`]).toEqual([rendition.width, rendition.height, rendition.mime_type]);
      if (rendition.width < media.width) expect(copy.bytes.length).toBeLessThan(original.bytes.length);
    }

    // A 500 px image gets no copy wider than itself.
    const small = await sendMedia(await phonePhoto(500, 250), 'small.jpg');
    expect(small.body.data.renditions.map((r) => [r.width, r.mime_type])).toEqual([
      [320, 'image/webp'],
      [320, 'image/jpeg'],
      [500, 'image/webp'],
    ]);
  });

  it('lists the copies with each jot image of the read endpoints', async () => {
    const reply = await t.createJot(author.token, {
      content_type: 'story',
      list_item_id: listItemId,
      name: 'With a photo',
      content: LONG_CONTENT,
      images: [{ bytes: await phonePhoto(700, 350), filename: 'p.jpg' }],
    });
    expect(reply.status).toBe(201);
    const read = await t.request('GET', `/api/v1/jots/${reply.body.data.id}`);
    expect(read.body.data.images[0]).toMatchObject({ width: 700, height: 350 });
    expect(read.body.data.images[0]!.renditions.map((r) => [r.width, r.height, r.mime_type])).toEqual([
      [320, 160, 'image/webp'],
      [320, 160, 'image/jpeg'],
      [640, 320, 'image/webp'],
      [640, 320, 'image/jpeg'],
      [700, 350, 'image/webp'],
    ]);
  });
});

describe('pixel floods', () => {
  let flood: Buffer;
  beforeAll(async () => {
    // 400 megapixels of one colour compress to about a megabyte: well under the 10 MB upload limit.
    flood = await sharp({ create: { width: 20_000, height: 20_000, channels: 3, background: '#ffffff' }, limitInputPixels: false }).png().toBuffer();
    expect(flood.length).toBeLessThan(10 * 1024 * 1024);
  }, 60_000);

  it('refuses a 20,000 x 20,000 PNG with a clear message, as a pending upload and in a jot form, and stores nothing', async () => {
    const files = await t.storedFiles();
    const media = await sendMedia(flood, 'flood.png');
    expect(media.status).toBe(422);
    expect(media.body.errors).toEqual({ file: ['The file field must be an image of at most 40 megapixels.'] });

    const jot = await t.createJot(author.token, {
      content_type: 'story',
      list_item_id: listItemId,
      name: 'Flooded',
      content: LONG_CONTENT,
      images: [{ bytes: flood, filename: 'flood.png' }],
    });
    expect(jot.status).toBe(422);
    expect(jot.body.errors).toEqual({ 'images.0': ['The images.0 field must be an image of at most 40 megapixels.'] });
    expect(await t.storedFiles()).toEqual(files);

    // The avatar keeps the spec's own rule (square, at most 500 x 500) and its message.
    const avatar = await t.request('POST', '/api/v1/users/avatar', { body: upload('avatar', flood, 'flood.png'), token: author.token });
    expect(avatar.status).toBe(422);
    expect(avatar.body.errors).toEqual({ avatar: ['The avatar must be a square image of at most 500x500 pixels.'] });
  });
});
