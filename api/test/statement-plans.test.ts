import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_PER_VALUES } from '../src/db/plan-per-values.ts';
import { startTestApi, type TestApi } from './support/api.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

/**
 * Reads keep their plans: the embedded database prepares each statement once and reuses it. A
 * search is planned for its words every time: how many documents a word or a prefix matches
 * decides the best plan, and a plan reused across words ran several times slower.
 */
let testDb: TestDb;
let api: TestApi;

beforeAll(async () => {
  testDb = await openTestDb({ template: 'demo' });
  api = await startTestApi({ db: testDb.db });
});
afterAll(async () => {
  await api.close();
  await testDb.cleanup();
});

/** The statements the database holds prepared (PGlite is one session: the api's). */
const prepared = async (): Promise<string[]> =>
  (await testDb.db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).map((row) => row.statement);

describe.runIf(process.env.TEST_DATABASE_URL === undefined)('statement plans on the embedded database', () => {
  it('prepares a feed page once and runs searches unprepared however often they repeat', async () => {
    for (let run = 0; run < 7; run++) {
      expect((await api.get('/api/v1/jots?order_by=created_at&dir=desc&page=1&size=5')).status).toBe(200);
      for (const q of ['alg', 'algebra', 'cell biology']) expect((await api.get(`/api/v1/search?q=${encodeURIComponent(q)}&size=10`)).status).toBe(200);
    }
    const statements = await prepared();
    expect(statements.some((text) => text.includes('FROM jots'))).toBe(true);
    expect(statements.filter((text) => text.includes('ts_rank_cd'))).toEqual([]);
    expect(statements.filter((text) => text.includes(PLAN_PER_VALUES.trim()))).toEqual([]);
  });
});

describe('statement plans of the typo lookup', () => {
  it('keeps one plan of the vocabulary lookup for every misspelt query instead of planning it per call', async () => {
    // PL/pgSQL would plan search_correction's query for its words on every call while those
    // plans looked cheaper than the generic one, which a lone misspelt word's always did.
    const [fn] = await testDb.db.query<{ config: string[] | null }>(
      `SELECT proconfig AS config FROM pg_proc WHERE proname = 'search_correction'`,
    );
    expect(fn?.config).toContain('plan_cache_mode=force_generic_plan');
  });
});
