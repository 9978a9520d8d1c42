import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { singleGraphqlInstance } from '../../bff/vitest.single-graphql.ts';

// Hostile traffic against the real stack: each file starts its own api + bff on ephemeral ports
// (tests/support/stack.ts, no web app) over a clone of the seeded demo database and sends, over
// HTTP and anonymously, what a stranger could: oversized, overdeep, overexpensive operations and
// bodies, and clients that hang up mid-query. No browser.
export default defineConfig({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: singleGraphqlInstance },
  test: {
    name: 'abuse',
    include: ['**/*.test.ts'],
    // Builds (or finds cached) the seeded database template each file's stack clones.
    globalSetup: ['../../api/test/support/global-setup.ts'],
    environment: 'node',
    // Files in a worker share modules instead of importing the api and the bff afresh each. Safe
    // because every file builds its own stack and database, the code keeps its state per app
    // instance, and no test mocks a module.
    isolate: false,
    // Ceilings, not budgets: a busy 2-core machine can take half a minute to start a stack.
    hookTimeout: 180_000,
    testTimeout: 60_000,
    teardownTimeout: 30_000,
  },
});
