import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JotJson } from '../src/contract/index.ts';
import type { Db, SqlValue } from '../src/db/client.ts';
import { sharedWriteGeneration } from '../src/db/shared-write-generation.ts';
import type { One } from '../src/http/envelope.ts';
import { startApi } from '../src/server.ts';
import { like } from './social-support.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/**
 * The api's read cache where other processes write to the database too (a PostgreSQL server:
 * another replica, psql, a migration): the database keeps the write generation, moved by every
 * writing transaction as it commits, and each anonymous GET reads it before it is answered. Run
 * on PostgreSQL with TEST_DATABASE_URL; on PGlite the same triggers and reads hold.
 *
 * The writer here is the test's own connection, which the api knows nothing of: no counter in the
 * api's process moves, only the database's generation.
 */

/**
 * The tables whose writes never move the generation: no anonymous read depends on them. Every
 * other table is tracked (`write_generation_track`, migration 0016_write_generation_jot_lexemes).
 */
const UNTRACKED_TABLES = [
  'email_changes',
  'mail_outbox',
  'notification_actors',
  'notifications',
  'oauth_access_tokens',
  'oauth_clients',
  'oauth_refresh_tokens',
  'password_resets',
  'schema_migrations',
  'throttle_windows',
  'write_generation',
];

/** A statement held after it has run, before its rows go back to the caller. */
interface Hold {
  /** Settles once a matching statement has run and is being held. */
  reached: Promise<void>;
  release(): void;
}

/** The database the api gets: every statement counted; one chosen statement can be held. */
function holdableDb(inner: Db) {
  let hold: { matches: (text: string) => boolean; reached: () => void; released: Promise<void> } | undefined;
  const state = { generationReads: 0, failGenerationReads: false };
  const query = async <Row>(text: string, params?: readonly SqlValue[], signal?: AbortSignal): Promise<Row[]> => {
    const isGenerationRead = /\bFROM write_generation\b/.test(text);
    if (isGenerationRead) {
      state.generationReads += 1;
      if (state.failGenerationReads) throw new Error('the database is unreachable');
    }
    const rows = await inner.query<Row>(text, params, signal);
    const held = hold;
    if (held?.matches(text)) {
      hold = undefined;
      held.reached();
      await held.released;
    }
    return rows;
  };
  const db: Db = { ...inner, kind: inner.kind, query };
  const holdNext = (matches: (text: string) => boolean): Hold => {
    let reached!: () => void;
    let release!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    hold = { matches, reached, released };
    return { reached: reachedPromise, release };
  };
  return { db, state, holdNext };
}

const JOT_STATEMENT = /\bFROM jots\b/;

let testDb: TestDb;
let gated: ReturnType<typeof holdableDb>;
let api: TestApi;
let jot: { id: number; slug: string };
let reader: number;

beforeAll(async () => {
  testDb = await openTestDb({ template: 'demo' });
  gated = holdableDb(testDb.db);
  // The harness counts the statements of the api's routes; the generation is read around it, so a
  // request answered from memory counts none.
  api = await startTestApi({ db: gated.db, readCacheBytes: 16 * 1024 * 1024, generations: sharedWriteGeneration(gated.db) });
  const [visible] = await testDb.db.query<{ id: number; slug: string }>('SELECT id, slug FROM jots WHERE held_at IS NULL ORDER BY id LIMIT 1');
  jot = visible!;
  const [user] = await testDb.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
  reader = user!.id;
});
afterAll(async () => {
  await api.close();
  await testDb.cleanup();
});
beforeEach(() => {
  gated.state.failGenerationReads = false;
});

const jotPath = () => `/api/v1/jots/${jot.slug}?include=user,pod`;

