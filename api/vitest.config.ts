import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Builds (or finds cached) the database templates each test file clones.
    globalSetup: ['test/support/global-setup.ts'],
    // Ceilings, not budgets: a busy 2-core machine can take half a minute to start a file's stack.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
