import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// What the repository promises about itself (its runtime, its dependencies): files and scripts
// only, no services.
export default defineProject({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'repository',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
