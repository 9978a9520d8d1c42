import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthoringApi, LONG_CONTENT, type JotForm } from './support/authoring-api.ts';
import { gif, png } from './support/auth-images.ts';

let t: AuthoringApi;
let token: string;
let listItemId: number;
beforeAll(async () => {
  t = await AuthoringApi.start();
  token = (await t.signIn()).token;
  listItemId = await t.listItem();
});
afterAll(() => t?.close());

const valid = (): JotForm => ({ content_type: 'video', list_item_id: listItemId, name: 'A valid jot', content_url: 'https://youtu.be/abc', content: LONG_CONTENT });

/** Sends the form and expects a 422 with exactly these field messages, and nothing saved. */
async function expectRefused(form: JotForm, errors: Record<string, string[]>): Promise<void> {
  const before = { jots: await t.count('jots'), images: await t.count('jot_images'), files: await t.storedFiles() };
  const reply = await t.createJot(token, form);
  expect(reply.status).toBe(422);
  expect(reply.body.errors).toEqual(errors);
  expect(reply.body.message).toBe(Object.values(errors)[0]![0]!.concat(moreSuffix(errors)));
  expect({ jots: await t.count('jots'), images: await t.count('jot_images'), files: await t.storedFiles() }).toEqual(before);
}

function moreSuffix(errors: Record<string, string[]>): string {
  const more = Object.values(errors).flat().length - 1;
  return more === 0 ? '' : ` (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

describe('the rules of a jot, each with its message and nothing saved', () => {
  it('requires a list item that exists and can be read', async () => {
    const listItem = { list_item_id: ['Please select list item to submit.'] };
    await expectRefused({ ...valid(), list_item_id: undefined }, listItem);
    await expectRefused({ ...valid(), list_item_id: '' }, listItem);
    await expectRefused({ ...valid(), list_item_id: 'algebra' }, listItem);
    await expectRefused({ ...valid(), list_item_id: 999_999 }, listItem);
    const f = t.fixtures;
    const hidden = await f.listItem(await f.section(await f.pod(await f.container(), { is_active: false })));
    await expectRefused({ ...valid(), list_item_id: hidden }, listItem);
  });

  it('requires at least 40 characters of text once tags are stripped', async () => {
    const content = { content: ['Jot content must be at least 40 characters.'] };
    await expectRefused({ ...valid(), content: undefined }, content);
    await expectRefused({ ...valid(), content: '<p>Too short.</p>' }, content);
    // 39 visible characters, however much markup surrounds them.
    await expectRefused({ ...valid(), content: `<p><strong>${'x'.repeat(20)}</strong><em>${'y'.repeat(19)}</em></p>` }, content);
    // Text inside a script is removed before counting.
    await expectRefused({ ...valid(), content: `<p>short</p><script>${'a'.repeat(100)}</script>` }, content);
    const exactly40 = await t.createJot(token, { ...valid(), content: `<p>${'x'.repeat(20)}&amp;${'y'.repeat(19)}</p>` });
    expect(exactly40.status).toBe(201);
  });

  it('requires a name of at most 255 characters', async () => {
    await expectRefused({ ...valid(), name: '   ' }, { name: ['The name field is required.'] });
    await expectRefused({ ...valid(), name: 'n'.repeat(256) }, { name: ['The name field must not be greater than 255 characters.'] });
  });

  it('requires a known content type', async () => {
    await expectRefused({ ...valid(), content_type: undefined }, { content_type: ['The content type field is required.'] });
    await expectRefused({ ...valid(), content_type: 'podcast' }, { content_type: ['The selected content type is invalid.'] });
  });

  it('requires a valid http(s) URL for every type but story', async () => {
    await expectRefused({ ...valid(), content_url: undefined }, { content_url: ['The content url field is required.'] });
    for (const url of ['youtube', 'javascript:alert(1)', 'ftp://example.com/a', 'https://', 'data:text/html,x']) {
      await expectRefused({ ...valid(), content_type: 'pdf', content_url: url }, { content_url: ['The content url field must be a valid URL.'] });
    }
    const story = await t.createJot(token, { ...valid(), content_type: 'story', content_url: 'javascript:alert(1)' });
    expect(story.status).toBe(201);
    expect(story.body.data.content_url).toBeNull();
  });

  it('takes PNG, JPG or GIF images only, judged by their bytes', async () => {
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    await expectRefused(
      { ...valid(), images: [{ bytes: png(4, 4), filename: 'ok.png' }, { bytes: fake, filename: 'evil.png', type: 'image/png' }] },
      { 'images.1': ['The images.1 field must be a file of type: png, jpg, gif.'] },
    );
  });

  it('takes images up to 10 MB each, and reports every bad image at once', async () => {
    const big = Buffer.concat([png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    await expectRefused(
      { ...valid(), images: [{ bytes: big, filename: 'big.png' }, { bytes: gif(2, 2), filename: 'ok.gif' }, { bytes: Buffer.from('text'), filename: 'a.txt' }] },
      {
        'images.0': ['The images.0 field must not be greater than 10240 kilobytes.'],
        'images.2': ['The images.2 field must be a file of type: png, jpg, gif.'],
      },
    );
  });

  it('lists every failed field in one answer', async () => {
    await expectRefused(
      { content_type: 'video', name: '', content: 'short' },
      {
        list_item_id: ['Please select list item to submit.'],
        name: ['The name field is required.'],
        content_url: ['The content url field is required.'],
        content: ['Jot content must be at least 40 characters.'],
      },
    );
  });

  it('refuses image_ids that are not the user’s pending uploads', async () => {
    await expectRefused({ ...valid(), imageIds: ['abc', 999_999] }, {
      'image_ids.0': ['The selected image ids.0 is invalid.'],
      'image_ids.1': ['The selected image ids.1 is invalid.'],
    });
  });
});

describe('a save that fails in the database leaves nothing behind', () => {
  it('rolls back the jot row and deletes the staged image files', async () => {
    // Every image insert fails, after the jot row was written in the same transaction.
    await t.db.exec(`
      CREATE FUNCTION refuse_images() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_images BEFORE INSERT ON jot_images FOR EACH ROW EXECUTE FUNCTION refuse_images();`);
    try {
      const before = { jots: await t.count('jots'), images: await t.count('jot_images'), files: await t.storedFiles() };
      const reply = await t.createJot(token, { ...valid(), name: 'Doomed', images: [{ bytes: png(3, 3), filename: 'a.png' }, { bytes: gif(3, 3), filename: 'b.gif' }] });
      expect(reply.status).toBe(500);
      expect(reply.body).toEqual({ message: 'Server Error' });
      expect({ jots: await t.count('jots'), images: await t.count('jot_images'), files: await t.storedFiles() }).toEqual(before);
      expect((await t.db.query("SELECT 1 FROM jots WHERE name = 'Doomed'")).length).toBe(0);

      const existing = await t.db.query<{ id: number }>('SELECT id FROM jots ORDER BY id LIMIT 1');
      const update = await t.updateJot(token, existing[0]!.id, { name: 'Renamed but doomed', images: [{ bytes: png(3, 3), filename: 'c.png' }] });
      expect(update.status).toBe(500);
      expect((await t.db.query("SELECT 1 FROM jots WHERE name = 'Renamed but doomed'")).length).toBe(0);
      expect(await t.storedFiles()).toEqual(before.files);
    } finally {
      await t.db.exec('DROP TRIGGER refuse_images ON jot_images; DROP FUNCTION refuse_images();');
    }
    // Control: without the failure, the same save is stored with its images.
    const saved = await t.createJot(token, { ...valid(), name: 'Doomed', images: [{ bytes: png(3, 3), filename: 'a.png' }, { bytes: gif(3, 3), filename: 'b.gif' }] });
    expect(saved.status).toBe(201);
    expect((await t.db.query("SELECT 1 FROM jots WHERE name = 'Doomed'")).length).toBe(1);
  });
});
