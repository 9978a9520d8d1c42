import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bff', include: ['test/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
});
