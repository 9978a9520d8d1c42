import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order, but the browser journeys first. Vitest queues the files project by project (by
 * name, so e2e came fifth), and its workers take them in turn. A journey leaves its worker's core
 * idle while the page renders and the app waits on its timers; api and bff files keep a core busy.
 * Run first, the journeys overlap with what else runs on the machine at the start of CI (the
 * PostgreSQL pass of `.ci/run`), instead of pairing with each other at the end of the run.
 *
 * `--sequence.shuffle.files` still shuffles every file, by its seed (to find order dependence).
 */
export default class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return shuffled(files, seed);
    const sorted = await super.sort(files);
    const journeys = sorted.filter((file) => file.project.name === 'e2e');
    return [...journeys, ...sorted.filter((file) => file.project.name !== 'e2e')];
  }
}

/** Fisher-Yates with a small seeded PRNG (mulberry32): one seed, one order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