/** A GET of the jot (anonymous unless `as`): its like count and how many statements its answer took. */
async function readJot(headers: Record<string, string> = {}, as?: number): Promise<{ likes: number; hasLiked: boolean; statements: number }> {
  api.queries.count = 0;
  const response = await api.get<One<JotJson>>(jotPath(), { headers, ...(as === undefined ? {} : { as }) });
  expect(response.status).toBe(200);
  return {
    likes: response.body.data.like_count,
    hasLiked: response.body.data.has_liked,
    statements: api.queries.count,
  };
}

/** A write by another connection, not through the api: a like counted straight in the table. */
const likeBehindTheApisBack = (delta: number) => testDb.db.query('UPDATE jots SET like_count = like_count + $2 WHERE id = $1', [jot.id, delta]);

describe('the generation in the database', () => {
  const generation = async () => (await testDb.db.query<{ generation: number }>('SELECT sum(generation)::bigint AS generation FROM write_generation'))[0]!.generation;

  it('moves once for each committed transaction that writes, however many rows and statements it has', async () => {
    const start = await generation();
    await testDb.db.query('UPDATE jots SET like_count = like_count WHERE id = $1', [jot.id]);
    expect(await generation()).toBe(start + 1);
    await testDb.db.transaction(async (tx) => {
      await tx.query('UPDATE jots SET like_count = like_count WHERE id IN (SELECT id FROM jots ORDER BY id LIMIT 50)');
      await tx.query('UPDATE pods SET name = name WHERE id IN (SELECT id FROM pods ORDER BY id LIMIT 5)');
    });
    expect(await generation()).toBe(start + 2);
  });

  it('stays where it was for a transaction rolled back, a read, and a write that changes no row', async () => {
    const start = await generation();
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('UPDATE jots SET like_count = like_count WHERE id = $1', [jot.id]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await testDb.db.query('SELECT count(*) FROM jots');
    await testDb.db.query('UPDATE jots SET like_count = like_count WHERE id = -1');
    expect(await generation()).toBe(start);
  });

  it('moves on a TRUNCATE', async () => {
    const start = await generation();
    await testDb.db.transaction(async (tx) => {
      await tx.exec('CREATE TEMPORARY TABLE saved_banners ON COMMIT DROP AS SELECT * FROM banners');
      await tx.exec('TRUNCATE banners');
      await tx.exec('INSERT INTO banners SELECT * FROM saved_banners');
    });
    expect(await generation()).toBe(start + 1);
  });

  it('is moved by every table but those no anonymous read depends on (a new table is tracked, or listed here)', async () => {
    const untracked = await testDb.db.query<{ table_name: string }>(
      `SELECT c.relname AS table_name FROM pg_class c
       WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = c.relname || '_write_generation')
         AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = c.relname || '_write_generation_truncate')
       ORDER BY 1`,
    );
    expect(untracked.map((row) => row.table_name)).toEqual(UNTRACKED_TABLES);
  });
});

describe('anonymous reads', () => {
  it('the second read is answered from memory: no statement but the generation read', async () => {
    // Whatever an earlier test left kept is dropped: a write the api knows nothing of (it changes
    // no value) moves the generation.
    await testDb.db.query('UPDATE jots SET like_count = like_count WHERE id = $1', [jot.id]);
    const first = await readJot();
    const second = await readJot();
    expect(first.statements).toBeGreaterThan(0);
    expect(second.statements).toBe(0);
    expect(second.likes).toBe(first.likes);
  });

  it("a write committed by another connection is in the very next read", async () => {
    const before = (await readJot()).likes;
    expect((await readJot()).statements).toBe(0);
    await likeBehindTheApisBack(1);
    const after = await readJot();
    expect(after.likes).toBe(before + 1);
    expect(after.statements).toBeGreaterThan(0);
    expect((await readJot()).statements).toBe(0);
    await likeBehindTheApisBack(-1);
    expect((await readJot()).likes).toBe(before);
  });

  it('an answer computed while another connection committed a write is not kept', async () => {
    const before = (await readJot()).likes;
    await likeBehindTheApisBack(1);
    // The jot's statement runs before the write commits, and is held until it has.
    const hold = gated.holdNext((text) => JOT_STATEMENT.test(text));
    const computing = readJot();
    await hold.reached;
    await likeBehindTheApisBack(1);
    hold.release();
    expect((await computing).likes).toBe(before + 1);
    const next = await readJot();
    expect(next.likes).toBe(before + 2);
    expect(next.statements).toBeGreaterThan(0);
    await likeBehindTheApisBack(-2);
  });

  it('is not answered from memory when the generation cannot be read: it is computed', async () => {
    await readJot();
    expect((await readJot()).statements).toBe(0);
    gated.state.failGenerationReads = true;
    expect((await readJot()).statements).toBeGreaterThan(0);
    expect((await readJot()).statements).toBeGreaterThan(0);
    gated.state.failGenerationReads = false;
    await readJot();
    expect((await readJot()).statements).toBe(0);
  });

  it("a viewer's answer is never kept, nor served another reader's answer", async () => {
    // A viewer comes with credentials; the harness's header stands in for what the token resolves to.
    const credentials = { authorization: 'Bearer a-token-standing-in' };
    expect((await like(api, jot.id, reader)).status).toBe(200);
    expect((await readJot()).hasLiked).toBe(false);
    expect((await readJot()).statements).toBe(0);
    const asReader = await readJot(credentials, reader);
    expect(asReader.hasLiked).toBe(true);
    expect(asReader.statements).toBeGreaterThan(0);
    expect((await readJot(credentials, reader)).statements).toBeGreaterThan(0);
    const anonymous = await readJot();
    expect(anonymous.hasLiked).toBe(false);
    expect((await readJot({ authorization: 'Bearer not-a-token-of-ours' })).statements).toBeGreaterThan(0);
  });
});

describe('reading the generation', () => {
  it('a request arriving while a read runs waits for one that starts after it; later arrivals share that one', async () => {
    const generations = sharedWriteGeneration(gated.db);
    const start = await generations.fresh();
    const reads = gated.state.generationReads;
    // The first read has taken its value, and is held; meanwhile another connection commits.
    const hold = gated.holdNext((text) => /\bFROM write_generation\b/.test(text));
    const first = generations.fresh();
    await hold.reached;
    await likeBehindTheApisBack(1);
    const arrivals = [generations.fresh(), generations.fresh(), generations.fresh()];
    hold.release();
    expect(await first).toBe(start);
    expect(await Promise.all(arrivals)).toEqual([start + 1, start + 1, start + 1]);
    expect(gated.state.generationReads - reads).toBe(2);
    expect(generations.latest()).toBe(start + 1);
    await likeBehindTheApisBack(-1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('the api as started on a PostgreSQL server', () => {
  it('keeps anonymous answers, and drops them on the next write any connection commits', async () => {
    const [database] = await testDb.db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${database!.name}`;
    const storageDir = await mkdtemp(join(tmpdir(), 'jotpod-read-cache-'));
    const running = await startApi({ port: 0, storageDir, databaseUrl: url.toString(), readCacheBytes: 16 * 1024 * 1024 });
    const likes = async () => ((await (await fetch(`${running.url}${jotPath()}`)).json()) as One<JotJson>).data.like_count;
    try {
      const before = await likes();
      // Only a write that moves no generation (its triggers off, as a replica's apply does)
      // shows whether the answer was kept: the api answers the same count from memory.
      await testDb.db.transaction(async (tx) => {
        await tx.exec("SET LOCAL session_replication_role = 'replica'");
        await tx.query('UPDATE jots SET like_count = like_count + 5 WHERE id = $1', [jot.id]);
      });
      expect(await likes()).toBe(before);
      await likeBehindTheApisBack(1);
      expect(await likes()).toBe(before + 6);
    } finally {
      await running.close();
      await rm(storageDir, { recursive: true, force: true });
      await testDb.db.query('UPDATE jots SET like_count = like_count - 6 WHERE id = $1', [jot.id]);
    }
  });
});
