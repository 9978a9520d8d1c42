import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDb, type Db } from '../../src/db/client.ts';
import { ensureTemplates, withAdmin, type DbTemplates, type TemplateName } from './db-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by ./global-setup.ts before any test file runs. */
    dbTemplates: DbTemplates;
  }
}

export interface TestDb {
  db: Db;
  /** The uploads the rows point at (the demo images), to copy into the api's storage; none for `empty`. */
  storageTemplate: string | undefined;
  /** Closes the connection and drops the throwaway database (PostgreSQL runs). */
  cleanup(): Promise<void>;
}

export interface OpenTestDbOptions {
  /** `empty` (migrated, the default) or `demo` (migrated and seeded with the demo data). */
  template?: TemplateName;
}

let templates: Promise<DbTemplates> | undefined;
/** The run's templates; a file run outside the configured projects builds (or reuses) them itself. */
function runTemplates(): Promise<DbTemplates> {
  templates ??= Promise.resolve(inject('dbTemplates') ?? ensureTemplates());
  return templates;
}

const dumps = new Map<string, Promise<Blob>>();
function dumpFile(path: string): Promise<Blob> {
  let dump = dumps.get(path);
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]));
    dumps.set(path, dump);
  }
  return dump;
}

/**
 * A database of its own for one test file, cloned from a template made once per run: in-memory
 * PGlite by default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (CI runs
 * the same suites against both).
 */
export async function openTestDb(options: OpenTestDbOptions = {}): Promise<TestDb> {
  const template = options.template ?? 'empty';
  const { pglite, postgres, demoStorage } = await runTemplates();
  const storageTemplate = template === 'demo' ? demoStorage : undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    if (!pglite) throw new Error('the run prepared PostgreSQL templates, but TEST_DATABASE_URL is not set in this worker');
    const db = await openDb({ loadDataDir: await dumpFile(pglite[template]) });
    return { db, storageTemplate, cleanup: () => db.close() };
  }
  if (!postgres) throw new Error('TEST_DATABASE_URL is set, but the run prepared PGlite templates: set it before vitest starts');
  const name = `jotpod_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgres[template]}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  return {
    db,
    storageTemplate,
    cleanup: async () => {
      await db.close();
      await withAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
