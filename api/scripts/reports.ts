/**
 * Reviews reported jots: `npm run reports -- list | restore <jot id> | remove <jot id>`.
 *
 * DATABASE_URL (postgres://...) picks a PostgreSQL server; otherwise the embedded PGlite in
 * DATA_DIR/pglite, which only one process can open: stop the api first. Image files of removed
 * jots are deleted from DATA_DIR/uploads. DATA_DIR defaults to <repo>/.data.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { runReviewCommand } from '../src/reports/review-command.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
try {
  await migrate(db);
  process.exitCode = await runReviewCommand({ db, storageDir: join(dataDir, 'uploads') }, process.argv.slice(2), (line) => console.log(line));
} finally {
  await db.close();
}
