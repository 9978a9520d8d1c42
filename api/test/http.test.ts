import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { startApi } from '../src/server.ts';
import { startTestApi, type ErrorBody, type TestApi } from './support/api.ts';

let api: TestApi;
let outside: string;
const SECRET = 'TOP-SECRET-CONTENT';
/** Lives next to the storage root, so `..` from the root would reach it. */
const siblingSecret = () => join(api.storageDir, '..', 'jotpod-sibling-secret.txt');

beforeAll(async () => {
  api = await startTestApi();
  const dir = api.storageDir;
  await mkdir(join(dir, 'jots'), { recursive: true });
  await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const ext of ['png', 'jpg', 'jpeg', 'gif', 'webp']) await writeFile(join(dir, 'jots', `image.${ext}`), `fake ${ext}`);
  await writeFile(join(dir, 'jots', 'with space.png'), 'spaced');
  // A secret outside the storage root, and a symlink inside pointing at it.
  outside = await mkdtemp(join(tmpdir(), 'jotpod-outside-'));
  await writeFile(join(outside, 'secret.txt'), SECRET);
  await symlink(join(outside, 'secret.txt'), join(dir, 'link.txt'));
  await writeFile(siblingSecret(), SECRET);
});
afterAll(async () => {
  await rm(siblingSecret(), { force: true });
  await rm(outside, { recursive: true, force: true });
  await api.close();
});

/** A GET with the path sent byte for byte (fetch would normalize `..` segments away). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(api.url + '/', { path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /health', () => {
  it('answers ok', async () => {
    const res = await api.get<{ status: string }>('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const res = await api.get<ErrorBody>('/api/v1/nothing-here?x=1');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'The route api/v1/nothing-here could not be found.' });
  });

  it('answers a failing database with an opaque 500 and no stack trace', async () => {
    const broken: Db = {
      kind: 'pglite',
      query: () => Promise.reject(new Error('relation "containers" does not exist at /secret/path.ts:1')),
      exec: () => Promise.reject(new Error('down')),
      transaction: () => Promise.reject(new Error('down')),
      close: () => Promise.resolve(),
    };
    const failing = await startTestApi({ db: broken });
    try {
      const res = await failing.get<ErrorBody>('/api/v1/containers');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Server Error' });
    } finally {
      await failing.close();
    }
  });
});

describe('GET /storage/*', () => {
  it.each([
    ['logo.svg', 'image/svg+xml'],
    ['jots/image.png', 'image/png'],
    ['jots/image.jpg', 'image/jpeg'],
    ['jots/image.jpeg', 'image/jpeg'],
    ['jots/image.gif', 'image/gif'],
    ['jots/image.webp', 'image/webp'],
  ])('serves %s as %s with long cache headers', async (path, type) => {
    const res = await fetch(`${api.url}/storage/${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).not.toBe('');
  });

  it('serves percent-encoded names', async () => {
    const res = await fetch(`${api.url}/storage/jots/with%20space.png`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('spaced');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await fetch(`${api.url}/storage/logo.svg`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${api.url}/storage/logo.svg`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers missing files and directories with the JSON 404', async () => {
    for (const path of ['jots/nope.png', 'jots', 'jots/']) {
      const res = await api.get<ErrorBody>(`/storage/${path}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/could not be found/);
    }
  });

  it.each([
    '/storage/../package.json',
    '/storage/..%2fjotpod-sibling-secret.txt',
    '/storage/%2e%2e%2fjotpod-sibling-secret.txt',
    '/storage/jots/..%2f..%2f..%2fetc%2fpasswd',
    '/storage/%2fetc%2fpasswd',
    '/storage/link.txt',
    '/storage/logo.svg%00.png',
  ])('never serves files outside the storage root: %s', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('root:');
    // Control: what these paths aim at is there to leak (the sibling secret, the symlink's target,
    // /etc/passwd), and rawGet does read files the storage root holds.
    expect(await readFile(siblingSecret(), 'utf8')).toBe(SECRET);
    expect(await readFile(join(api.storageDir, 'link.txt'), 'utf8')).toBe(SECRET);
    expect(await readFile('/etc/passwd', 'utf8')).toContain('root:');
    expect(await rawGet('/storage/logo.svg')).toMatchObject({ status: 200, body: expect.stringContaining('<svg') });
  });
});

describe('startApi', () => {
  it('migrates, listens on an ephemeral port and closes', async () => {
    const storageDir = await mkdtemp(join(tmpdir(), 'jotpod-start-'));
    const running = await startApi({ port: 0, storageDir, seed: 'none' });
    try {
      expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${running.url}/api/v1/containers`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ data: [], options: { pagination: { total_records: 0 } } });
    } finally {
      await running.close();
      await rm(storageDir, { recursive: true, force: true });
    }
  });
});
