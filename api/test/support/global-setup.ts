// Runs once per vitest run, before any test worker starts: builds (or finds cached) the database
// templates every test file clones (./db-templates.ts) and hands their location to the workers.
import type { TestProject } from 'vitest/node';
import { ensureTemplates } from './db-templates.ts';
import type {} from './test-db.ts';

export default async function setup(project: TestProject): Promise<void> {
  const started = performance.now();
  const templates = await ensureTemplates();
  const backend = templates.postgres ? 'PostgreSQL' : 'PGlite';
  console.log(`[${project.name}] test database templates (${backend}, ${templates.key}) ready in ${Math.round(performance.now() - started)} ms`);
  project.provide('dbTemplates', templates);
}
