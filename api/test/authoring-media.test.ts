import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Author, type Body } from './support/authoring-api.ts';
import { gif, jpegPhoto, png, upload } from './support/auth-images.ts';

let t: AuthoringApi;
let author: Author;
let stranger: Author;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  author = await t.signIn();
  stranger = await t.signIn();
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

interface Media {
  id: number;
  jot_id: number | null;
  name: string;
  url: string;
  imageUrl: string;
  order_column: number;
  width: number | null;
  height: number | null;
  renditions: { url: string; width: number; height: number; mime_type: string }[];
}

/** An upload's files: the image itself and each smaller copy. */
const filesOf = (media: Media) => 1 + media.renditions.length;

async function newJot(): Promise<Body['data']> {
  const reply = await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: 'With images', content: LONG_CONTENT });
  return reply.body.data;
}

function sendMedia(token: string | undefined, bytes: Buffer, filename: string, jotId?: number | string) {
  const form = upload('file', bytes, filename);
  if (jotId !== undefined) form.append('jot_id', String(jotId));
  return t.request<{ data: Media } & Body>('POST', '/api/v1/media/create', { body: form, token });
}

const imagesOf = async (jotId: number) => (await t.request('GET', `/api/v1/jots/${jotId}`)).body.data.images;

describe('POST /api/v1/media/create', () => {
  it('adds an image to the author’s jot after its last one and answers data.imageUrl (201)', async () => {
    const jot = await newJot();
    const first = await sendMedia(author.token, png(4, 4), 'a.png', jot.id);
    const second = await sendMedia(author.token, await jpegPhoto(30, 20), 'b.png', jot.id);
    expect(first.status).toBe(201);
    expect(second.body.data).toEqual({
      id: expect.any(Number),
      jot_id: jot.id,
      name: 'b.png',
      url: expect.stringMatching(/^\/storage\/jots\/[0-9a-f]{32}\.jpg$/),
      imageUrl: second.body.data.url,
      order_column: 2,
      width: 30,
      height: 20,
      // Never upscaled: a 30 px image has only its full-size WebP beside it.
      renditions: [{ url: second.body.data.url.replace(/\.jpg$/, '-30w.webp'), width: 30, height: 20, mime_type: 'image/webp' }],
    });
    const stored = await sharp(await readFile(t.fileOf(second.body.data.imageUrl))).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 30, 20]);
    expect((await imagesOf(jot.id)).map((i) => i.id)).toEqual([first.body.data.id, second.body.data.id]);
  });

  it('refuses another user’s jot (403) and writes no file', async () => {
    const jot = await newJot();
    const files = await t.storedFiles();
    const reply = await sendMedia(stranger.token, png(4, 4), 'a.png', jot.id);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'This action is unauthorized.' });
    expect(await t.storedFiles()).toEqual(files);
    expect(await imagesOf(jot.id)).toEqual([]);
    // Control: the same upload by the jot's author is stored.
    const own = await sendMedia(author.token, png(4, 4), 'a.png', jot.id);
    expect(own.status).toBe(201);
    expect((await imagesOf(jot.id)).map((i) => i.id)).toEqual([own.body.data.id]);
    expect(await t.storedFiles()).toHaveLength(files.length + filesOf(own.body.data));
  });

  it('validates the file from its bytes and the jot id', async () => {
    const jot = await newJot();
    const files = await t.storedFiles();
    const cases: [FormData, Record<string, string[]>][] = [
      [upload('file', Buffer.from('%PDF-1.4'), 'doc.png', 'image/png'), { file: ['The file field must be a file of type: png, jpg, gif.'] }],
      [upload('file', Buffer.concat([gif(2, 2), Buffer.alloc(10 * 1024 * 1024)]), 'big.gif'), { file: ['The file field must not be greater than 10240 kilobytes.'] }],
      [upload('image', png(2, 2), 'a.png'), { file: ['The file field is required.'] }],
    ];
    for (const [form, errors] of cases) {
      form.append('jot_id', String(jot.id));
      const reply = await t.request('POST', '/api/v1/media/create', { body: form, token: author.token });
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual(errors);
    }
    for (const jotId of ['999999', 'abc']) {
      const reply = await sendMedia(author.token, png(2, 2), 'a.png', jotId);
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ jot_id: ['The selected jot id is invalid.'] });
    }
    expect(await t.storedFiles()).toEqual(files);
    expect(await imagesOf(jot.id)).toEqual([]);
    // Control: a valid file for the same jot is stored.
    const valid = await sendMedia(author.token, png(2, 2), 'a.png', jot.id);
    expect(valid.status).toBe(201);
    expect((await imagesOf(jot.id)).map((i) => i.id)).toEqual([valid.body.data.id]);
    expect(await t.storedFiles()).toHaveLength(files.length + filesOf(valid.body.data));
  });

  it('is 401 without a session', async () => {
    expect((await sendMedia(undefined, png(2, 2), 'a.png')).status).toBe(401);
  });
});

