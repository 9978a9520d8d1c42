import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Builds (or finds cached) the database templates each test file clones.
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
