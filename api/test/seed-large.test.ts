import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { DEMO_SIZE } from '../src/seed/demo.ts';
import { DEMO_CATALOG } from '../src/seed/generate/catalog.ts';
import { DEFAULT_SEED } from '../src/seed/index.ts';
import { startOfUtcDay } from '../src/seed/generate/clock.ts';
import { LARGE_SIZE, extendToLarge, type LargeSize } from '../src/seed/large/index.ts';
import { deriveAchievements } from '../src/seed/sql/achievements.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

// The large scale's set-based SQL, exercised at a tenth of its size so the suite stays quick;
// the full 3,500 pods / 100,000 jots run through `node api/src/seed/cli.ts --scale large`.
const SIZE: LargeSize = { pods: 300, jots: 5000, users: 100, glossaryTerms: 1500 };

/**
 * Grows a clone of the run's demo template (./support/db-templates.ts), which is the demo seed
 * with its default seed and day, as `--scale large` grows the demo it has just seeded. The demo seed
 * itself, and that it is deterministic, is seed.test.ts's subject.
 */
async function grow(db: Db, storageDir: string): Promise<void> {
  await db.transaction(async (tx) => {
    await extendToLarge(tx, { seed: DEFAULT_SEED, now: startOfUtcDay(), storageDir, size: SIZE });
    await deriveAchievements(tx);
  });
}

async function one<Row>(db: Db, sql: string): Promise<Row> {
  const [row] = await db.query<Row>(sql);
  if (!row) throw new Error(`no row: ${sql}`);
  return row;
}

