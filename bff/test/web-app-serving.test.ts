import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../src/server.ts';
import { postGraphql } from './support/stack.ts';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';
const APP_JS = `export const app = ${JSON.stringify('x'.repeat(4000))};\n`;
/** Files the build compressed beside them (web/build/precompress.ts): one up to date, one older than a later copy of its file. */
const PRECOMPRESSED_JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const REWRITTEN_JS = `export const rewritten = ${JSON.stringify('y'.repeat(4000))};\n`;
const EARLIER_JS = `export const earlier = ${JSON.stringify('z'.repeat(4000))};\n`;
// Settings unlike those the bff compresses with itself (brotli 9, gzip 9): the bytes tell which was sent.
const brotli11 = (text: string) => brotliCompressSync(text, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_LGWIN]: 12 } });
const gzip1 = (text: string) => gzipSync(text, { level: 1 });

/** A page without the head the bff wrote for it (./page-metadata.test.ts covers that head): the shell as built. */
const appShell = (html: string): string => html.replace(/\s*<(?:title|meta|link|script) data-page-head[^>]*>(?:[^<]*<\/(?:title|script)>)?/g, '').replace(/\s+<\/head>/, '</head>');

/** The built web app as the browser sees it: files, caching, compression and client-side routes. */
describe('serving the web app', () => {
  let dist: string;
  let bff: RunningBff;
  const get = (pathname: string, headers: Record<string, string> = {}) => fetch(bff.url + pathname, { headers });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'jotpod-web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dist, 'assets', 'app-3f9a1c.js'), APP_JS);
    await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const precompressed = path.join(dist, 'assets', 'words-5d1e2b.js');
    await writeFile(precompressed, PRECOMPRESSED_JS);
    await writeFile(`${precompressed}.br`, brotli11(PRECOMPRESSED_JS));
    await writeFile(`${precompressed}.gz`, gzip1(PRECOMPRESSED_JS));
    const built = new Date(Date.now() - 60_000);
    await utimes(precompressed, built, built);
    for (const copy of ['br', 'gz']) await utimes(`${precompressed}.${copy}`, built, built);
    // The file was written again after its copies were made (a dev build, a hand edit): they are stale.
    const rewritten = path.join(dist, 'assets', 'rewritten-7c4f0a.js');
    await writeFile(`${rewritten}.br`, brotli11(EARLIER_JS));
    await writeFile(`${rewritten}.gz`, gzip1(EARLIER_JS));
    for (const copy of ['br', 'gz']) await utimes(`${rewritten}.${copy}`, built, built);
    await writeFile(rewritten, REWRITTEN_JS);
    // No api behind it: these requests never reach the upstream.
    bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', webDist: dist, log: () => {} });
  });

  afterAll(async () => {
    await bff?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without letting caches keep it', async () => {
    const response = await get('/', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(appShell(await response.text())).toBe(INDEX_HTML);
  });

  it('answers client-side routes with index.html, even when their data cannot be read for the head', async () => {
    // No api behind this bff: the pages' titles cannot be looked up, the app still loads.
    for (const route of ['/container/mathematics', '/pod/algebra/glossary', '/feeds?tag=TRENDING']) {
      const response = await get(route, { accept: 'text/html,application/xhtml+xml' });
      expect(response.status, route).toBe(200);
      expect(appShell(await response.text())).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with their MIME type, cached forever, compressed when accepted', async () => {
    const response = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    // fetch decodes transparently; the body is the original file.
    expect(await response.text()).toBe(APP_JS);
  });

  it('sends smaller bytes than the file for compressible types', async () => {
    const { request } = await import('undici');
    const raw = await request(`${bff.url}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': 'br' } });
    const bytes = Buffer.from(await raw.body.arrayBuffer());
    expect(bytes.length).toBeLessThan(APP_JS.length / 4);
    expect(brotliDecompressSync(bytes).toString()).toBe(APP_JS);
  });

  it("sends the build's compressed copies of a file as they are, with their own length", async () => {
    const { request } = await import('undici');
    const file = path.join(dist, 'assets', 'words-5d1e2b.js');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const raw = await request(`${bff.url}/assets/words-5d1e2b.js`, { headers: { 'accept-encoding': accepted } });
      const bytes = Buffer.from(await raw.body.arrayBuffer());
      expect(raw.headers['content-encoding'], accepted).toBe(encoding);
      expect(raw.headers.vary).toBe('accept-encoding');
      const copy = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`);
      expect(bytes.equals(copy), accepted).toBe(true);
      // Control: what the bff would have made itself differs, so the check above can fail.
      const own = encoding === 'br' ? brotliCompressSync(PRECOMPRESSED_JS, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(PRECOMPRESSED_JS, { level: 9 });
      expect(own.equals(copy), accepted).toBe(false);
      expect(raw.headers['content-length']).toBe(String(bytes.length));
      expect(decode(bytes).toString()).toBe(PRECOMPRESSED_JS);
    }
    const identity = await request(`${bff.url}/assets/words-5d1e2b.js`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(await identity.body.text()).toBe(PRECOMPRESSED_JS);
  });

  it('keeps one ETag for every coding of a file, and answers 304 to it whatever the client accepts', async () => {
    const first = await get('/assets/words-5d1e2b.js', { 'accept-encoding': 'br' });
    await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\//);
    for (const accepted of ['br', 'gzip', 'identity']) {
      const again = await get('/assets/words-5d1e2b.js', { 'accept-encoding': accepted, 'if-none-match': etag });
      expect(again.status, accepted).toBe(304);
      expect(again.headers.get('vary')).toBe('accept-encoding');
      expect(again.headers.get('etag')).toBe(etag);
    }
  });

  it('compresses a file itself when its copies are older than the file', async () => {
    const { request } = await import('undici');
    for (const [accepted, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const raw = await request(`${bff.url}/assets/rewritten-7c4f0a.js`, { headers: { 'accept-encoding': accepted } });
      const bytes = Buffer.from(await raw.body.arrayBuffer());
      expect(raw.headers['content-encoding']).toBe(accepted);
      expect(raw.headers['content-length']).toBe(String(bytes.length));
      expect(decode(bytes).toString(), accepted).toBe(REWRITTEN_JS);
    }
  });

  it('honours the weights of Accept-Encoding: a coding refused with q=0 is never sent', async () => {
    const { request } = await import('undici');
    const codingFor = async (accepted: string) => (await request(`${bff.url}/assets/app-3f9a1c.js`, { headers: { 'accept-encoding': accepted } })).headers['content-encoding'];
    expect(await codingFor('br;q=0, gzip')).toBe('gzip');
    expect(await codingFor('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(await codingFor('*')).toBe('br');
    expect(await codingFor('*, br;q=0, gzip;q=0')).toBeUndefined();
    expect(await codingFor('identity')).toBeUndefined();
  });

  it('revalidates other files by ETag', async () => {
    const first = await get('/favicon.svg');
    expect(first.headers.get('content-type')).toBe('image/svg+xml');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    await first.text();
    const second = await get('/favicon.svg', { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(second.status).toBe(304);
  });

  it('answers 404, not the app shell, for missing files requested by scripts', async () => {
    const response = await get('/assets/missing-123.js', { accept: '*/*' });
    expect(response.status).toBe(404);
    await response.text();
  });

  it('never serves files outside the dist folder', async () => {
    const response = await get('/..%2f..%2fetc/passwd', { accept: '*/*' });
    expect(response.status).toBe(404);
    await response.text();
  });

  it('answers /health and GraphiQL', async () => {
    expect(await (await get('/health')).json()).toEqual({ status: 'ok' });
    const graphiql = await get('/graphql', { accept: 'text/html' });
    expect(graphiql.status).toBe(200);
    expect(await graphiql.text()).toContain('GraphiQL');
  });

  it('reports the upstream request count outside production', async () => {
    const result = await postGraphql<{ __typename: string }>(bff.url, '{ __typename }');
    expect(result.data).toEqual({ __typename: 'Query' });
    expect(result.upstreamRequests).toBe(0);
  });
});

describe('production mode', () => {
  let bff: RunningBff;
  const logged: string[] = [];

  beforeAll(async () => {
    bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', production: true, log: (message) => logged.push(message) });
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('keeps GraphiQL for developers exploring the api (GRAPHIQL=false turns it off), and hides the diagnostics header', async () => {
    const graphiql = await fetch(`${bff.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await graphiql.text()).toContain('GraphiQL');
    const result = await postGraphql<{ __typename: string }>(bff.url, '{ __typename }');
    expect(result.data).toEqual({ __typename: 'Query' });
    expect(result.upstreamRequests).toBeNull();
  });

  it('reports an unreachable upstream with the public message only', async () => {
    const result = await postGraphql<unknown>(bff.url, '{ container(slug: "x") { id } }');
    expect(result.errors?.map((e) => e.message)).toEqual(['The content service is unavailable.']);
    expect(JSON.stringify(result.errors)).not.toMatch(/ECONNREFUSED|stack/);
    // Control: the bff knew the reason (its log has it), so the check above could catch a leak.
    expect(logged.join('\n')).toContain('ECONNREFUSED');
  });
});
