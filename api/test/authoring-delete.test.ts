import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Author } from './support/authoring-api.ts';
import { png } from './support/auth-images.ts';

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

async function jotWithImage() {
  const reply = await t.createJot(author.token, {
    content_type: 'story',
    list_item_id: listItemId,
    name: 'Soon gone',
    content: LONG_CONTENT,
    images: [{ bytes: png(4, 4), filename: 'a.png' }],
  });
  expect(reply.status).toBe(201);
  return reply.body.data;
}

const deleteJot = (token: string | undefined, key: number | string) => t.request('DELETE', `/api/v1/jots/${key}`, { token });

async function rowsOf(jotId: number) {
  const [row] = await t.db.query<{ jots: number; images: number; likes: number }>(
    `SELECT (SELECT count(*)::int FROM jots WHERE id = $1) AS jots,
            (SELECT count(*)::int FROM jot_images WHERE jot_id = $1) AS images,
            (SELECT count(*)::int FROM likes WHERE jot_id = $1) AS likes`,
    [jotId],
  );
  return row;
}

describe('DELETE /api/v1/jots/{id}', () => {
  it('removes the author’s jot with its images (rows and files), likes and search entry; its address answers 404', async () => {
    const jot = await jotWithImage();
    expect((await t.request('POST', `/api/v1/jots/${jot.id}/like`, { token: stranger.token })).status).toBe(200);
    const files = jot.images.flatMap((image) => [image.url!, ...image.renditions.map((r) => r.url)]).map((url) => t.fileOf(url));
    expect(files.every((file) => existsSync(file))).toBe(true);
    const found = await t.request('GET', `/api/v1/search?q=${encodeURIComponent('Soon gone')}&indexes=jots`);
    expect(JSON.stringify(found.body)).toContain(`"id":${jot.id}`);

    const reply = await deleteJot(author.token, jot.id);
    expect(reply.status).toBe(204);
    expect(await rowsOf(jot.id)).toEqual({ jots: 0, images: 0, likes: 0 });
    expect(files.some((file) => existsSync(file))).toBe(false);
    const gone = await t.request('GET', `/api/v1/jots/${jot.slug}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: `No query results for model [App\\Models\\Jot] ${jot.slug}` });
    const searched = await t.request('GET', `/api/v1/search?q=${encodeURIComponent('Soon gone')}&indexes=jots`);
    expect(JSON.stringify(searched.body)).not.toContain(`"id":${jot.id}`);
  });

  it('takes the slug as well as the id', async () => {
    const jot = await jotWithImage();
    expect((await deleteJot(author.token, jot.slug)).status).toBe(204);
    expect(await rowsOf(jot.id)).toEqual({ jots: 0, images: 0, likes: 0 });
  });

  it('refuses anyone but the author (403) and changes nothing', async () => {
    const jot = await jotWithImage();
    const files = await t.storedFiles();
    const reply = await deleteJot(stranger.token, jot.id);
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'This action is unauthorized.' });
    expect(await rowsOf(jot.id)).toEqual({ jots: 1, images: 1, likes: 0 });
    expect(await t.storedFiles()).toEqual(files);
  });

  it('is 404 for an unknown jot (twice deleted included) and 401 without a session', async () => {
    const missing = await deleteJot(author.token, 999_999);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No query results for model [App\\Models\\Jot] 999999' });
    const jot = await jotWithImage();
    expect((await deleteJot(undefined, jot.id)).status).toBe(401);
    expect(await rowsOf(jot.id)).toEqual({ jots: 1, images: 1, likes: 0 });
    expect((await deleteJot(author.token, jot.id)).status).toBe(204);
    expect((await deleteJot(author.token, jot.id)).status).toBe(404);
  });
});
