// Every test file gets its own database, cloned from a template that is built once and reused:
//   empty  migrated, no rows (api and bff suites build their own worlds on it)
//   demo   migrated and loaded with the demo seed, trending rebased to now (the browser journeys)
// Creating a PGlite cluster and replaying the migrations costs seconds of CPU per file, seeding the
// demo a few more; loading a dump takes well under one. On a PostgreSQL server the templates are
// databases and a clone is `CREATE DATABASE … TEMPLATE`, a file copy.
//
// Templates live in <os tmpdir>/jotpod-test-db/<key>, where the key hashes everything that shapes
// them (the api's migrations and sources, this file, the lockfile) and the UTC day (the seed dates
// its rows from the start of the day), so a run after any such change builds new ones, and every
// checkout on the machine (worktrees, a clean clone in CI) whose code is the same reuses them, as
// they reuse the template databases of a PostgreSQL server. Keys no run has used for an hour are
// removed but for the newest few. Builds write under a temporary name and rename into place, so
// concurrent runs never see a half-built template.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDb, type Db } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { seedDemo, writeDemoImages } from '../../src/seed/index.ts';
import { rebaseTrending } from '../../src/trending/score.ts';

export type TemplateName = 'empty' | 'demo';

export interface DbTemplates {
  key: string;
  /** PGlite `dumpDataDir` tarballs by template (runs without TEST_DATABASE_URL). */
  pglite?: Record<TemplateName, string>;
  /** Template database names on the TEST_DATABASE_URL server. */
  postgres?: Record<TemplateName, string>;
  /** The demo seed's images, which the demo template's rows point at: copy into the api's storage. */
  demoStorage: string;
}

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cacheRoot = join(tmpdir(), 'jotpod-test-db');
/** Inputs of the templates: any change to these builds new ones. */
const shapingInputs = ['api/migrations', 'api/src', 'api/test/support/db-templates.ts', 'package-lock.json'];

