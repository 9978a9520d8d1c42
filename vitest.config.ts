import { defineConfig } from 'vitest/config';

// One runner, one project per package; each package keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts', 'bff/vitest.config.ts', 'web/vitest.config.ts', 'tests/vitest.config.ts'],
  },
});
