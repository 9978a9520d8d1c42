/**
 * Builds (or finds cached) the database templates every test file clones (test/support/db-templates.ts),
 * ahead of `vitest run`: `npm test` runs it beside the type check and the web build, which leave a
 * core idle, so vitest's global setup finds the templates ready instead of keeping every worker
 * waiting for them. On PostgreSQL when TEST_DATABASE_URL is set, as in the suites.
 */
import { ensureTemplates } from '../test/support/db-templates.ts';

const started = performance.now();
const templates = await ensureTemplates();
const backend = templates.postgres ? 'PostgreSQL' : 'PGlite';
console.log(`test database templates (${backend}, ${templates.key}) ready in ${Math.round(performance.now() - started)} ms`);
