import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, png } from '../../api/test/support/auth-images.ts';
import { Browser, OAUTH_CLIENT, signUp, startAccountsStack, type AccountsStack, type UploadFile } from './support/accounts.ts';
import { buildBrowseWorld, type BrowseWorld } from './support/browse-world.ts';

/**
 * The jot form and My Jots through GraphQL, over the real api: uploads travel as GraphQL multipart
 * requests through Yoga to the api's multipart endpoints; refusals come back as typed results
 * with the spec's messages and fields named after the mutation input.
 */

const STORY_HTML =
  '<h2>Balancing</h2><p>Do the <strong>same thing</strong> to both sides of the equation.</p><script>alert(1)</script>' +
  '<p><a href="javascript:alert(2)">bad</a> <a href="https://example.com/more">more</a></p>';

const RESULT = (payload: string, fields: string) => `
  __typename
  ... on ${payload} { ${fields} }
  ... on Error { message }
  ... on ValidationError { fields { field messages } }`;

const JOT_FIELDS = `jot { id databaseId title contentType contentUrl contentHtml level viewerCanEdit images { id databaseId orderColumn url } }`;
const CREATE = `mutation ($input: CreateJotInput!) { createJot(input: $input) { ${RESULT('CreateJotPayload', `${JOT_FIELDS} listItem { slug } viewer { databaseId }`)} } }`;
const UPDATE = `mutation ($input: UpdateJotInput!) { updateJot(input: $input) { ${RESULT('UpdateJotPayload', `${JOT_FIELDS} listItem { slug }`)} } }`;
const ADD_IMAGE = `mutation ($input: AddJotImageInput!) { addJotImage(input: $input) { ${RESULT('AddJotImagePayload', `image { id orderColumn } ${JOT_FIELDS}`)} } }`;
const REMOVE_IMAGE = `mutation ($input: RemoveJotImageInput!) { removeJotImage(input: $input) { ${RESULT('RemoveJotImagePayload', `deletedImageId ${JOT_FIELDS}`)} } }`;
const DELETE = `mutation ($input: DeleteJotInput!) { deleteJot(input: $input) { __typename ... on DeleteJotPayload { deletedJotId viewer { databaseId } } ... on Error { message } } }`;
const REPORT = `mutation ($input: ReportJotInput!) { reportJot(input: $input) { __typename ... on ReportJotPayload { reportedJotId } ... on Error { message } ... on ValidationError { fields { field messages } } } }`;
const REORDER_IMAGE = `mutation ($input: ReorderJotImageInput!) { reorderJotImage(input: $input) { ${RESULT('ReorderJotImagePayload', `image { id orderColumn } ${JOT_FIELDS}`)} } }`;

interface JotData {
  id: string;
  databaseId: number;
  title: string;
  contentType: string;
  contentUrl: string | null;
  contentHtml: string;
  level: string;
  viewerCanEdit: boolean;
  images: { id: string; databaseId: number; orderColumn: number; url: string }[];
}

interface Result {
  __typename: string;
  message?: string;
  fields?: { field: string; messages: string[] }[];
  jot?: JotData;
  listItem?: { slug: string };
  viewer?: { databaseId: number };
  image?: { id: string; orderColumn: number };
  deletedImageId?: string;
  deletedJotId?: string;
}

const file = (bytes: Buffer, name: string, type = 'image/png'): UploadFile => ({ bytes, name, type });

