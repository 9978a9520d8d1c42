import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JotJson } from '../src/contract/index.ts';
import { trackWrites } from '../src/db/write-generation.ts';
import type { List, One } from '../src/http/envelope.ts';
import { ReadCache } from '../src/http/read-cache.ts';
import { like, unlike } from './social-support.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/**
 * The api's read cache: anonymous GETs answered from memory, exactly. An answer is served again
 * only while no write has happened since it was computed; a write's effect is in the very next
 * read; nothing a viewer's token or block list shapes is ever kept; the memory held is bounded.
 */
const FEED = '/api/v1/jots?order_by=created_at&dir=desc&include=user,list_item,section,pod,container&page=1&size=21';

let testDb: TestDb;
let api: TestApi;
let reader: number;
let jotId: number;

beforeAll(async () => {
  testDb = await openTestDb({ template: 'demo' });
  api = await startTestApi({ db: testDb.db, readCacheBytes: 16 * 1024 * 1024 });
  const [user] = await testDb.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  reader = user!.id;
});
afterAll(async () => {
  await api.close();
  await testDb.cleanup();
});

/** A GET and the number of SQL statements the api ran for it. */
async function read<T>(path: string, headers: Record<string, string> = {}): Promise<{ body: T; statements: number }> {
  api.queries.count = 0;
  const response = await api.get<T>(path, { headers });
  expect(response.status).toBe(200);
  return { body: response.body, statements: api.queries.count };
}

describe('anonymous reads', () => {
  it('the second read of a page is answered from memory, the same answer without a statement', async () => {
    const first = await read<List<JotJson>>(FEED);
    const second = await read<List<JotJson>>(FEED);
    expect(first.statements).toBeGreaterThan(0);
    expect(second.statements).toBe(0);
    expect(second.body).toEqual(first.body);
    jotId = first.body.data[0]!.id;
  });

  it('a page read with recursive queries (a section with its tree) is kept too', async () => {
    const [section] = await testDb.db.query<{ slug: string }>('SELECT slug FROM sections WHERE parent_id IS NOT NULL ORDER BY id LIMIT 1');
    const path = `/api/v1/sections/${section!.slug}?include=children,ancestors,list_items,pod,container`;
    expect((await read(path)).statements).toBeGreaterThan(0);
    expect((await read(path)).statements).toBe(0);
  });

  it("a like is in the very next anonymous read of the feed and of the jot, and so is its undoing", async () => {
    const jotPath = `/api/v1/jots/${jotId}`;
    const before = (await read<One<JotJson>>(jotPath)).body.data.like_count;
    expect((await read<One<JotJson>>(jotPath)).statements).toBe(0);
    await read(FEED);

    expect((await like(api, jotId, reader)).status).toBe(200);
    expect((await read<One<JotJson>>(jotPath)).body.data.like_count).toBe(before + 1);
    expect((await read<List<JotJson>>(FEED)).body.data.find((jot) => jot.id === jotId)?.like_count).toBe(before + 1);

    expect((await unlike(api, jotId, reader)).status).toBe(200);
    expect((await read<One<JotJson>>(jotPath)).body.data.like_count).toBe(before);
    expect((await read<List<JotJson>>(FEED)).body.data.find((jot) => jot.id === jotId)?.like_count).toBe(before);
  });

  it('a request with credentials is never answered from memory, and its answer is never kept', async () => {
    await read(FEED);
    const withToken = { authorization: 'Bearer not-a-token-of-ours' };
    expect((await read(FEED, withToken)).statements).toBeGreaterThan(0);
    const path = FEED.replace('page=1', 'page=2');
    expect((await read(path, withToken)).statements).toBeGreaterThan(0);
    expect((await read(path, withToken)).statements).toBeGreaterThan(0);
    expect((await read(path)).statements).toBeGreaterThan(0);
  });

  it("a reader's block list is never kept", async () => {
    const path = `${FEED}&exclude_user_ids=${reader}`;
    expect((await read(path)).statements).toBeGreaterThan(0);
    expect((await read(path)).statements).toBeGreaterThan(0);
  });

  it('an answer other than 200 is never kept', async () => {
    const missing = '/api/v1/jots/no-such-jot';
    for (let i = 0; i < 2; i += 1) {
      api.queries.count = 0;
      expect((await api.get(missing)).status).toBe(404);
      expect(api.queries.count).toBeGreaterThan(0);
    }
  });
});

