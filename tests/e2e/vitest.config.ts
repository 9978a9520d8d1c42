import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { singleGraphqlInstance } from '../../bff/vitest.single-graphql.ts';

// End-to-end browser journeys. Each file starts its own api + bff on ephemeral ports
// (tests/support/stack.ts) over a clone of the seeded demo database, so files never collide with
// each other or with `npm start`, and they share the run's workers with the other projects (run
// one file at a time, they left a core idle for two minutes). A worker's files share one Chromium,
// every test in a fresh browser context of its own (tests/support/e2e.ts). Every wait is for an
// event with a budget fit for a busy machine.
export default defineConfig({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: singleGraphqlInstance },
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    // Builds (or finds cached) the seeded database template each journey's stack clones.
    globalSetup: ['../../api/test/support/global-setup.ts'],
    environment: 'node',
    // Files in a worker share modules (and the worker's Chromium) instead of importing the api,
    // the bff and playwright afresh each. Safe because every file builds its own stack and
    // database, the code keeps its state per app instance, every test gets a fresh browser
    // context, and no test mocks a module.
    isolate: false,
    // Ceilings, not budgets. Starting a stack loads a database and launches Chromium; a journey
    // clicks through screens. A file's stack (and a worker's Chromium) starts inside its first
    // test's time, so a test gets as long as a hook: at a load average of 45 on the 2-core machine
    // the first journey of a file and the longest account journey went past 90 s.
    hookTimeout: 180_000,
    testTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
