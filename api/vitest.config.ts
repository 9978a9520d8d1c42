import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api', include: ['test/**/*.test.ts'], testTimeout: 30000, hookTimeout: 60000 },
});
