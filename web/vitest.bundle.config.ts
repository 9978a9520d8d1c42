import { defineProject } from 'vitest/config';

// Checks read from a production build of the web app (the first-screen budget): Node, no DOM.
// Run from the repo root like `npm run build:web` (babel-plugin-relay resolves the artifacts'
// directory against the process cwd).
export default defineProject({
  test: {
    name: 'web-bundle',
    environment: 'node',
    include: ['test/bundle/**/*.test.ts'],
    // A production build of the app: seconds on an idle machine, a minute on a loaded one.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
