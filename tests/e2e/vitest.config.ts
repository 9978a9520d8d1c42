import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { singleGraphqlInstance } from '../../bff/vitest.single-graphql.ts';

// End-to-end browser journeys. Each file starts its own api + bff on ephemeral ports
// (tests/support/stack.ts) over a clone of the seeded demo database and its own Chromium, so
// files never collide with each other or with `npm start`, and they share the run's workers with
// the other projects (run one file at a time, they left a core idle for two minutes). Every wait
// is for an event with a budget fit for a busy machine (tests/support/e2e.ts).
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
    // Starting a stack loads a database and launches Chromium; a journey clicks through screens.
    hookTimeout: 180_000,
    testTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
