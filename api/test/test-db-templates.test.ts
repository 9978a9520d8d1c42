// The databases every test file starts from: clones of templates made once per run
// (support/db-templates.ts). A clone must be exactly what a fresh migrate (and seed) would give,
// and each clone must be a database of its own.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { openTestDb, type TestDb } from './support/test-db.ts';

const IMAGE_PATHS = `SELECT topic_logo_image AS path FROM containers UNION SELECT topic_logo_image FROM pods
  UNION SELECT topic_profile_image FROM pods UNION SELECT avatar FROM users UNION SELECT path FROM jot_images
  UNION SELECT image FROM banners UNION SELECT image FROM side_segments UNION SELECT image FROM marketing_stories
  UNION SELECT image FROM achievements`;

const count = async (clone: TestDb, table: string) =>
  (await clone.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

describe('test databases', () => {
  let empty: TestDb;
  let demo: TestDb;
  let otherDemo: TestDb;

  beforeAll(async () => {
    [empty, demo, otherDemo] = await Promise.all([openTestDb(), openTestDb({ template: 'demo' }), openTestDb({ template: 'demo' })]);
  });

  afterAll(async () => {
    await Promise.all([empty?.cleanup(), demo?.cleanup(), otherDemo?.cleanup()]);
  });

  it('the empty template is fully migrated and holds no content', async () => {
    expect(await migrate(empty.db)).toEqual([]);
    expect(await count(empty, 'containers')).toBe(0);
    expect(await count(empty, 'jots')).toBe(0);
    expect(empty.storageTemplate).toBeUndefined();
  });

  it('the demo template is migrated and seeded, and its storage has every image its rows point at', async () => {
    expect(await migrate(demo.db)).toEqual([]);
    expect(await count(demo, 'jots')).toBe(2800);
    const referenced = (await demo.db.query<{ path: string | null }>(IMAGE_PATHS)).flatMap(({ path }) => (path ? [path] : []));
    expect(referenced.length).toBeGreaterThan(300);
    expect(demo.storageTemplate).toBeDefined();
    expect(referenced.filter((path) => !existsSync(join(demo.storageTemplate!, path)))).toEqual([]);
  });

  it('each clone is a database of its own: a write in one is not seen in another', async () => {
    await demo.db.query("UPDATE containers SET name = 'Renamed in one clone' WHERE id = 1");
    const [mine] = await demo.db.query<{ name: string }>('SELECT name FROM containers WHERE id = 1');
    const [theirs] = await otherDemo.db.query<{ name: string }>('SELECT name FROM containers WHERE id = 1');
    expect(mine?.name).toBe('Renamed in one clone');
    expect(theirs?.name).not.toBe('Renamed in one clone');
  });
});
