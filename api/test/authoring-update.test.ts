import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Author, type Body } from './support/authoring-api.ts';
import { gif, jpegPhoto, png } from './support/auth-images.ts';

let t: AuthoringApi;
let author: Author;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  author = await t.signIn({ jotLevel: 1 });
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

async function newJot(overrides: Record<string, unknown> = {}): Promise<Body['data']> {
  const reply = await t.createJot(author.token, {
    content_type: 'story',
    list_item_id: listItemId,
    name: 'Original name',
    content: LONG_CONTENT,
    images: [{ bytes: png(5, 5), filename: 'one.png' }],
    ...overrides,
  });
  if (reply.status !== 201) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

describe('POST /api/v1/jots/{id}', () => {
  it('changes the fields, appends images after the existing ones, and keeps slug and level', async () => {
    const jot = await newJot();
    const otherListItem = await t.listItem();
    await t.request('POST', '/api/v1/users/profile', { json: { jot_level: 4 }, token: author.token });
    const reply = await t.updateJot(author.token, jot.id, {
      content_type: 'video',
      list_item_id: otherListItem,
      name: 'New name',
      content_url: 'https://youtu.be/xyz',
      content: '<p>Completely rewritten content, long enough to pass the rule.</p>',
      images: [{ bytes: gif(2, 2), filename: 'two.gif' }, { bytes: await jpegPhoto(3, 3), filename: 'three.jpg' }],
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: jot.id,
      slug: jot.slug,
      name: 'New name',
      content_type: 'video',
      content_url: 'https://youtu.be/xyz',
      content: '<p>Completely rewritten content, long enough to pass the rule.</p>',
      list_item_id: otherListItem,
      level: 1,
    });
    expect(reply.body.data.images.map((i) => [i.name, i.order_column])).toEqual([
      ['one.png', 1],
      ['two.gif', 2],
      ['three.jpg', 3],
    ]);
    expect((await t.request('GET', `/api/v1/jots/${jot.slug}`)).body.data).toEqual(reply.body.data);
  });

  it('keeps fields that are not sent; the result must still pass the rules', async () => {
    const jot = await newJot();
    const renamed = await t.updateJot(author.token, jot.id, { name: 'Only the name' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Only the name', content: LONG_CONTENT, content_type: 'story', list_item_id: listItemId });
    // A story turned into a video needs its URL.
    const toVideo = await t.updateJot(author.token, jot.id, { content_type: 'video' });
    expect(toVideo.status).toBe(422);
    expect(toVideo.body.errors).toEqual({ content_url: ['The content url field is required.'] });
    const cleared = await t.updateJot(author.token, jot.id, { list_item_id: '', content: '<p>short</p>' });
    expect(cleared.body.errors).toEqual({
      list_item_id: ['Please select list item to submit.'],
      content: ['Jot content must be at least 40 characters.'],
    });
    expect((await t.request('GET', `/api/v1/jots/${jot.id}`)).body.data.name).toBe('Only the name');
  });

  it('clears the content url when a jot becomes a story', async () => {
    const video = await newJot({ content_type: 'video', content_url: 'https://youtu.be/abc', images: [] });
    const reply = await t.updateJot(author.token, video.id, { content_type: 'story', content_url: 'https://youtu.be/still-sent' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.content_url).toBeNull();
  });

  it('sanitizes updated content', async () => {
    const jot = await newJot();
    const reply = await t.updateJot(author.token, jot.id, {
      content: '<p onmouseover="alert(1)">Enough text to be a jot, even without the script.</p><script>alert(1)</script><a href="javascript:void(0)">x</a>',
    });
    expect(reply.body.data.content).toBe('<p>Enough text to be a jot, even without the script.</p><a>x</a>');
  });

  it('refuses anyone but the author (403) and saves nothing of theirs', async () => {
    const jot = await newJot();
    const stranger = await t.signIn();
    const files = await t.storedFiles();
    const reply = await t.updateJot(stranger.token, jot.id, { name: 'Hijacked', images: [{ bytes: png(2, 2), filename: 'x.png' }] });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ message: 'This action is unauthorized.' });
    expect((await t.request('GET', `/api/v1/jots/${jot.id}`)).body.data.name).toBe('Original name');
    expect(await t.storedFiles()).toEqual(files);
  });

  it('a refused update changes nothing: no field, no image row, no file', async () => {
    const jot = await newJot();
    const files = await t.storedFiles();
    const reply = await t.updateJot(author.token, jot.id, {
      name: 'Would be new',
      images: [{ bytes: png(2, 2), filename: 'ok.png' }, { bytes: Buffer.from('GIF87a'), filename: 'broken.gif' }],
    });
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ 'images.1': ['The images.1 field must be a file of type: png, jpg, gif.'] });
    const stored = (await t.request('GET', `/api/v1/jots/${jot.id}`)).body.data;
    expect(stored.name).toBe('Original name');
    expect(stored.images).toHaveLength(1);
    expect(await t.storedFiles()).toEqual(files);
    expect(existsSync(t.fileOf(jot.images[0]!.url!))).toBe(true);
  });

  it('is 404 for an unknown jot and 401 without a session', async () => {
    const missing = await t.updateJot(author.token, 999_999, { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'No query results for model [App\\Models\\Jot] 999999' });
    const jot = await newJot();
    expect((await t.updateJot(undefined, jot.id, { name: 'x' })).status).toBe(401);
  });
});
