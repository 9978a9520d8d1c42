import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { parseFeedPath } from '../src/feeds/feed-sources.ts';
import { Browser, signUp, startAccountsStack, type AccountsStack } from './support/accounts.ts';

/**
 * Atom feeds of public collections, pods and authors, as a feed reader polls them: the newest
 * jots with their sanitized HTML, an ETag answered 304 while nothing changed, and nothing a
 * visitor may not read (a private collection is not found).
 */
describe('feeds', () => {
  let stack: AccountsStack;
  let f: Fixtures;
  let podSlug: string;
  let listItem: number;
  let author: number;

  beforeAll(async () => {
    // A shell for the pages, whose heads link their feeds.
    const dist = await mkdtemp(path.join(tmpdir(), 'jotpod-feeds-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Jotpod</title></head><body><div id="root"></div></body></html>');
    stack = await startAccountsStack({ webDist: dist });
    f = new Fixtures(stack.db);
    const pod = await f.pod(await f.container());
    const [row] = await stack.db.query<{ slug: string }>('SELECT slug FROM pods WHERE id = $1', [pod]);
    podSlug = row!.slug;
    listItem = await f.listItem(await f.section(pod));
    author = await f.user({ name: 'Rosa Tide' });
  });

  afterAll(async () => {
    await stack?.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${stack.bffUrl}${path}`, { headers });

  async function collection(isPublic: boolean): Promise<{ databaseId: number; browser: Browser }> {
    const browser = new Browser(stack.bffUrl);
    await signUp(browser, 'Curator');
    const created = await browser.graphql<{ createCollection: { collection: { id: string; databaseId: number } } }>(
      'mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { ... on CreateCollectionPayload { collection { id databaseId } } } }',
      { input: { name: 'Tides & pools', isPublic } },
    );
    const { id, databaseId } = created.data!.createCollection.collection;
    const jot = await f.jot(listItem, author, { name: 'Why the tide turns', content: '<p>The moon <em>pulls</em>.</p><script>alert(1)</script>' });
    await browser.graphql('mutation ($input: SaveJotInput!) { saveJot(input: $input) { __typename } }', { input: { jotId: encodeGlobalID('Jot', String(jot)), collectionId: id } });
    return { databaseId, browser };
  }

  it('names its subjects by address, and nothing else', () => {
    expect(parseFeedPath('/collections/12/feed.xml')).toEqual({ kind: 'collection', id: 12 });
    expect(parseFeedPath('/pod/intro-to-algebra/feed.xml')).toEqual({ kind: 'pod', slug: 'intro-to-algebra' });
    expect(parseFeedPath('/author/7/feed.xml')).toEqual({ kind: 'author', id: 7 });
    for (const other of ['/collections/abc/feed.xml', '/author/0/feed.xml', '/pod/x/feed.rss', '/jot/x/feed.xml', '/pod/%E0%A4%A/feed.xml']) expect(parseFeedPath(other)).toBeNull();
  });

  it("serves a public collection's jots as Atom, sanitized, with an ETag a reader polls with", async () => {
    const { databaseId } = await collection(true);
    const response = await get(`/collections/${databaseId}/feed.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const body = await response.text();
    expect(body).toContain('<title type="text">Tides &amp; pools: a collection by Curator</title>');
    expect(body).toContain('<title type="text">Why the tide turns</title>');
    expect(body).toContain('<author><name>Rosa Tide</name></author>');
    // The author's HTML, escaped once and without its script.
    expect(body).toContain('&lt;p&gt;The moon &lt;em&gt;pulls&lt;/em&gt;.&lt;/p&gt;');
    expect(body).not.toMatch(/script/i);
    expect(body).toContain(`<link rel="alternate" type="text/html" href="${stack.bffUrl}/collections/${databaseId}"/>`);

    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(`/collections/${databaseId}/feed.xml`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('finds no feed for a private collection, an unknown one, an unknown pod or author', async () => {
    const { databaseId } = await collection(false);
    for (const path of [`/collections/${databaseId}/feed.xml`, '/collections/987654/feed.xml', '/pod/no-such-pod/feed.xml', '/author/987654/feed.xml']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("serves a pod's and an author's newest jots", async () => {
    await f.jot(listItem, author, { name: 'Rock pools at dawn' });
    const pod = await (await get(`/pod/${podSlug}/feed.xml`)).text();
    expect(pod).toContain('<title type="text">Rock pools at dawn</title>');
    // Their pages point feed readers at them.
    const page = await (await get(`/pod/${podSlug}`, { accept: 'text/html' })).text();
    expect(page).toContain(`rel="alternate" type="application/atom+xml" title="${podSlug} on Jotpod" href="${stack.bffUrl}/pod/${podSlug}/feed.xml"`);
    const byAuthor = await get(`/author/${author}/feed.xml`);
    expect(byAuthor.status).toBe(200);
    expect(await byAuthor.text()).toContain('<title type="text">Rosa Tide on Jotpod</title>');
  });
});