describe('the write generation', () => {
  it('moves before a write starts and again once it has finished; a read leaves it alone', async () => {
    const writes = trackWrites(testDb.db);
    const start = writes.current();
    await writes.db.query('SELECT count(*) FROM jots');
    await writes.db.query('WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3) SELECT i FROM n');
    expect(writes.current()).toBe(start);

    let during = -1;
    await writes.db.transaction(async (tx) => {
      during = writes.current();
      await tx.query('UPDATE jots SET like_count = like_count WHERE id = $1', [jotId]);
    });
    expect(during).toBeGreaterThan(start);
    expect(writes.current()).toBeGreaterThan(during);

    const afterTransaction = writes.current();
    await writes.db.query('UPDATE jots SET like_count = like_count WHERE id = $1', [jotId]);
    expect(writes.current()).toBeGreaterThan(afterTransaction);
    const afterUpdate = writes.current();
    await writes.db.query('WITH touched AS (UPDATE jots SET like_count = like_count WHERE id = $1 RETURNING id) SELECT id FROM touched', [jotId]);
    expect(writes.current()).toBeGreaterThan(afterUpdate);
  });

  it('moves even when the write fails', async () => {
    const writes = trackWrites(testDb.db);
    const start = writes.current();
    await expect(writes.db.query('UPDATE no_such_table SET x = 1')).rejects.toThrow();
    expect(writes.current()).toBeGreaterThan(start);
  });
});

describe('the cache itself', () => {
  const entry = (bytes: number) => ({ body: Buffer.alloc(bytes, 'x'), contentType: 'application/json' });
  /** Generations this process counts itself (PGlite's case): fresh and latest are the counter. */
  const counter = () => {
    const generations = { value: 0, fresh: () => generations.value, latest: () => generations.value };
    return generations;
  };

  it('keeps an answer only if no write happened while it was computed, and empties on the next write', () => {
    const generations = counter();
    const cache = new ReadCache(generations, 1000);
    cache.set('/a', entry(10), 0);
    expect(cache.get('/a', 0)).toBeDefined();

    const computedIn = generations.value;
    generations.value += 1;
    cache.set('/b', entry(10), computedIn);
    expect(cache.get('/b', generations.value)).toBeUndefined();
    expect(cache.get('/a', generations.value)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('answers a request only from its own fresh generation: an older one misses and empties nothing', () => {
    const generations = counter();
    const cache = new ReadCache(generations, 1000);
    generations.value = 5;
    cache.set('/a', entry(10), 5);
    expect(cache.get('/a', 4)).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.set('/b', entry(10), 4);
    expect(cache.get('/b', 5)).toBeUndefined();
    expect(cache.get('/a', 5)).toBeDefined();
    expect(cache.get('/a', 6)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most its budget, letting the least recently read answers go first', () => {
    const cache = new ReadCache(counter(), 240);
    const keys = ['/a', '/b', '/c', '/d', '/e', '/f', '/g', '/h'];
    for (const key of keys) cache.set(key, entry(30), 0);
    expect(cache.heldBytes).toBe(240);
    expect(cache.get('/a', 0)).toBeDefined();
    cache.set('/i', entry(30), 0);
    expect(cache.heldBytes).toBe(240);
    expect(cache.get('/b', 0)).toBeUndefined();
    for (const key of ['/a', '/c', '/i']) expect(cache.get(key, 0)).toBeDefined();
  });

  it('never keeps one answer larger than an eighth of its budget', () => {
    const cache = new ReadCache(counter(), 800);
    cache.set('/huge', entry(101), 0);
    expect(cache.get('/huge', 0)).toBeUndefined();
    cache.set('/fits', entry(100), 0);
    expect(cache.get('/fits', 0)).toBeDefined();
  });
});
