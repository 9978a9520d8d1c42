/**
 * Search latency at the api (GET /api/v1/search) and through the bff (Query.search), on the demo
 * data or the large data (100,000 jots), with PGlite (default) or PostgreSQL (--database-url).
 *
 *   node scripts/bench-search.ts [--scale demo|large] [--database-url postgres://...] [--queries 200] [--concurrency 10]
 *
 * Queries are drawn deterministically from the data itself (a seed picks the rows): whole words,
 * words typed letter by letter (2 to 5 letter prefixes), one-letter typos, multi-word queries.
 * Runs, each after a warm-up:
 *   1. the queries of seed 1 one at a time (latency, not throughput) at the api, then through the bff;
 *   2. the queries of seed 2 (rows the warm-up never read) through the bff;
 *   3. header suggestions (Query.searchSuggestions) for the queries of both seeds, one at a time;
 *   4. `--concurrency` searchers sending the queries of both seeds through the bff at once:
 *      throughput (searches/s) and latency under that load.
 * p50/p95/max are printed per query kind. PGlite databases are kept under .bench/ (gitignored),
 * so only the first run pays for the seed.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApi } from '../api/src/app.ts';
import { openDb, type Db } from '../api/src/db/client.ts';
import { migrate } from '../api/src/db/migrate.ts';
import { isSeeded, seedDemo } from '../api/src/seed/index.ts';
import { startBff } from '../bff/src/server.ts';

type Kind = 'word' | 'prefix' | 'typo' | 'multi-word';
interface BenchQuery {
  kind: Kind;
  text: string;
}

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    queries: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '10' },
  },
});
const scale = values.scale === 'large' ? 'large' : 'demo';
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const queryCount = Math.max(20, Number(values.queries) || 200);
const concurrency = Math.max(1, Number(values.concurrency) || 10);
const root = fileURLToPath(new URL('..', import.meta.url));
const benchDir = join(root, '.bench', `search-${scale}`);

const SUGGESTIONS_QUERY = `query BenchSuggestions($query: String!) {
  searchSuggestions(query: $query, perType: 3) { __typename highlights { title snippet }
    ... on PodSearchHit { pod { id slug } }
    ... on JotSearchHit { jot { id slug } }
    ... on GlossaryTermSearchHit { term { id slug name pods { databaseId } } } }
}`;

const BFF_QUERY = `query Bench($query: String!) {
  search(query: $query, first: 10) {
    totalCount
    counts { pods jots glossaryTerms }
    edges { node { __typename highlights { title snippet }
      ... on PodSearchHit { pod { id name slug } }
      ... on JotSearchHit { jot { id title slug author { name } } }
      ... on GlossaryTermSearchHit { term { id name } } } }
  }
}`;

async function main(): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: join(benchDir, 'pglite') });
  const storageDir = join(benchDir, 'uploads');
  await migrate(db);
  if (!(await isSeeded(db))) {
    const started = performance.now();
    console.log(`seeding the ${scale} data (once)...`);
    await seedDemo(db, { storageDir, scale, seed: 1 });
    console.log(`seeded in ${seconds(performance.now() - started)}`);
  }
  // Fresh statistics: the planner picks index scans for selective searches.
  await db.exec('ANALYZE');
  const counts = await db.query<{ pods: number; jots: number; terms: number }>(
    'SELECT (SELECT count(*) FROM pods)::int AS pods, (SELECT count(*) FROM jots)::int AS jots, (SELECT count(*) FROM glossary_terms)::int AS terms',
  );
  const queries = await buildQueries(db, queryCount, 1);
  const otherQueries = await buildQueries(db, queryCount, 2);

  const api = await buildApi({ db, storageDir });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  // Every query runs: the warm-up repeats some, which the response cache would answer.
  // No response cache (every query reaches the engine) and no rate limits: ten searchers from one
  // address would spend one client's budget, and the bench measures the search, not the limits.
  const bff = await startBff({ upstreamUrl: apiUrl, log: () => {}, sessionSecret: randomBytes(32).toString('base64url'), responseCache: false, rateLimit: false });

  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`\nsearch latency, ${scale} data (${JSON.stringify(counts[0])}) on ${engine}, ${queries.length} queries a seed`);
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { errors?: unknown[] };
    if (res.status !== 200 || body.errors) throw new Error(`bff ${res.status} for ${JSON.stringify(variables)}: ${JSON.stringify(body.errors)}`);
  };
  const viaBff = (q: BenchQuery) => graphql(BFF_QUERY, { query: q.text });
  try {
    const atApi = await measure(queries, async (q) => {
      const res = await fetch(`${apiUrl}/api/v1/search?q=${encodeURIComponent(q.text)}&size=10`);
      if (res.status !== 200) throw new Error(`api ${res.status} for ${JSON.stringify(q.text)}`);
      await res.arrayBuffer();
    });
    report('api  GET /api/v1/search (seed 1, sequential)', atApi);
    report('bff  Query.search (seed 1, sequential)', await measure(queries, viaBff));
    report('bff  Query.search (seed 2, sequential)', await measure(otherQueries, viaBff));
    report(
      'bff  Query.searchSuggestions (seeds 1 and 2, sequential)',
      await measure([...queries, ...otherQueries], (q) => graphql(SUGGESTIONS_QUERY, { query: q.text })),
    );
    const started = performance.now();
    const concurrent = await measureConcurrently([...queries, ...otherQueries], concurrency, viaBff);
    const elapsed = (performance.now() - started) / 1000;
    report(`bff  Query.search (seeds 1 and 2, ${concurrency} searchers at once): ${(concurrent.length / elapsed).toFixed(1)} searches/s`, concurrent);
  } finally {
    await bff.close();
    await api.close();
    await db.close();
  }
}

/** Deterministic queries from the data: names, prefixes as typed, one-letter typos, two words. */
async function buildQueries(db: Db, total: number, seed: number): Promise<BenchQuery[]> {
  // Seed 1 orders rows as the first version of this benchmark did, so its figures compare.
  const key = seed === 1 ? 'md5(id::text)' : `md5('${seed}:' || id::text)`;
  const names = await db.query<{ name: string }>(
    `(SELECT name FROM pods ORDER BY ${key} LIMIT 60)
     UNION ALL (SELECT name FROM glossary_terms ORDER BY ${key} LIMIT 60)
     UNION ALL (SELECT name FROM jots ORDER BY ${key} LIMIT 80)`,
  );
  const words = names.flatMap((n) => n.name.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 5);
  const queries: BenchQuery[] = [];
  let i = 0;
  while (queries.length < total && words.length > 0) {
    const word = words[i % words.length] ?? 'photosynthesis';
    const name = names[i % names.length]?.name ?? word;
    switch (i % 4) {
      case 0:
        queries.push({ kind: 'word', text: word });
        break;
      case 1:
        // As typed: 2 to 5 letters of the word, each length as often (i % 4 is always 1 here, so
        // the length follows the round instead).
        queries.push({ kind: 'prefix', text: word.slice(0, 2 + (Math.floor(i / 4) % 4)) });
        break;
      case 2:
        queries.push({ kind: 'typo', text: typo(name, i) });
        break;
      default:
        queries.push({ kind: 'multi-word', text: name.split(/\s+/).slice(0, 3).join(' ') });
    }
    i += 1;
  }
  return queries;
}

