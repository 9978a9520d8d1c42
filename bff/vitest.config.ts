import { defineProject } from 'vitest/config';
import { singleGraphqlInstance } from './vitest.single-graphql.ts';

export default defineProject({
  resolve: { alias: singleGraphqlInstance },
  test: {
    name: 'bff',
    include: ['test/**/*.test.ts'],
    // Builds (or finds cached) the database templates each test file clones.
    globalSetup: ['../api/test/support/global-setup.ts'],
    // Files in a worker share modules instead of importing Fastify, PGlite, Yoga and Pothos afresh
    // each (about 40 % of the project's time). Safe because every test file builds its own app and
    // database, the code keeps its state per app instance, and no test mocks a module.
    isolate: false,
    // Ceilings, not budgets: a busy 2-core machine can take half a minute to start a file's stack.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