describe('pending uploads claimed by a save (image_ids[])', () => {
  it('keeps an upload without jot_id pending, then attaches it on create, before the form’s files', async () => {
    const pendingA = (await sendMedia(author.token, png(6, 6), 'a.png')).body.data;
    const pendingB = (await sendMedia(author.token, gif(6, 6), 'b.gif')).body.data;
    expect(pendingA.jot_id).toBeNull();
    expect(pendingB.order_column).toBe(pendingA.order_column + 1);
    // Reordered while pending: B first.
    await t.request('POST', `/api/v1/media/${pendingB.id}/order-column`, { json: { order_column: 1 }, token: author.token });
    await t.request('POST', `/api/v1/media/${pendingA.id}/order-column`, { json: { order_column: 2 }, token: author.token });
    const reply = await t.createJot(author.token, {
      content_type: 'story',
      list_item_id: listItemId,
      name: 'Claims its images',
      content: LONG_CONTENT,
      imageIds: [pendingA.id, pendingB.id],
      images: [{ bytes: await jpegPhoto(2, 2), filename: 'c.jpg' }],
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.images.map((i) => [i.id, i.order_column])).toEqual([
      [pendingB.id, 1],
      [pendingA.id, 2],
      [expect.any(Number), 3],
    ]);
    // Claimed: no longer pending, so it cannot be claimed twice.
    const again = await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: 'Again', content: LONG_CONTENT, imageIds: [pendingA.id] });
    expect(again.body.errors).toEqual({ 'image_ids.0': ['The selected image ids.0 is invalid.'] });
  });

  it('claims on update too, and never another user’s pending upload', async () => {
    const jot = await newJot();
    const mine = (await sendMedia(author.token, png(6, 6), 'mine.png')).body.data;
    const theirs = (await sendMedia(stranger.token, png(6, 6), 'theirs.png')).body.data;
    const refused = await t.updateJot(author.token, jot.id, { imageIds: [mine.id, theirs.id] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'image_ids.1': ['The selected image ids.1 is invalid.'] });
    const ok = await t.updateJot(author.token, jot.id, { imageIds: [mine.id] });
    expect(ok.body.data.images.map((i) => i.id)).toEqual([mine.id]);
  });

  it('lets only the uploader change a pending image', async () => {
    const pending = (await sendMedia(author.token, png(6, 6), 'p.png')).body.data;
    expect((await t.request('DELETE', `/api/v1/media/${pending.id}`, { token: stranger.token })).status).toBe(403);
    const reorder = await t.request('POST', `/api/v1/media/${pending.id}/order-column`, { json: { order_column: 5 }, token: stranger.token });
    expect(reorder.status).toBe(403);
    expect((await t.request('DELETE', `/api/v1/media/${pending.id}`, { token: author.token })).status).toBe(204);
  });
});

