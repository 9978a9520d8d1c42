/**
 * Demo content for Jotpod: a deterministic generator (same seed, same rows) for `npm start`,
 * tests ('demo': 166 pods, 2,800 jots) and benchmarks ('large': 3,500 pods, 100,000 jots).
 */
import type { Db } from '../db/client.ts';
import { buildDemoData } from './demo.ts';
import { startOfUtcDay } from './generate/clock.ts';
import { writeImages } from './images/registry.ts';
import { extendToLarge } from './large/index.ts';
import type { DemoData } from './model.ts';
import { deriveAchievements } from './sql/achievements.ts';
import { insertRows, resetSequences, type Rows } from './sql/insert.ts';
import { recordTrendingReference } from './sql/trending.ts';
import { CONTENT_TABLES, TABLES_WITH_IDS } from './sql/tables.ts';

export interface SeedOptions {
  /** Where generated images are written (DATA_DIR/uploads); paths in the db are relative to it. */
  storageDir: string;
  /** 'demo' for npm start and tests, 'large' for benchmarks (3,500 pods, 100,000 jots). */
  scale?: 'demo' | 'large';
  /** PRNG seed; the same seed always yields the same rows. */
  seed?: number;
  /**
   * The moment timestamps are placed relative to (created_at spans the ~400 days before it,
   * trending decays towards it). Defaults to the start of the current UTC day, so seeds made
   * on the same day are identical; pass a fixed date to compare seeds across days.
   */
  now?: Date;
  /** Reports each step's duration (the CLI prints them; benchmarks log them). */
  onStep?: (step: string, ms: number) => void;
}

export interface SeedSummary {
  containers: number;
  pods: number;
  jots: number;
  glossaryTerms: number;
  users: number;
}

export const DEFAULT_SEED = 20240601;

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM containers');
  return (row?.n ?? 0) > 0;
}

/** Empties every table the seed fills (the CLI's --reset), restarting their id sequences. */
export async function resetContent(db: Db): Promise<void> {
  await db.exec(`TRUNCATE ${CONTENT_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * Writes only the image files the demo seed references (the same files `seedDemo` writes): for a
 * database cloned from a seeded one, whose rows point at images its own storage lacks.
 */
export async function writeDemoImages(options: Pick<SeedOptions, 'storageDir' | 'seed' | 'now'>): Promise<void> {
  const data = buildDemoData(options.seed ?? DEFAULT_SEED, options.now ?? startOfUtcDay());
  await writeImages(options.storageDir, data.images);
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? startOfUtcDay();
  const seed = options.seed ?? DEFAULT_SEED;
  const step = async <T>(name: string, run: () => Promise<T> | T): Promise<T> => {
    const started = performance.now();
    const value = await run();
    options.onStep?.(name, performance.now() - started);
    return value;
  };
  const data = await step('generate demo data', () => buildDemoData(seed, now));
  // Images are written outside the transaction: each is a pure function of its path, so a
  // rolled-back seed leaves only files a later seed would write identically.
  await step('write demo images', () => writeImages(options.storageDir, data.images));
  await db.transaction(async (tx) => {
    await assertEmpty(tx);
    await step('insert demo rows', () => insertDemo(tx, data));
    if (options.scale === 'large') {
      await extendToLarge(tx, { seed, now, storageDir: options.storageDir, ...(options.onStep ? { onStep: options.onStep } : {}) });
    }
    await step('achievements', () => deriveAchievements(tx));
    await recordTrendingReference(tx, now);
    await resetSequences(tx, TABLES_WITH_IDS);
  });
  return summarize(db);
}

async function insertDemo(db: Db, data: DemoData): Promise<void> {
  const inOrder: [string, Rows][] = [
    ['containers', data.containers],
    ['pods', data.pods],
    ['users', data.users],
    ['sections', data.sections],
    ['list_items', data.listItems],
    ['jots', data.jots],
    ['jot_images', data.jotImages],
    ['glossary_terms', data.glossaryTerms],
    ['glossary_term_pods', data.glossaryTermPods],
    ['follows', data.follows],
    ['likes', data.likes],
    ['achievements', data.achievements],
    ['banners', data.banners],
    ['side_segments', data.sideSegments],
    ['marketing_stories', data.marketingStories],
  ];
  for (const [table, rows] of inOrder) await insertRows(db, table, rows);
}

/** The seed's ids are explicit (list items 1-3 are the legal pages): it needs empty tables. */
async function assertEmpty(db: Db): Promise<void> {
  const counts = await db.query<{ table_name: string; n: number }>(
    CONTENT_TABLES.map((t) => `SELECT '${t}' AS table_name, (SELECT count(*)::int FROM (SELECT 1 FROM ${t} LIMIT 1) x) AS n`).join(' UNION ALL '),
  );
  const filled = counts.filter((c) => c.n > 0).map((c) => c.table_name);
  if (filled.length > 0) {
    throw new Error(`seedDemo needs empty content tables, but ${filled.join(', ')} already hold rows (reset first: seed cli --reset)`);
  }
}

async function summarize(db: Db): Promise<SeedSummary> {
  const [row] = await db.query<SeedSummary>(
    `SELECT (SELECT count(*)::int FROM containers) AS containers,
            (SELECT count(*)::int FROM pods) AS pods,
            (SELECT count(*)::int FROM jots) AS jots,
            (SELECT count(*)::int FROM glossary_terms) AS "glossaryTerms",
            (SELECT count(*)::int FROM users) AS users`,
  );
  if (!row) throw new Error('seed summary query returned nothing');
  return row;
}
