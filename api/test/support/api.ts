import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApi } from '../../src/app.ts';
import type { Db, SqlValue } from '../../src/db/client.ts';
import { trackWrites, type Generations } from '../../src/db/write-generation.ts';
import { openTestDb } from './test-db.ts';
import { SUITE_ADDRESS_LIMITS } from './test-throttles.ts';

export interface Response<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** Laravel-style error bodies (404, 422, 500). */
export interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface TestApi {
  url: string;
  db: Db;
  storageDir: string;
  /** GET a path over real HTTP and parse the JSON body. `as` sets the viewer (request.viewer). */
  get<T>(path: string, options?: { as?: number; headers?: Record<string, string> }): Promise<Response<T>>;
  /** How many SQL queries the app ran since the last reset (N+1 checks). */
  queries: { count: number };
  close(): Promise<void>;
}

/** Test-only header standing in for the auth layer: it sets request.viewer like a bearer token would. */
const VIEWER_HEADER = 'x-test-viewer';

/**
 * The real app over real HTTP on an ephemeral port, against a fresh migrated database
 * (PGlite in memory, or a new database on TEST_DATABASE_URL).
 */
export async function startTestApi(
  options: {
    db?: Db;
    readCacheBytes?: number;
    /**
     * Where the read cache learns of writes; default: the writes this app makes, counted in
     * process (PGlite's case, so writes straight to `db` go unseen).
     */
    generations?: Generations;
  } = {},
): Promise<TestApi> {
  const testDb = options.db ? undefined : await openTestDb();
  const db = options.db ?? testDb!.db;
  const queries = { count: 0 };
  const counted: Db = {
    ...db,
    kind: db.kind,
    query: <Row>(text: string, params?: readonly SqlValue[]) => {
      queries.count += 1;
      return db.query<Row>(text, params);
    },
  };
  const storageDir = await mkdtemp(join(tmpdir(), 'jotpod-storage-'));
  // With a read cache the app's writes move the generation (writes straight to `db` do not: a
  // test of the cache writes through the api).
  const writes = options.readCacheBytes && !options.generations ? trackWrites(counted) : null;
  const generations = options.generations ?? writes;
  const app = await buildApi({
    db: writes?.db ?? counted,
    storageDir,
    ...SUITE_ADDRESS_LIMITS,
    ...(generations && options.readCacheBytes ? { readCache: { generations, maxBytes: options.readCacheBytes } } : {}),
  });
  app.addHook('onRequest', async (request) => {
    const viewer = request.headers[VIEWER_HEADER];
    if (typeof viewer === 'string') Object.assign(request, { viewer: { id: Number(viewer) } });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    db,
    storageDir,
    queries,
    async get<T>(path: string, opts: { as?: number; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.as !== undefined) headers[VIEWER_HEADER] = String(opts.as);
      const res = await fetch(url + path, { headers });
      const text = await res.text();
      const isJson = res.headers.get('content-type')?.includes('application/json') ?? false;
      return { status: res.status, headers: res.headers, body: (isJson && text ? JSON.parse(text) : text) as T };
    },
    async close() {
      await app.close();
      await testDb?.cleanup();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