describe('DELETE /api/v1/media/{id}', () => {
  it('removes the image and its file (204)', async () => {
    const jot = await newJot();
    const kept = (await sendMedia(author.token, png(4, 4), 'kept.png', jot.id)).body.data;
    const gone = (await sendMedia(author.token, png(4, 4), 'gone.png', jot.id)).body.data;
    const reply = await t.request('DELETE', `/api/v1/media/${gone.id}`, { token: author.token });
    expect(reply.status).toBe(204);
    expect(reply.body).toBeNull();
    expect(existsSync(t.fileOf(gone.url))).toBe(false);
    expect(existsSync(t.fileOf(kept.url))).toBe(true);
    expect((await imagesOf(jot.id)).map((i) => i.id)).toEqual([kept.id]);
    expect((await t.request('DELETE', `/api/v1/media/${gone.id}`, { token: author.token })).body).toEqual({
      message: `No query results for model [App\\Models\\Media] ${gone.id}`,
    });
  });

  it('keeps a seeded file other rows still share', async () => {
    const jot = await newJot();
    const a = await t.fixtures.jotImage(jot.id, { path: 'seed/jots/shared.svg' });
    await t.fixtures.jotImage(jot.id, { path: 'seed/jots/shared.svg' });
    expect((await t.request('DELETE', `/api/v1/media/${a}`, { token: author.token })).status).toBe(204);
    expect((await imagesOf(jot.id)).map((i) => i.url)).toEqual(['/storage/seed/jots/shared.svg']);
  });

  it('refuses anyone but the jot’s author (403) and keeps the image', async () => {
    const jot = await newJot();
    const image = (await sendMedia(author.token, png(4, 4), 'a.png', jot.id)).body.data;
    const reply = await t.request('DELETE', `/api/v1/media/${image.id}`, { token: stranger.token });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'This action is unauthorized.' });
    expect(existsSync(t.fileOf(image.url))).toBe(true);
    expect(await imagesOf(jot.id)).toHaveLength(1);
    expect((await t.request('DELETE', `/api/v1/media/${image.id}`)).status).toBe(401);
  });
});

describe('POST /api/v1/media/{id}/order-column', () => {
  it('renumbers an image (multipart or JSON) and the jot lists its images in the new order', async () => {
    const jot = await newJot();
    const a = (await sendMedia(author.token, png(4, 4), 'a.png', jot.id)).body.data;
    const b = (await sendMedia(author.token, png(4, 4), 'b.png', jot.id)).body.data;
    const form = new FormData();
    form.append('order_column', '7');
    const multipart = await t.request<{ data: Media }>('POST', `/api/v1/media/${a.id}/order-column`, { body: form, token: author.token });
    expect(multipart.status).toBe(200);
    expect(multipart.body.data).toMatchObject({ id: a.id, order_column: 7, imageUrl: a.url });
    expect((await imagesOf(jot.id)).map((i) => i.id)).toEqual([b.id, a.id]);
    const json = await t.request<{ data: Media }>('POST', `/api/v1/media/${b.id}/order-column`, { json: { order_column: 9 }, token: author.token });
    expect(json.body.data.order_column).toBe(9);
    expect((await imagesOf(jot.id)).map((i) => [i.id, i.order_column])).toEqual([
      [a.id, 7],
      [b.id, 9],
    ]);
  });

  it('takes an integer of at least 1', async () => {
    const jot = await newJot();
    const image = (await sendMedia(author.token, png(4, 4), 'a.png', jot.id)).body.data;
    const cases: [unknown, string][] = [
      [{}, 'The order column field is required.'],
      [{ order_column: 'first' }, 'The order column field must be an integer.'],
      [{ order_column: 1.5 }, 'The order column field must be an integer.'],
      [{ order_column: 0 }, 'The order column field must be at least 1.'],
    ];
    for (const [json, message] of cases) {
      const reply = await t.request('POST', `/api/v1/media/${image.id}/order-column`, { json, token: author.token });
      expect(reply.status).toBe(422);
      expect(reply.body).toEqual({ message, errors: { order_column: [message] } });
    }
  });

  it('refuses anyone but the jot’s author (403)', async () => {
    const jot = await newJot();
    const image = (await sendMedia(author.token, png(4, 4), 'a.png', jot.id)).body.data;
    const reply = await t.request('POST', `/api/v1/media/${image.id}/order-column`, { json: { order_column: 3 }, token: stranger.token });
    expect(reply.status).toBe(403);
    expect((await imagesOf(jot.id))[0]!.order_column).toBe(1);
  });
});