describe('authoring mutations', () => {
  let stack: AccountsStack;
  let world: BrowseWorld;
  let author: Browser;
  let authorAccount: { email: string; password: string };
  let otherAccount: { email: string; password: string };
  // A client other than a browser: the api's password grant, its token sent as Authorization.
  const accessTokenOf = async ({ email, password }: { email: string; password: string }): Promise<string> => {
    const response = await fetch(`${stack.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', client_id: OAUTH_CLIENT.id, client_secret: OAUTH_CLIENT.secret, username: email, password, scope: '' }),
    });
    return ((await response.json()) as { access_token: string }).access_token;
  };
  let other: Browser;
  let listItemId: string;

  const baseInput = () => ({
    contentType: 'STORY',
    listItemId,
    title: 'Balancing equations',
    contentUrl: 'https://example.com/ignored-for-stories',
    contentHtml: STORY_HTML,
  });

  /** A GraphQL multipart create with `files` as input.images. */
  const createWith = (browser: Browser, input: Record<string, unknown>, files: UploadFile[] = []) =>
    browser.upload<{ createJot: Result }>(
      CREATE,
      { input: { ...input, images: files.map(() => null) } },
      Object.fromEntries(files.map((f, i) => [`variables.input.images.${i}`, f])),
    );

  const createStory = async (browser: Browser = author, files: UploadFile[] = []): Promise<JotData> => {
    const reply = await createWith(browser, baseInput(), files);
    const result = reply.data?.createJot;
    if (result?.__typename !== 'CreateJotPayload' || !result.jot) throw new Error(`create failed: ${reply.text}`);
    return result.jot;
  };

  beforeAll(async () => {
    stack = await startAccountsStack();
    world = await buildBrowseWorld(stack.db);
    listItemId = encodeGlobalID('ListItem', world.listItems.variables);
    author = new Browser(stack.bffUrl);
    authorAccount = await signUp(author, 'Ada Author');
    other = new Browser(stack.bffUrl);
    otherAccount = await signUp(other, 'Otto Other');
  });

  afterAll(async () => {
    await stack?.close();
  });

  describe('createJot', () => {
    it('shares a story with images uploaded through Yoga, numbered in the order sent, without a source URL and with sanitized content', async () => {
      const reply = await createWith(author, baseInput(), [file(png(4, 4), 'first.png'), file(gif(2, 2), 'second.gif', 'image/gif')]);
      const result = reply.data?.createJot;
      expect(result?.__typename).toBe('CreateJotPayload');
      expect(result?.listItem).toEqual({ slug: 'variables' });
      expect(result?.viewer?.databaseId).toBeGreaterThan(0);
      const jot = result!.jot!;
      expect(jot).toMatchObject({ title: 'Balancing equations', contentType: 'STORY', contentUrl: null, viewerCanEdit: true });
      expect(jot.contentHtml).toContain('<strong>same thing</strong>');
      expect(jot.contentHtml).not.toMatch(/script|javascript:/);
      expect(jot.images.map((image) => image.orderColumn)).toEqual([1, 2]);
      expect(jot.images[0]!.url).toMatch(/^\/storage\/jots\/.+\.png$/);
      expect(jot.images[1]!.url).toMatch(/\.gif$/);
      // The uploaded file is served through the bff.
      const served = await fetch(stack.bffUrl + jot.images[0]!.url);
      expect(served.status).toBe(200);
      await served.arrayBuffer();
    });

    it('keeps the source URL of a video', async () => {
      const reply = await createWith(author, { ...baseInput(), contentType: 'VIDEO', contentUrl: 'https://youtu.be/xyz789' });
      expect(reply.data?.createJot.jot).toMatchObject({ contentType: 'VIDEO', contentUrl: 'https://youtu.be/xyz789', images: [] });
    });

    it("answers the spec's messages with fields named after the input, and saves nothing", async () => {
      const count = async () => (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jots WHERE name = $1', ['Refused jot']))[0]?.n;
      const reply = await createWith(author, { ...baseInput(), title: 'Refused jot', listItemId: null, contentHtml: '<p>Too <b>short</b></p>' }, [file(png(2, 2), 'a.png')]);
      expect(reply.data?.createJot).toEqual({
        __typename: 'ValidationError',
        message: 'Please select list item to submit. Jot content must be at least 40 characters.',
        fields: [
          { field: 'listItemId', messages: ['Please select list item to submit.'] },
          { field: 'contentHtml', messages: ['Jot content must be at least 40 characters.'] },
        ],
      });
      expect(await count()).toBe(0);
      // Control: the same jot, made valid, is saved (and counted).
      const saved = await createWith(author, { ...baseInput(), title: 'Refused jot' }, [file(png(2, 2), 'a.png')]);
      expect(saved.data?.createJot.__typename).toBe('CreateJotPayload');
      expect(await count()).toBe(1);
    });

    it('names a bad image and a missing URL after the input', async () => {
      const reply = await createWith(author, { ...baseInput(), contentType: 'VIDEO', contentUrl: '' }, [file(Buffer.from('not an image'), 'x.png')]);
      expect(reply.data?.createJot).toMatchObject({
        __typename: 'ValidationError',
        fields: [
          { field: 'contentUrl', messages: ['The content url field is required.'] },
          { field: 'images.0', messages: ['The images.0 field must be a file of type: png, jpg, gif.'] },
        ],
      });
    });

    it('refuses a file over 10 MB while it streams in', async () => {
      const big = Buffer.alloc(10 * 1024 * 1024 + 1);
      const reply = await createWith(author, baseInput(), [file(big, 'big.png')]);
      expect(reply.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    });

    it('tells visitors to sign in', async () => {
      const reply = await createWith(new Browser(stack.bffUrl), baseInput());
      expect(reply.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('updateJot', () => {
    it('saves the author\'s changes and appends new images', async () => {
      const jot = await createStory(author, [file(png(2, 2), 'one.png')]);
      const reply = await author.upload<{ updateJot: Result }>(
        UPDATE,
        { input: { ...baseInput(), id: jot.id, title: 'Balancing, revised', contentType: 'ARTICLE', contentUrl: 'https://example.com/article', images: [null] } },
        { 'variables.input.images.0': file(png(3, 3), 'two.png') },
      );
      expect(reply.data?.updateJot).toMatchObject({ __typename: 'UpdateJotPayload', listItem: { slug: 'variables' } });
      const updated = reply.data!.updateJot.jot!;
      expect(updated).toMatchObject({ id: jot.id, title: 'Balancing, revised', contentType: 'ARTICLE', contentUrl: 'https://example.com/article' });
      expect(updated.images.map((image) => image.orderColumn)).toEqual([1, 2]);
    });

    it('refuses anyone but the author with NotAuthorizedError and leaves the jot as it was', async () => {
      const jot = await createStory();
      const reply = await other.graphql<{ updateJot: Result }>(UPDATE, { input: { ...baseInput(), id: jot.id, title: 'Hijacked' } });
      expect(reply.data?.updateJot).toEqual({ __typename: 'NotAuthorizedError', message: 'This action is unauthorized.' });
      const [row] = await stack.db.query<{ name: string }>('SELECT name FROM jots WHERE id = $1', [jot.databaseId]);
      expect(row?.name).toBe('Balancing equations');
    });

    it('answers NotFoundError for a jot that does not exist', async () => {
      const reply = await author.graphql<{ updateJot: Result }>(UPDATE, { input: { ...baseInput(), id: encodeGlobalID('Jot', '999999') } });
      expect(reply.data?.updateJot.__typename).toBe('NotFoundError');
    });

    it('tells the author and no one else that they can edit', async () => {
      const jot = await createStory();
      const query = `query ($slug: String!) { jot(slug: $slug) { viewerCanEdit } }`;
      const slug = String(jot.databaseId);
      expect((await author.graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug })).data?.jot.viewerCanEdit).toBe(true);
      expect((await other.graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug })).data?.jot.viewerCanEdit).toBe(false);
      expect((await new Browser(stack.bffUrl).graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug })).data?.jot.viewerCanEdit).toBe(false);
    });

    it('knows a browser session’s author from its cookie (no profile read) and a bearer client’s from its profile', async () => {
      const jot = await createStory();
      const query = `query ($slug: String!) { jot(slug: $slug) { viewerCanEdit } }`;
      const slug = String(jot.databaseId);
      const byCookie = await author.graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug });
      expect(byCookie.data?.jot.viewerCanEdit).toBe(true);
      expect(byCookie.headers.get('x-upstream-requests')).toBe('1');

      const bearer = { authorization: `Bearer ${await accessTokenOf(authorAccount)}` };
      const byToken = await new Browser(stack.bffUrl, null).graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug }, bearer);
      expect(byToken.data?.jot.viewerCanEdit).toBe(true);
      expect(byToken.headers.get('x-upstream-requests')).toBe('2');
      const otherToken = { authorization: `Bearer ${await accessTokenOf(otherAccount)}` };
      expect((await new Browser(stack.bffUrl, null).graphql<{ jot: { viewerCanEdit: boolean } }>(query, { slug }, otherToken)).data?.jot.viewerCanEdit).toBe(false);
    });
  });

  describe('deleteJot', () => {
    const jotQuery = `query ($slug: String!) { jot(slug: $slug) { id } }`;

    it('deletes the author’s jot with its images; the jot is not found afterwards', async () => {
      const jot = await createStory(author, [file(png(4, 4), 'gone.png')]);
      const reply = await author.graphql<{ deleteJot: Result }>(DELETE, { input: { id: jot.id } });
      expect(reply.data?.deleteJot).toEqual({ __typename: 'DeleteJotPayload', deletedJotId: jot.id, viewer: { databaseId: expect.any(Number) } });
      expect((await author.graphql<{ jot: null }>(jotQuery, { slug: String(jot.databaseId) })).data?.jot).toBeNull();
      expect(await stack.db.query('SELECT 1 FROM jot_images WHERE jot_id = $1', [jot.databaseId])).toEqual([]);
    });

    it("refuses someone else's jot with NotAuthorizedError and changes nothing", async () => {
      const jot = await createStory();
      const reply = await other.graphql<{ deleteJot: Result }>(DELETE, { input: { id: jot.id } });
      expect(reply.data?.deleteJot).toEqual({ __typename: 'NotAuthorizedError', message: 'This action is unauthorized.' });
      expect((await other.graphql<{ jot: { id: string } }>(jotQuery, { slug: String(jot.databaseId) })).data?.jot).toEqual({ id: jot.id });
    });

    it('answers NotFoundError for an unknown or already deleted jot, and UNAUTHENTICATED to a visitor', async () => {
      const unknown = await author.graphql<{ deleteJot: Result }>(DELETE, { input: { id: encodeGlobalID('Jot', '999999') } });
      expect(unknown.data?.deleteJot).toEqual({ __typename: 'NotFoundError', message: 'This jot is no longer available.' });
      const jot = await createStory();
      const visitor = await new Browser(stack.bffUrl).graphql<{ deleteJot: Result }>(DELETE, { input: { id: jot.id } });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await author.graphql<{ deleteJot: Result }>(DELETE, { input: { id: jot.id } })).data?.deleteJot.__typename).toBe('DeleteJotPayload');
      expect((await author.graphql<{ deleteJot: Result }>(DELETE, { input: { id: jot.id } })).data?.deleteJot.__typename).toBe('NotFoundError');
    });
  });

  describe('reportJot', () => {
    it("files a reader's report once; a second one, or one of one's own jot, is a ValidationError on reason", async () => {
      const jot = await createStory();
      const input = { jotId: jot.id, reason: 'MISINFORMATION', note: 'The numbers are made up.' };
      expect((await other.graphql<{ reportJot: Result }>(REPORT, { input })).data?.reportJot).toEqual({ __typename: 'ReportJotPayload', reportedJotId: jot.id });
      expect((await other.graphql<{ reportJot: Result }>(REPORT, { input })).data?.reportJot).toEqual({
        __typename: 'ValidationError',
        message: 'You have already reported this jot.',
        fields: [{ field: 'reason', messages: ['You have already reported this jot.'] }],
      });
      expect((await author.graphql<{ reportJot: Result }>(REPORT, { input })).data?.reportJot.message).toBe('You cannot report your own jot.');
      expect(await stack.db.query('SELECT reason, note FROM jot_reports WHERE jot_id = $1', [jot.databaseId])).toEqual([
        { reason: 'misinformation', note: 'The numbers are made up.' },
      ]);
      const visitor = await new Browser(stack.bffUrl).graphql(REPORT, { input });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const unknown = await other.graphql<{ reportJot: Result }>(REPORT, { input: { ...input, jotId: encodeGlobalID('Jot', '999999') } });
      expect(unknown.data?.reportJot.__typename).toBe('NotFoundError');
    });
  });

  describe('images of a jot', () => {
    it('adds, renumbers and removes images, each answer carrying the jot with its images in order', async () => {
      const jot = await createStory(author, [file(png(2, 2), 'a.png'), file(png(2, 2), 'b.png')]);
      const added = await author.upload<{ addJotImage: Result }>(
        ADD_IMAGE,
        { input: { jotId: jot.id, image: null } },
        { 'variables.input.image': file(gif(2, 2), 'c.gif', 'image/gif') },
      );
      expect(added.data?.addJotImage).toMatchObject({ __typename: 'AddJotImagePayload', image: { orderColumn: 3 } });
      const [a, b, c] = added.data!.addJotImage.jot!.images;

      const reordered = await author.graphql<{ reorderJotImage: Result }>(REORDER_IMAGE, { input: { imageId: c!.id, orderColumn: 1 } });
      expect(reordered.data?.reorderJotImage.__typename).toBe('ReorderJotImagePayload');
      // Ties are ordered by id: a (1) before c (1), then b (2).
      expect(reordered.data!.reorderJotImage.jot!.images.map((image) => image.id)).toEqual([a!.id, c!.id, b!.id]);

      const removed = await author.graphql<{ removeJotImage: Result }>(REMOVE_IMAGE, { input: { imageId: a!.id } });
      expect(removed.data?.removeJotImage).toMatchObject({ __typename: 'RemoveJotImagePayload', deletedImageId: a!.id });
      expect(removed.data!.removeJotImage.jot!.images.map((image) => image.id)).toEqual([c!.id, b!.id]);
    });

    it('answers a bad renumbering with the field message', async () => {
      const jot = await createStory(author, [file(png(2, 2), 'a.png')]);
      const reply = await author.graphql<{ reorderJotImage: Result }>(REORDER_IMAGE, { input: { imageId: jot.images[0]!.id, orderColumn: 0 } });
      expect(reply.data?.reorderJotImage).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'orderColumn', messages: ['The order column field must be at least 1.'] }],
      });
    });

    it("refuses changes to someone else's images with NotAuthorizedError", async () => {
      const jot = await createStory(author, [file(png(2, 2), 'a.png')]);
      const imageId = jot.images[0]!.id;
      const add = await other.upload<{ addJotImage: Result }>(ADD_IMAGE, { input: { jotId: jot.id, image: null } }, { 'variables.input.image': file(png(2, 2), 'x.png') });
      expect(add.data?.addJotImage.__typename).toBe('NotAuthorizedError');
      const reorder = await other.graphql<{ reorderJotImage: Result }>(REORDER_IMAGE, { input: { imageId, orderColumn: 5 } });
      expect(reorder.data?.reorderJotImage.__typename).toBe('NotAuthorizedError');
      const remove = await other.graphql<{ removeJotImage: Result }>(REMOVE_IMAGE, { input: { imageId } });
      expect(remove.data?.removeJotImage.__typename).toBe('NotAuthorizedError');
      const [row] = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM jot_images WHERE jot_id = $1', [jot.databaseId]);
      expect(row?.n).toBe(1);
    });

    it('answers NotFoundError for an image that is gone', async () => {
      const reply = await author.graphql<{ removeJotImage: Result }>(REMOVE_IMAGE, { input: { imageId: encodeGlobalID('JotImage', '1.999999') } });
      expect(reply.data?.removeJotImage.__typename).toBe('NotFoundError');
    });
  });

  describe('pending uploads (addPendingJotImage, imageIds)', () => {
    const ADD_PENDING = `mutation ($input: AddPendingJotImageInput!) { addPendingJotImage(input: $input) { ${RESULT('AddPendingJotImagePayload', 'image { databaseId orderColumn url }')} } }`;
    const addPending = async (browser: Browser) => {
      const reply = await browser.upload<{ addPendingJotImage: Result & { image?: { databaseId: number; orderColumn: number; url: string } } }>(
        ADD_PENDING,
        { input: { image: null } },
        { 'variables.input.image': file(png(2, 2), 'pending.png') },
      );
      const image = reply.data?.addPendingJotImage.image;
      if (!image) throw new Error(`pending upload failed: ${reply.text}`);
      return image;
    };

    it('attaches the viewer\'s pending uploads before the files of the save', async () => {
      const pending = await addPending(author);
      expect(pending.url).toMatch(/^\/storage\/jots\//);
      const reply = await createWith(author, { ...baseInput(), imageIds: [pending.databaseId] }, [file(png(3, 3), 'new.png')]);
      const images = reply.data?.createJot.jot?.images ?? [];
      expect(images.map((image) => image.databaseId)).toContain(pending.databaseId);
      expect(images[0]?.databaseId).toBe(pending.databaseId);
      expect(images).toHaveLength(2);
    });

    it('answers each image with its size, its copies and srcset values a client can use as they are', async () => {
      const IMAGE_FIELDS = `url width height srcSet webp: srcSet(format: WEBP) original: srcSet(format: ORIGINAL) renditions { url width height mimeType }`;
      interface ImageData {
        url: string;
        width: number;
        height: number;
        srcSet: string | null;
        webp: string | null;
        original: string | null;
        renditions: { url: string; width: number; height: number; mimeType: string }[];
      }
      const pending = await author.upload<{ addPendingJotImage: Result & { image?: ImageData & { databaseId: number } } }>(
        `mutation ($input: AddPendingJotImageInput!) { addPendingJotImage(input: $input) { ${RESULT('AddPendingJotImagePayload', `image { databaseId ${IMAGE_FIELDS} }`)} } }`,
        { input: { image: null } },
        { 'variables.input.image': file(png(700, 350), 'wide.png') },
      );
      const image = pending.data?.addPendingJotImage.image;
      if (!image) throw new Error(`pending upload failed: ${pending.text}`);
      const stem = image.url.replace(/\.png$/, '');
      expect(image).toMatchObject({ width: 700, height: 350 });
      expect(image.renditions).toEqual([
        { url: `${stem}-320w.webp`, width: 320, height: 160, mimeType: 'image/webp' },
        { url: `${stem}-320w.png`, width: 320, height: 160, mimeType: 'image/png' },
        { url: `${stem}-640w.webp`, width: 640, height: 320, mimeType: 'image/webp' },
        { url: `${stem}-640w.png`, width: 640, height: 320, mimeType: 'image/png' },
        { url: `${stem}-700w.webp`, width: 700, height: 350, mimeType: 'image/webp' },
      ]);
      expect(image.srcSet).toBe(`${stem}-320w.webp 320w, ${stem}-640w.webp 640w, ${stem}-700w.webp 700w`);
      expect(image.webp).toBe(image.srcSet);
      // The fallback format ends with the full-size file itself.
      expect(image.original).toBe(`${stem}-320w.png 320w, ${stem}-640w.png 640w, ${image.url} 700w`);
      // Every listed copy is served through the bff (same origin).
      for (const copy of image.renditions) expect((await fetch(stack.bffUrl + copy.url)).headers.get('content-type')).toBe(copy.mimeType);

      // Attached to a jot, it answers the same fields as a JotImage (both implement Image).
      const reply = await author.graphql<{ createJot: Result & { jot?: { images: ImageData[] } } }>(
        `mutation ($input: CreateJotInput!) { createJot(input: $input) { ${RESULT('CreateJotPayload', `jot { images { ... on Image { ${IMAGE_FIELDS} } } }`)} } }`,
        { input: { ...baseInput(), imageIds: [image.databaseId] } },
      );
      const { databaseId: _id, ...asImage } = image;
      expect(reply.data?.createJot.jot?.images).toEqual([asImage]);
    });

    it("refuses someone else's pending upload, named after the input", async () => {
      const theirs = await addPending(other);
      const reply = await createWith(author, { ...baseInput(), imageIds: [theirs.databaseId] });
      expect(reply.data?.createJot).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'imageIds.0', messages: ['The selected image ids.0 is invalid.'] }],
      });
    });
  });

  describe('viewer.jots (My Jots)', () => {
    const MY_JOTS = `query ($level: JotLevel, $first: Int, $after: String) {
      viewer { jots(level: $level, first: $first, after: $after) {
        totalCount
        edges { node { title level viewerCanEdit } }
        pageCursors { around { page isCurrent cursor } }
      } }
    }`;
    interface MyJots {
      viewer: { jots: { totalCount: number; edges: { node: { title: string; level: string; viewerCanEdit: boolean } }[]; pageCursors: { around: { page: number; isCurrent: boolean; cursor: string }[] } } };
    }

    it('lists only the viewer\'s jots, oldest first, filtered by the level they were written at, in numbered pages', async () => {
      const browser = new Browser(stack.bffUrl);
      const { email } = await signUp(browser, 'Lena Levels');
      const setLevel = (level: number) => stack.db.query('UPDATE users SET jot_level = $2 WHERE email = $1', [email, level]);
      await setLevel(1);
      for (const title of ['First beginner', 'Second beginner', 'Third beginner']) {
        await createWith(browser, { ...baseInput(), title });
      }
      await setLevel(3);
      await createWith(browser, { ...baseInput(), title: 'Advanced one' });

      const all = (await browser.graphql<MyJots>(MY_JOTS, {})).data!.viewer.jots;
      expect(all.totalCount).toBe(4);
      expect(all.edges.map((e) => e.node.title)).toEqual(['First beginner', 'Second beginner', 'Third beginner', 'Advanced one']);
      expect(all.edges.every((e) => e.node.viewerCanEdit)).toBe(true);

      const advanced = (await browser.graphql<MyJots>(MY_JOTS, { level: 'ADVANCED' })).data!.viewer.jots;
      expect(advanced.edges.map((e) => e.node)).toEqual([{ title: 'Advanced one', level: 'ADVANCED', viewerCanEdit: true }]);
      expect((await browser.graphql<MyJots>(MY_JOTS, { level: 'EXPERT' })).data!.viewer.jots.totalCount).toBe(0);

      const firstPage = (await browser.graphql<MyJots>(MY_JOTS, { level: 'BEGINNER', first: 2 })).data!.viewer.jots;
      expect(firstPage.pageCursors.around.map((c) => c.page)).toEqual([1, 2]);
      const second = firstPage.pageCursors.around[1]!;
      const secondPage = (await browser.graphql<MyJots>(MY_JOTS, { level: 'BEGINNER', first: 2, after: second.cursor })).data!.viewer.jots;
      expect(secondPage.edges.map((e) => e.node.title)).toEqual(['Third beginner']);
    });
  });

  describe('Pod.sectionOutline (the form\'s Section select)', () => {
    it('flattens the tree depth first with siblings sorted by name', async () => {
      const reply = await author.graphql<{ node: { sectionOutline: { depth: number; section: { name: string } }[] } }>(
        'query ($id: ID!) { node(id: $id) { ... on Pod { sectionOutline { depth section { name } } } } }',
        { id: encodeGlobalID('Pod', String(world.pods.algebra)) },
      );
      expect(reply.data?.node.sectionOutline.map((entry) => `${entry.depth}:${entry.section.name}`)).toEqual([
        '0:Advanced',
        '0:Basics',
        '1:Equations',
        '2:Linear',
        '1:Inequalities',
      ]);
    });
  });
});
