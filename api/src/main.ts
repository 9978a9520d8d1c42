import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, requestLogging } from './config.ts';
import { startApi } from './server.ts';

// `npm start -w api`: the api on its own, embedded PGlite under DATA_DIR unless DATABASE_URL is set.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
const databaseUrl = process.env.DATABASE_URL || undefined;

const api = await Promise.resolve()
  .then(() =>
    startApi({
      port: Number(process.env.PORT ?? 4001),
      host: process.env.HOST ?? '127.0.0.1',
      ...(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') }),
      storageDir: join(dataDir, 'uploads'),
      seed: 'if-empty',
      logger: true,
      requestLogging: requestLogging(),
    }),
  )
  .catch((error: unknown) => {
    // A missing or wrong setting: say which, plainly, and stop (no stack trace to dig through).
    if (!(error instanceof ConfigError)) throw error;
    console.error(`api not started: ${error.message}`);
    process.exit(1);
  });
console.log(`api listening on ${api.url} (${api.db.kind})`);

let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`${signal}: closing api`);
  api.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
