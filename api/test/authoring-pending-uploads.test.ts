import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeExpiredPendingUploads } from '../src/authoring/pending-uploads.ts';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { png, upload } from './support/auth-images.ts';

let t: AuthoringApi;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

interface Media {
  id: number;
  jot_id: number | null;
  url: string;
  renditions: { url: string }[];
}

const HOUR = 3600_000;
/** The sweep's clock: fixed, so no test waits for a day to pass. */
const NOW = new Date('2031-03-04T12:00:00Z');

function sendMedia(author: Author, name: string, jotId?: number) {
  const form = upload('file', png(400, 300), name);
  if (jotId !== undefined) form.append('jot_id', String(jotId));
  return t.request<{ data: Media; errors: Record<string, string[]> }>('POST', '/api/v1/media/create', { body: form, token: author.token });
}

async function uploadedAt(author: Author, name: string, hoursBeforeNow: number): Promise<Media> {
  const reply = await sendMedia(author, name);
  expect(reply.status).toBe(201);
  await t.db.query('UPDATE jot_images SET created_at = $2 WHERE id = $1', [reply.body.data.id, new Date(NOW.getTime() - hoursBeforeNow * HOUR).toISOString()]);
  return reply.body.data;
}

const filesOf = (media: Media) => [media.url, ...media.renditions.map((r) => r.url)].map((url) => t.fileOf(url));
const rowExists = async (id: number) => (await t.db.query('SELECT 1 FROM jot_images WHERE id = $1', [id])).length === 1;

describe('expired pending uploads', () => {
  it('removes uploads no jot claimed within 24 hours (rows and files); younger and claimed ones stay', async () => {
    const author = await t.signIn();
    const stale = await uploadedAt(author, 'stale.png', 25);
    const older = await uploadedAt(author, 'older.png', 24 * 7);
    const young = await uploadedAt(author, 'young.png', 23);
    // Uploaded pending as long ago, then claimed by a save: it belongs to a jot now.
    const claimed = await uploadedAt(author, 'claimed.png', 48);
    const jot = await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: 'Claims one', content: LONG_CONTENT, imageIds: [claimed.id] });
    expect(jot.status).toBe(201);
    for (const media of [stale, older, young, claimed]) for (const file of filesOf(media)) expect(existsSync(file)).toBe(true);
    expect(stale.renditions.length).toBeGreaterThan(0);

    expect(await removeExpiredPendingUploads(t.db, t.storageDir, NOW)).toBe(2);

    for (const media of [stale, older]) {
      expect(await rowExists(media.id)).toBe(false);
      for (const file of filesOf(media)) expect(existsSync(file)).toBe(false);
    }
    for (const media of [young, claimed]) {
      expect(await rowExists(media.id)).toBe(true);
      for (const file of filesOf(media)) expect(existsSync(file)).toBe(true);
    }
    // The claimed image is still the jot's.
    const read = await t.request('GET', `/api/v1/jots/${jot.body.data.id}`);
    expect(read.body.data.images.map((i) => i.id)).toEqual([claimed.id]);
    // A second run finds nothing more to remove; a day later the young one goes too.
    expect(await removeExpiredPendingUploads(t.db, t.storageDir, NOW)).toBe(0);
    expect(await removeExpiredPendingUploads(t.db, t.storageDir, new Date(NOW.getTime() + 2 * HOUR))).toBe(1);
    expect(await rowExists(young.id)).toBe(false);
  });
});

describe('pending upload quota', () => {
  it('refuses a user’s 21st pending upload with a clear message and stores nothing; uploads to a jot and other users are not counted', async () => {
    const author = await t.signIn();
    const other = await t.signIn();
    const pending: Media[] = [];
    for (let i = 0; i < 20; i += 1) {
      const reply = await sendMedia(author, `p${i}.png`);
      expect(reply.status).toBe(201);
      pending.push(reply.body.data);
    }
    const files = await t.storedFiles();
    const refused = await sendMedia(author, 'one-too-many.png');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      file: ['You already have 20 images waiting to be saved with a jot: save the jot or remove some of them first.'],
    });
    expect(await t.storedFiles()).toEqual(files);

    // Images added to an existing jot are not pending; another user has a quota of their own.
    const jot = await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: 'Has room', content: LONG_CONTENT });
    expect((await sendMedia(author, 'to-jot.png', jot.body.data.id)).status).toBe(201);
    expect((await sendMedia(other, 'others.png')).status).toBe(201);

    // Removing one pending upload makes room for one more.
    expect((await t.request('DELETE', `/api/v1/media/${pending[0]!.id}`, { token: author.token })).status).toBe(204);
    expect((await sendMedia(author, 'fits-again.png')).status).toBe(201);
    expect((await sendMedia(author, 'full-again.png')).status).toBe(422);
  });
});