/** One letter dropped, doubled or swapped with its neighbour, in the middle of the text. */
function typo(text: string, seed: number): string {
  const at = Math.max(1, Math.min(text.length - 2, Math.floor(text.length / 2) + (seed % 3) - 1));
  switch (seed % 3) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1);
    case 1:
      return text.slice(0, at) + text[at] + text.slice(at);
    default:
      return text.slice(0, at) + (text[at + 1] ?? '') + (text[at] ?? '') + text.slice(at + 2);
  }
}

interface Sample {
  kind: Kind;
  ms: number;
}

async function measure(queries: readonly BenchQuery[], run: (q: BenchQuery) => Promise<void>): Promise<Sample[]> {
  for (const q of queries.slice(0, 10)) await run(q); // warm-up: connections, plans, caches
  const samples: Sample[] = [];
  for (const q of queries) {
    const started = performance.now();
    await run(q);
    samples.push({ kind: q.kind, ms: performance.now() - started });
  }
  return samples;
}

/** `workers` searchers, each sending its next query as soon as its last one answered. */
async function measureConcurrently(queries: readonly BenchQuery[], workers: number, run: (q: BenchQuery) => Promise<void>): Promise<Sample[]> {
  await Promise.all(queries.slice(0, workers).map(run)); // warm-up: one connection per searcher
  const samples: Sample[] = [];
  let next = 0;
  const worker = async () => {
    for (let q = queries[next++]; q !== undefined; q = queries[next++]) {
      const started = performance.now();
      await run(q);
      samples.push({ kind: q.kind, ms: performance.now() - started });
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return samples;
}

function report(title: string, samples: readonly Sample[]): void {
  const line = (label: string, ms: number[]) =>
    `  ${label.padEnd(11)} n=${String(ms.length).padStart(4)}  p50 ${fmt(percentile(ms, 50))}  p95 ${fmt(percentile(ms, 95))}  max ${fmt(Math.max(...ms))}`;
  console.log(`\n${title}`);
  console.log(line('all', samples.map((s) => s.ms)));
  for (const kind of ['word', 'prefix', 'typo', 'multi-word'] as const) {
    const ms = samples.filter((s) => s.kind === kind).map((s) => s.ms);
    if (ms.length > 0) console.log(line(kind, ms));
  }
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const fmt = (ms: number): string => `${ms.toFixed(1).padStart(7)} ms`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

await main();
