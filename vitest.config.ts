import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import JourneysFirst from './vitest.sequencer.ts';

const maxWorkers = Math.max(2, availableParallelism() - 1);
process.env.VITEST_MAX_WORKERS ??= String(maxWorkers);

// One runner, one project per package; each package keeps its own config beside its code.
export default defineConfig({
  test: {
    projects: ['api/vitest.config.ts', 'bff/vitest.config.ts', 'web/vitest.config.ts', 'web/vitest.bundle.config.ts', 'tests/contract/vitest.config.ts', 'tests/e2e/vitest.config.ts', 'tests/abuse/vitest.config.ts', 'tests/repository/vitest.config.ts'],
    // Vitest's default is one worker per core minus one, which is a single worker on the 2-core CI
    // machine. The suites are CPU-bound (PGlite is WebAssembly; one worker keeps one core at 100%
    // while the other idles), so use at least two. Every test file has its own database and
    // ephemeral ports; the browser journeys share these workers too (tests/e2e/vitest.config.ts).
    // A project resolves its own default instead of taking this one; VITEST_MAX_WORKERS, which
    // vitest reads for every project, carries it to them (a value set outside still wins).
    maxWorkers,
    // The browser journeys start first (why: ./vitest.sequencer.ts).
    sequence: { sequencer: JourneysFirst },
  },
});
