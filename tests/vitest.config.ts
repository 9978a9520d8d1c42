import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Cross-service tests: schema contract checks and end-to-end browser journeys. Each e2e file
// starts its own api + bff on ephemeral ports (tests/support/stack.ts), so they never collide
// with `npm start`; they still run one file at a time because each file seeds a database and
// drives a Chromium, which is heavy on a 2-core CI machine.
export default defineConfig({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // The bff runs in-process here, so the same fix as bff/vitest.config.ts: one graphql instance
    // (index.js, what Pothos and Yoga load) instead of a second one from index.mjs.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'tests',
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', '.artifacts/**'],
    environment: 'node',
    fileParallelism: false,
    // Starting a stack creates and seeds a database; a journey clicks through several screens.
    hookTimeout: 180_000,
    testTimeout: 90_000,
    teardownTimeout: 30_000,
  },
});