async function filesUnder(path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const entries = await readdir(path, { recursive: true, withFileTypes: true }).catch(() => null);
  if (!entries) return [path];
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Content hash of the template inputs and today's UTC date. */
export async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(new Date().toISOString().slice(0, 10));
  for (const input of shapingInputs) {
    const files = (await filesUnder(join(repoRoot, input))).sort();
    for (const file of files) {
      hash.update(relative(repoRoot, file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds `target` with `build(tempDir)` unless it exists, then renames it into place atomically. */
async function buildDirOnce(target: string, build: (dir: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  await mkdir(join(target, '..'), { recursive: true });
  const temp = `${target}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  await mkdir(temp);
  try {
    await build(temp);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { recursive: true, force: true });
    // Another run finished the same template first: theirs is identical.
    if (!existsSync(target)) throw error;
  }
}

async function seedDemoInto(db: Db, storageDir: string): Promise<void> {
  await seedDemo(db, { storageDir });
  // The seed decays its likes to its own day; align every score to now, as `startApi` does.
  await rebaseTrending(db);
}

/**
 * The cluster as a tarball, checkpointed first: a clone then starts from a checkpoint instead of
 * replaying the WAL written since the last one, which took a fifth of the CPU every test file
 * spends opening its database.
 */
async function dump(db: Db): Promise<Buffer> {
  if (!db.dumpDataDir) throw new Error(`a ${db.kind} database cannot be dumped to a PGlite template`);
  await db.exec('CHECKPOINT');
  return Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
}

/**
 * dir/empty.tar and dir/demo.tar. The seed writes its images into `demoStorage`, which already
 * holds every one of them (the seed skips an image that exists: each is a pure function of its
 * path), so none is drawn twice.
 */
async function buildPgliteTemplates(temp: string, demoStorage: string): Promise<void> {
  const db = await openDb({});
  try {
    await migrate(db);
    await writeFile(join(temp, 'empty.tar'), await dump(db));
    await seedDemoInto(db, demoStorage);
    await writeFile(join(temp, 'demo.tar'), await dump(db));
  } finally {
    await db.close();
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` on a short-lived connection to the server's maintenance database. */
export async function withAdmin<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** Creates `name` on the server by running `fill` on a temporary database renamed at the end. */
async function buildDatabaseOnce(serverUrl: string, name: string, from: string | null, fill: (db: Db) => Promise<void>): Promise<void> {
  const exists = await withAdmin(serverUrl, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (exists) return;
  const temp = `${name}_tmp${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${temp}${from ? ` TEMPLATE ${from}` : ''}`));
  try {
    const db = await openDb({ databaseUrl: databaseUrl(serverUrl, temp) });
    try {
      await fill(db);
    } finally {
      await db.close();
    }
    await withAdmin(serverUrl, (admin) => admin.query(`ALTER DATABASE ${temp} RENAME TO ${name}`));
  } catch (error) {
    await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${temp} WITH (FORCE)`));
    const builtByAnother = await withAdmin(serverUrl, async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
    if (!builtByAnother) throw error;
  }
}

const postgresNames = (key: string): Record<TemplateName, string> => ({ empty: `jotpod_tpl_${key}_empty`, demo: `jotpod_tpl_${key}_demo` });

/**
 * Template databases on the server, unless another run (this checkout or another one) made them
 * already: their names carry the key, so they hold exactly what this run would build. The seed
 * finds its images in `demoStorage` already (none is drawn twice).
 */
async function buildPostgresTemplates(serverUrl: string, key: string, demoStorage: string): Promise<void> {
  const names = postgresNames(key);
  await buildDatabaseOnce(serverUrl, names.empty, null, (db) => migrate(db).then(() => undefined));
  await buildDatabaseOnce(serverUrl, names.demo, names.empty, (db) => seedDemoInto(db, demoStorage));
}

/**
 * Templates of other keys were made from other code or another day. The newest few are kept: a run
 * of another checkout (a clean clone in CI, a worktree) may be cloning from them right now.
 */
const KEPT_KEYS = 3;
/** A cached key used this recently may belong to a run still going on in another checkout. */
const IN_USE_MS = 60 * 60 * 1000;

/** Drops the template databases of all but the newest other keys (newer databases have higher oids). */
async function dropStalePostgresTemplates(serverUrl: string, key: string): Promise<void> {
  await withAdmin(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'jotpod\\_tpl\\_%' AND datname NOT LIKE $1 ORDER BY oid DESC`,
      [`jotpod\\_tpl\\_${key}\\_%`],
    );
    const keys = [...new Set(rows.map(({ datname }) => datname.split('_')[2]))];
    const stale = new Set(keys.slice(KEPT_KEYS - 1));
    for (const { datname } of rows) {
      if (stale.has(datname.split('_')[2])) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  });
}

/**
 * Removes the cached templates of other keys no run has used for an hour (the cache is shared by
 * every checkout on the machine), but for the newest few.
 */
async function pruneCache(key: string): Promise<void> {
  const others = await Promise.all(
    (await readdir(cacheRoot)).filter((entry) => entry !== key).map(async (entry) => ({ entry, used: (await stat(join(cacheRoot, entry)).catch(() => null))?.mtimeMs ?? 0 })),
  );
  others.sort((a, b) => b.used - a.used);
  const idleSince = Date.now() - IN_USE_MS;
  for (const { entry, used } of others.slice(KEPT_KEYS - 1)) {
    if (used < idleSince) await rm(join(cacheRoot, entry), { recursive: true, force: true });
  }
}

/** Makes sure the templates for the current code exist (building what is missing) and describes them. */
export async function ensureTemplates(serverUrl = process.env.TEST_DATABASE_URL): Promise<DbTemplates> {
  const key = await templateKey();
  const dir = join(cacheRoot, key);
  await mkdir(cacheRoot, { recursive: true });
  await mkdir(dir, { recursive: true });
  const now = new Date();
  await utimes(dir, now, now);
  await pruneCache(key);
  // The images the demo rows point at: a pure function of the seed and the day, like the rows.
  const demoStorage = join(dir, 'demo-storage');
  await buildDirOnce(demoStorage, (temp) => writeDemoImages({ storageDir: temp }));
  if (serverUrl) {
    await dropStalePostgresTemplates(serverUrl, key);
    await buildPostgresTemplates(serverUrl, key, demoStorage);
    return { key, postgres: postgresNames(key), demoStorage };
  }
  const built = join(dir, 'pglite');
  await buildDirOnce(built, (temp) => buildPgliteTemplates(temp, demoStorage));
  return { key, pglite: { empty: join(built, 'empty.tar'), demo: join(built, 'demo.tar') }, demoStorage };
}