describe('large seed (reduced size)', () => {
  let first: TestDb;
  let second: TestDb;
  let db: Db;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'jotpod-seed-large-'));
    first = await openTestDb({ template: 'demo' });
    second = await openTestDb({ template: 'demo' });
    db = first.db;
    await grow(db, storageDir);
    await grow(second.db, storageDir);
  }, 600_000); // two databases grown: a guard against a hang, generous for a busy CI machine

  afterAll(async () => {
    await first?.cleanup();
    await second?.cleanup();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  it('targets 3,500 pods and 100,000 jots at full size', () => {
    expect(LARGE_SIZE).toMatchObject({ pods: 3500, jots: 100_000 });
  });

  it('grows to the requested totals, keeping the demo fixtures', async () => {
    const counts = await one<{ pods: number; jots: number; users: number; terms: number; sections: number; items: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM pods) AS pods, (SELECT count(*)::int FROM jots) AS jots, (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM glossary_terms) AS terms, (SELECT count(*)::int FROM sections) AS sections,
              (SELECT count(*)::int FROM list_items) AS items`,
    );
    expect(counts).toMatchObject({ pods: SIZE.pods, jots: SIZE.jots, users: SIZE.users, terms: SIZE.glossaryTerms });
    expect(counts.sections).toBeGreaterThan(SIZE.pods * 5);
    expect(counts.items).toBeGreaterThan(counts.sections);
    const legal = await db.query<{ id: number; slug: string }>('SELECT id, slug FROM list_items WHERE id <= 3 ORDER BY id');
    expect(legal.map((l) => l.slug)).toEqual(['terms-of-use', 'privacy-policy', 'cookie-policy']);
  });

  it('is deterministic: the same seed grows identical rows', async () => {
    for (const table of ['pods', 'sections', 'list_items', 'jots', 'jot_images', 'glossary_terms']) {
      const sql = `SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS sum FROM ${table} t`;
      expect((await one<{ sum: string }>(second.db, sql)).sum, table).toBe((await one<{ sum: string }>(db, sql)).sum);
    }
    const likes = "SELECT md5(string_agg(t::text, '|' ORDER BY user_id, jot_id)) AS sum FROM likes t";
    expect((await one<{ sum: string }>(second.db, likes)).sum).toBe((await one<{ sum: string }>(db, likes)).sum);
  });

  it('keeps like counts consistent and likes after posting, never by the author', async () => {
    const check = await one<{ mismatched: number; bad_likes: number; scored_without_likes: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM jots j WHERE like_count <> (SELECT count(*) FROM likes l WHERE l.jot_id = j.id)) AS mismatched,
              (SELECT count(*)::int FROM likes l JOIN jots j ON j.id = l.jot_id WHERE l.created_at < j.created_at OR l.user_id = j.user_id) AS bad_likes,
              (SELECT count(*)::int FROM jots WHERE like_count = 0 AND trending_score <> 0) AS scored_without_likes`,
    );
    expect(check).toEqual({ mismatched: 0, bad_likes: 0, scored_without_likes: 0 });
  });

  it('writes every content type, readable text and real-looking names', async () => {
    const types = await db.query<{ content_type: string }>(`SELECT DISTINCT content_type FROM jots WHERE id > ${DEMO_SIZE.jots} ORDER BY 1`);
    expect(types.map((t) => t.content_type)).toEqual(['article', 'audio', 'pdf', 'story', 'video']);
    const sample = await one<{ name: string; content: string; slug: string }>(db, 'SELECT name, content, slug FROM jots WHERE id = 5000');
    expect(sample.content).not.toMatch(/\{\w+\}/); // every placeholder filled
    expect(sample.slug).toMatch(/^[a-z0-9-]+-5000$/);
    const leftovers = await one<{ n: number }>(
      db,
      `SELECT (SELECT count(*) FROM jots WHERE content ~ '\\{[a-zA-Z]+\\}' OR name ~ '\\{[a-zA-Z]+\\}')
            + (SELECT count(*) FROM list_items WHERE article ~ '\\{[a-zA-Z]+\\}')
            + (SELECT count(*) FROM pods WHERE description ~ '\\{[a-zA-Z]+\\}')
            + (SELECT count(*) FROM glossary_terms WHERE content ~ '\\{[a-zA-Z]+\\}')::int AS n`,
    );
    expect(Number(leftovers.n)).toBe(0);
    const stories = await one<{ min: number; max: number }>(
      db,
      `SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(i.id) AS n FROM jots j JOIN jot_images i ON i.jot_id = j.id WHERE j.content_type = 'story' AND j.id > ${DEMO_SIZE.jots} GROUP BY j.id) x`,
    );
    expect(stories).toEqual({ min: 1, max: 5 });
  });

  it('nests bulk sections three levels deep within their own pod', async () => {
    const wrong = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM sections s JOIN sections p ON p.id = s.parent_id WHERE s.pod_id <> p.pod_id');
    expect(wrong.n).toBe(0);
    const { depth } = await one<{ depth: number }>(
      db,
      `WITH RECURSIVE tree AS (SELECT id, 1 AS depth FROM sections WHERE parent_id IS NULL
                               UNION ALL SELECT s.id, t.depth + 1 FROM sections s JOIN tree t ON s.parent_id = t.id)
       SELECT max(depth)::int AS depth FROM tree`,
    );
    expect(depth).toBe(3);
  });

  it('links every bulk glossary term to a pod and keeps the A-Z letters', async () => {
    const check = await one<{ unlinked: number; letters: number; bad_letter: number }>(
      db,
      `SELECT (SELECT count(*)::int FROM glossary_terms t WHERE NOT EXISTS (SELECT 1 FROM glossary_term_pods g WHERE g.glossary_term_id = t.id)) AS unlinked,
              (SELECT count(DISTINCT first_letter)::int FROM glossary_terms) AS letters,
              (SELECT count(*)::int FROM glossary_terms WHERE first_letter <> upper(left(name, 1))) AS bad_letter`,
    );
    expect(check).toEqual({ unlinked: 0, letters: 26, bad_letter: 0 });
  });

  it('writes the bulk pod artwork and avatars it references', async () => {
    const paths = await db.query<{ path: string }>(
      `SELECT DISTINCT topic_logo_image AS path FROM pods WHERE id > ${DEMO_CATALOG.pods} AND topic_logo_image IS NOT NULL UNION SELECT DISTINCT avatar FROM users WHERE id > ${DEMO_SIZE.users} AND avatar IS NOT NULL`,
    );
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !existsSync(join(storageDir, p.path)))).toEqual([]);
  });
});
