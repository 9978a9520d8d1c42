/**
 * A collection of 5,000 jots read through the bff (Collection.items, 20 a page with card fields):
 * its first page in the owner's order, by date saved and by reading time, a page filtered by text
 * (titles and notes) and by status, and the first page as a visitor reads a public collection.
 * On the demo data (jots are added until there are 5,000) or the large data, with PGlite
 * (default) or PostgreSQL (--database-url).
 *
 *   node scripts/bench-collections.ts [--scale demo|large] [--database-url postgres://...] [--requests 200]
 *
 * The reader registers through the bff and creates the collection with its mutation; its 5,000
 * entries are written in one statement (their ranks from the api's own fractional index), as
 * saving them one by one would only measure the save. Each run is sequential (latency, not
 * throughput), after a warm-up; p50/p95/max are printed. Any error fails the bench.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateNKeysBetween } from 'fractional-indexing';
import { buildApi } from '../api/src/app.ts';
import { ensureOAuthClient } from '../api/src/auth/clients.ts';
import { openDb, type Db } from '../api/src/db/client.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { isSeeded, seedDemo } from '../api/src/seed/index.ts';
import { startBff } from '../bff/src/server.ts';

const ENTRIES = 5000;
/** The target for both pages, p95 through the bff. */
const TARGET_P95_MS = 50;

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    requests: { type: 'string', default: '200' },
  },
});
const scale = values.scale === 'large' ? 'large' : 'demo';
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const requests = Math.max(20, Number(values.requests) || 200);
const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, '.bench', `collections-${scale}`);

const ITEMS_QUERY = `query BenchCollection($id: Int!, $order: CollectionOrder!, $search: String, $status: SavedJotStatus, $page: Int) {
  collection(databaseId: $id) {
    id name itemCount viewerIsOwner
    items(first: 20, order: $order, search: $search, status: $status, page: $page) {
      totalCount
      pageCursors { around { page cursor isCurrent } }
      edges { node { id status note savedAt jot { id databaseId slug title contentText contentType level createdAt likeCount viewerHasLiked viewerHasSaved readingTimeMinutes
        author { id databaseId name avatarUrl } } } }
    }
  }
}`;

interface Run {
  name: string;
  variables: Record<string, unknown>;
  visitor?: boolean;
}

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: join(benchDir, 'pglite') });
  const storageDir = join(benchDir, 'uploads');
  await migrate(db);
  if (!(await isSeeded(db))) {
    console.log(`seeding the ${scale} data (once)...`);
    await seedDemo(db, { storageDir, scale, seed: 1 });
  }
  await ensureJots(db, ENTRIES);

  // The bff signs its reader in with the api's password grant, as its own client.
  const oauthClient = { id: '1', secret: randomBytes(24).toString('base64url') };
  await ensureOAuthClient(db, { ...oauthClient, name: 'Jotpod bff' });
  const api = await buildApi({ db, storageDir });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  // No response cache (every read reaches the api) and no rate limits: the bench measures the reads.
  const bff = await startBff({ upstreamUrl: apiUrl, log: () => {}, sessionSecret: randomBytes(32).toString('base64url'), oauthClient, responseCache: false, rateLimit: false });
  let cookie = '';
  const graphql = async <T>(query: string, variables: Record<string, unknown>, visitor = false): Promise<T> => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...(cookie && !visitor ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.getSetCookie()[0];
    if (setCookie) cookie = setCookie.slice(0, setCookie.indexOf(';'));
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (res.status !== 200 || body.errors || !body.data) throw new Error(`bff ${res.status} for ${JSON.stringify(variables)}: ${JSON.stringify(body.errors)}`);
    return body.data;
  };

  try {
    const password = `bench-${randomBytes(6).toString('hex')}`;
    const registered = await graphql<{ register: { __typename: string } }>(
      'mutation ($input: RegisterInput!) { register(input: $input) { __typename } }',
      { input: { email: `collections-${randomBytes(6).toString('hex')}@example.com`, name: 'Bench Reader', password, passwordConfirmation: password } },
    );
    if (registered.register.__typename !== 'RegisterPayload') throw new Error(`register answered ${registered.register.__typename}`);
    const created = await graphql<{ createCollection: { __typename: string; collection?: { databaseId: number } } }>(
      'mutation ($input: CreateCollectionInput!) { createCollection(input: $input) { __typename ... on CreateCollectionPayload { collection { databaseId } } } }',
      { input: { name: 'Everything worth reading', isPublic: true } },
    );
    const collectionId = created.createCollection.collection?.databaseId;
    if (!collectionId) throw new Error(`createCollection answered ${created.createCollection.__typename}`);
    await fill(db, collectionId, ENTRIES);
    await db.exec('ANALYZE');

    const word = await aTitleWord(db, collectionId);
    const runs: Run[] = [
      { name: 'first page, own order', variables: { id: collectionId, order: 'MANUAL' } },
      { name: 'page 100, own order', variables: { id: collectionId, order: 'MANUAL', page: 100 } },
      { name: 'first page, by date saved', variables: { id: collectionId, order: 'SAVED_AT' } },
      { name: 'first page, by reading time', variables: { id: collectionId, order: 'READING_TIME' } },
      { name: `filtered by text ("${word}")`, variables: { id: collectionId, order: 'MANUAL', search: word } },
      { name: 'filtered by a note word and status', variables: { id: collectionId, order: 'MANUAL', search: 'revisit', status: 'TO_READ' } },
      { name: 'first page, a visitor', variables: { id: collectionId, order: 'MANUAL' }, visitor: true },
    ];
    const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
    console.log(`\na collection of ${ENTRIES} jots through the bff, ${scale} data on ${engine}, ${requests} requests a run (target p95 ≤ ${TARGET_P95_MS} ms)`);
    let missed = 0;
    for (const run of runs) {
      const check = (data: { collection: { items: { totalCount: number; edges: unknown[] } } | null }) => {
        if (!data.collection || data.collection.items.edges.length === 0) throw new Error(`${run.name}: no entries`);
      };
      for (let i = 0; i < 10; i++) check(await graphql(ITEMS_QUERY, run.variables, run.visitor)); // warm-up
      const samples: number[] = [];
      let total = 0;
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        const data = await graphql<{ collection: { items: { totalCount: number; edges: unknown[] } } | null }>(ITEMS_QUERY, run.variables, run.visitor);
        samples.push(performance.now() - started);
        check(data);
        total = data.collection!.items.totalCount;
      }
      samples.sort((a, b) => a - b);
      const p95 = quantile(samples, 0.95);
      if (p95 > TARGET_P95_MS) missed += 1;
      console.log(
        `  ${run.name.padEnd(42)} ${String(total).padStart(5)} entries  p50 ${quantile(samples, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${samples.at(-1)!.toFixed(1).padStart(6)} ms${p95 > TARGET_P95_MS ? '  (above target)' : ''}`,
      );
    }
    console.log(missed === 0 ? `every run within p95 ≤ ${TARGET_P95_MS} ms` : `${missed} run(s) above p95 ${TARGET_P95_MS} ms`);
  } finally {
    await bff.close();
    await api.close();
    await db.close();
  }
}

