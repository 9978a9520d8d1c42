import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { singleGraphqlInstance } from '../../bff/vitest.single-graphql.ts';

// Contract checks on schema.graphql and its released predecessor: files only, no services.
export default defineProject({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: { alias: singleGraphqlInstance },
  test: {
    name: 'contract',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
