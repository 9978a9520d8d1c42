import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

const require = createRequire(import.meta.url);

// Contract checks on schema.graphql and its released predecessor: files only, no services.
export default defineProject({
  // Pinned so `include` means the same whether this runs as a project or with --config.
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    // One graphql instance: graphql-inspector (external, loaded by Node) gets index.js, and so must
    // these files, or its instanceof checks reject our schema objects as "from another realm".
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    name: 'contract',
    include: ['**/*.test.ts'],
    environment: 'node',
  },
});
