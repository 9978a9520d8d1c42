/**
 * Seeds a database with demo content.
 *
 *   node api/src/seed/cli.ts [--scale demo|large] [--seed N] [--reset]
 *
 * DATABASE_URL (postgres://...) picks a PostgreSQL server; otherwise embedded PGlite in
 * DATA_DIR/pglite. Images go to DATA_DIR/uploads. DATA_DIR defaults to <repo>/.data.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { DEFAULT_SEED, isSeeded, resetContent, seedDemo } from './index.ts';

const USAGE = 'usage: node api/src/seed/cli.ts [--scale demo|large] [--seed N] [--reset]';

function parseOptions(argv: string[]): { scale: 'demo' | 'large'; seed: number; reset: boolean } {
  const { values } = parseArgs({
    args: argv,
    options: {
      scale: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const scale = values.scale;
  if (scale !== 'demo' && scale !== 'large') throw new Error(`--scale must be demo or large\n${USAGE}`);
  const seed = Number(values.seed);
  if (!Number.isInteger(seed) || seed < 0) throw new Error(`--seed must be a non-negative integer\n${USAGE}`);
  return { scale, seed, reset: values.reset };
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
  const dataDir = process.env.DATA_DIR ?? join(repoRoot, '.data');
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const storageDir = join(dataDir, 'uploads');

  const started = performance.now();
  const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') });
  try {
    await migrate(db);
    const target = databaseUrl ? new URL(databaseUrl).pathname.slice(1) || 'postgres' : join(dataDir, 'pglite');
    console.log(`database: ${db.kind} (${target}), images: ${storageDir}`);
    if (options.reset) {
      await resetContent(db);
      console.log('reset: content tables truncated');
    } else if (await isSeeded(db)) {
      console.log('already seeded; pass --reset to start over');
      return;
    }
    const seeding = performance.now();
    const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
    const summary = await seedDemo(db, {
      storageDir,
      scale: options.scale,
      seed: options.seed,
      onStep: (step, ms) => console.log(`  ${step}: ${seconds(ms)}`),
    });
    console.log(
      `seeded ${options.scale} (seed ${options.seed}) in ${seconds(performance.now() - seeding)} ` +
        `(total ${seconds(performance.now() - started)}): ${summary.containers} containers, ${summary.pods} pods, ` +
        `${summary.jots} jots, ${summary.glossaryTerms} glossary terms, ${summary.users} users`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
