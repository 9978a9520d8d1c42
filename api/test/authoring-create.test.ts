import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type Body } from './support/authoring-api.ts';
import { gif, jpegPhoto, png } from './support/auth-images.ts';

let t: AuthoringApi;
beforeAll(async () => {
  t = await AuthoringApi.start();
});
afterAll(() => t?.close());

describe('POST /api/v1/jots', () => {
  it('creates a story jot with images and answers it in the read shape (201); no content_url is kept', async () => {
    const author = await t.signIn({ jotLevel: 2 });
    const listItemId = await t.listItem();
    const images = [
      { bytes: png(40, 30), filename: 'first.png', type: 'image/png' },
      { bytes: await jpegPhoto(800, 600), filename: 'photo.gif', type: 'image/gif' }, // typed by its bytes, not its name
      { bytes: gif(16, 16), filename: '' },
    ];
    const reply = await t.createJot(author.token, {
      content_type: 'story',
      list_item_id: listItemId,
      name: 'Why variables matter',
      content_url: 'https://example.com/ignored-for-stories',
      content: LONG_CONTENT,
      images,
    });
    expect(reply.status).toBe(201);
    const jot = reply.body.data;
    expect(jot).toMatchObject({
      slug: 'why-variables-matter',
      name: 'Why variables matter',
      content: LONG_CONTENT,
      content_type: 'story',
      type: 'story',
      content_url: null,
      level: 2,
      like_count: 0,
      has_liked: false,
      user_id: author.id,
      list_item_id: listItemId,
    });
    expect(jot.images.map((i) => [i.name, i.order_column])).toEqual([
      ['first.png', 1],
      ['photo.gif', 2],
      ['image.gif', 3],
    ]);
    expect(jot.images.map((i) => i.url)).toEqual([
      expect.stringMatching(/^\/storage\/jots\/[0-9a-f]{32}\.png$/),
      expect.stringMatching(/^\/storage\/jots\/[0-9a-f]{32}\.jpg$/),
      expect.stringMatching(/^\/storage\/jots\/[0-9a-f]{32}\.gif$/),
    ]);
    // Each file is decoded and stored again in its own format, at its own size, with its copies.
    expect(jot.images.map((i) => [i.width, i.height])).toEqual([
      [40, 30],
      [800, 600],
      [16, 16],
    ]);
    for (const image of jot.images) {
      const meta = await sharp(await readFile(t.fileOf(image.url!))).metadata();
      expect([meta.width, meta.height, `/${meta.format}`]).toEqual([image.width, image.height, expect.stringMatching(/\/(png|jpeg|gif)$/)]);
    }
    expect(jot.images[1]!.renditions.map((r) => [r.width, r.mime_type])).toEqual([
      [320, 'image/webp'],
      [320, 'image/jpeg'],
      [640, 'image/webp'],
      [640, 'image/jpeg'],
      [800, 'image/webp'],
    ]);
    // Only final files remain (each image and its copies): nothing left in the staging folder.
    const urls = jot.images.flatMap((i) => [i.url!, ...i.renditions.map((r) => r.url)]);
    expect(await t.storedFiles()).toEqual(urls.map((u) => u.replace('/storage/', '')).sort());
  });

  it.each(['video', 'audio', 'pdf', 'article'])('creates a %s jot with its http(s) content url', async (contentType) => {
    const author = await t.signIn();
    const reply = await t.createJot(author.token, {
      content_type: contentType,
      list_item_id: await t.listItem(),
      name: `A ${contentType} jot`,
      content_url: `https://media.example.com/${contentType}/1`,
      content: LONG_CONTENT,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({
      content_type: contentType,
      type: contentType,
      content_url: `https://media.example.com/${contentType}/1`,
      images: [],
      level: 0,
    });
  });

  it('shows the new jot at once in GET /jots?list_item_id= and GET /jots/{slug}, and honours include', async () => {
    const author = await t.signIn();
    const listItemId = await t.listItem();
    const created = await t.createJot(
      author.token,
      { content_type: 'video', list_item_id: listItemId, name: 'Fresh one', content_url: 'https://youtu.be/abc', content: LONG_CONTENT },
      '?include=user,list_item',
    );
    expect(created.status).toBe(201);
    expect(created.body.data.user?.id).toBe(author.id);
    expect(created.body.data.list_item?.id).toBe(listItemId);
    const byList = await t.request<{ data: Body['data'][] }>('GET', `/api/v1/jots?list_item_id=${listItemId}`);
    expect(byList.body.data.map((j) => j.id)).toEqual([created.body.data.id]);
    const bySlug = await t.request('GET', `/api/v1/jots/${created.body.data.slug}`);
    expect(bySlug.status).toBe(200);
    const { user: _user, list_item: _listItem, ...plain } = created.body.data;
    expect(bySlug.body.data).toEqual(plain);
  });

  it('gives each jot a unique slug from its name (suffixed on collision; digits-only names prefixed)', async () => {
    const author = await t.signIn();
    const listItemId = await t.listItem();
    const make = async (name: string) =>
      (await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name, content: LONG_CONTENT })).body.data.slug;
    expect(await make('Ünïcode & Friends!')).toBe('unicode-friends');
    expect(await make('Unicode friends')).toBe('unicode-friends-2');
    expect(await make('unicode   FRIENDS')).toBe('unicode-friends-3');
    expect(await make('2024')).toBe('jot-2024');
    expect(await make('!!!')).toBe('jot');
  });

  it('keeps the level the author had when the jot was written', async () => {
    const author = await t.signIn({ jotLevel: 3 });
    const listItemId = await t.listItem();
    const jot = (await t.createJot(author.token, { content_type: 'story', list_item_id: listItemId, name: 'Level 3', content: LONG_CONTENT })).body.data;
    await t.request('POST', '/api/v1/users/profile', { json: { jot_level: 1 }, token: author.token });
    expect((await t.request('GET', `/api/v1/jots/${jot.id}`)).body.data.level).toBe(3);
  });

  it('takes a JSON body too (no images)', async () => {
    const author = await t.signIn();
    const reply = await t.request('POST', '/api/v1/jots', {
      json: { content_type: 'story', list_item_id: await t.listItem(), name: 'From JSON', content: LONG_CONTENT },
      token: author.token,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.data.name).toBe('From JSON');
  });

  it('is 401 for visitors and for a bad token, and saves nothing', async () => {
    const before = await t.count('jots');
    const form = { content_type: 'story', list_item_id: await t.listItem(), name: 'Nope', content: LONG_CONTENT, images: [{ bytes: png(2, 2), filename: 'a.png' }] };
    for (const token of [undefined, 'not-a-token']) {
      const reply = await t.createJot(token, form);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthenticated.' });
    }
    expect(await t.count('jots')).toBe(before);
  });
});

describe('content sanitizing on write', () => {
  it('stores only the editor allow-list: no scripts, handlers, styles, frames or javascript:/data: links', async () => {
    const author = await t.signIn();
    const payload = [
      '<h2 style="color:red" onclick="steal()">Title</h2>',
      '<p>Safe <strong>bold</strong> <em>it</em> <u>under</u> <b>b</b> <i>i</i><br></p>',
      '<script>alert(document.cookie)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a> <a href="data:text/html,<script>x</script>">data</a>',
      '<a href="https://example.com/read" target="_self" onmouseover="x()">web</a> <a href="mailto:me@example.com">mail</a>',
      '<iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle/></svg><style>p{}</style>',
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><h4>h4</h4>',
    ].join('');
    const reply = await t.createJot(author.token, { content_type: 'story', list_item_id: await t.listItem(), name: 'XSS', content: payload });
    expect(reply.status).toBe(201);
    const stored = reply.body.data.content;
    expect(stored).toBe(
      [
        '<h2>Title</h2>',
        '<p>Safe <strong>bold</strong> <em>it</em> <u>under</u> <b>b</b> <i>i</i><br /></p>',
        '<a>js</a> <a>js2</a> <a>data</a>',
        '<a href="https://example.com/read">web</a> <a href="mailto:me@example.com">mail</a>',
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quote</blockquote><pre><code>x = 1</code></pre><h4>h4</h4>',
      ].join(''),
    );
    const [row] = await t.db.query<{ content: string }>('SELECT content FROM jots WHERE id = $1', [reply.body.data.id]);
    expect(row?.content).toBe(stored);
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript:|data:|style|iframe|svg/i);
  });
});
