import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type Db } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface TestDb {
  db: Db;
  /** Closes the connection and drops the throwaway database (PostgreSQL runs). */
  cleanup(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the same suites against both).
 */
export async function openTestDb(): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openDb({});
    await migrate(db);
    return { db, cleanup: () => db.close() };
  }
  const name = `jotpod_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  await migrate(db);
  return {
    db,
    cleanup: async () => {
      await db.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