/** Adds plain jots (spread over the list items and authors there are) until there are `count`. */
async function ensureJots(db: Db, count: number): Promise<void> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jots');
  const missing = count - (row?.n ?? 0);
  if (missing <= 0) return;
  console.log(`adding ${missing} jots to reach ${count} (once)...`);
  await db.query(
    `INSERT INTO jots (list_item_id, user_id, name, slug, content, content_type)
     SELECT li.id, u.id, 'Bench jot ' || g || ' on ' || (ARRAY['algebra','photosynthesis','grammar','history','optics'])[1 + g % 5],
            'bench-jot-' || g, '<p>' || repeat('A sentence about the topic at hand. ', 5 + g % 200) || '</p>', 'story'
     FROM generate_series(1, $1::int) AS g
     CROSS JOIN LATERAL (SELECT id FROM list_items ORDER BY id OFFSET (g % (SELECT count(*) FROM list_items)) LIMIT 1) li
     CROSS JOIN LATERAL (SELECT id FROM users ORDER BY id OFFSET (g % (SELECT count(*) FROM users)) LIMIT 1) u`,
    [missing],
  );
}

/** The collection's entries, in one statement: every visible jot up to `count`, one in ten with a note. */
async function fill(db: Db, collectionId: number, count: number): Promise<void> {
  const jots = await db.query<{ id: number }>('SELECT id FROM jots ORDER BY id LIMIT $1', [count]);
  const ranks = generateNKeysBetween(null, null, jots.length);
  const [owner] = await db.query<{ user_id: number }>('SELECT user_id FROM collections WHERE id = $1', [collectionId]);
  await db.query(
    `INSERT INTO collection_items (collection_id, user_id, jot_id, rank, note, status)
     SELECT $1, $2, j.id, r.rank, CASE WHEN j.n % 10 = 0 THEN 'revisit before the exam' ELSE '' END, CASE WHEN j.n % 3 = 0 THEN 'done' ELSE 'to_read' END
     FROM unnest($3::bigint[]) WITH ORDINALITY AS j(id, n) JOIN unnest($4::text[]) WITH ORDINALITY AS r(rank, n) ON r.n = j.n`,
    [collectionId, owner!.user_id, jots.map((jot) => jot.id), ranks],
  );
}

/** A word of the entries' titles that some but not all of them hold. */
async function aTitleWord(db: Db, collectionId: number): Promise<string> {
  const [row] = await db.query<{ word: string }>(
    `SELECT w AS word FROM collection_items ci JOIN jots j ON j.id = ci.jot_id, regexp_split_to_table(lower(j.name), '[^a-z]+') AS w
     WHERE ci.collection_id = $1 AND length(w) >= 6 GROUP BY w ORDER BY count(*) DESC OFFSET 2 LIMIT 1`,
    [collectionId],
  );
  return row?.word ?? 'algebra';
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

await main();
