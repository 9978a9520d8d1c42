/**
 * Warm-up under the full load. A Node process under a new, steady load grows its heap in steps
 * (V8 lets garbage pile up between major collections and sizes the heap to the allocation rate it
 * sees), compiles hot code and fills its bounded caches, then holds that size. Measured from an
 * idle start, that sizing looks like growth; measured after it, growth is what a leak would show.
 * So every user runs from the start, and the figures begin once the RSS of both processes has
 * stopped setting new highs.
 */
import { rssMb, type Service } from './stack.ts';

export interface WarmUpOptions {
  /** Never shorter: the first major collections under load come within tens of seconds. */
  minSeconds: number;
  /** Never longer: the measurement starts then anyway, and the report says it had not settled. */
  maxSeconds: number;
  /** Settled once no process's RSS rose more than `riseShare` above its earlier high for this long. */
  quietSeconds: number;
  riseShare: number;
}

export const DEFAULT_WARM_UP: WarmUpOptions = { minSeconds: 30, maxSeconds: 180, quietSeconds: 30, riseShare: 0.02 };

export interface WarmUpResult {
  seconds: number;
  settled: boolean;
  /** RSS sampled every 5 s during the warm-up, per process name. */
  timelineMb: Map<string, number[]>;
}

const SAMPLE_MS = 5_000;

/** Resolves when the processes' RSS has settled (or at `maxSeconds`); the load runs meanwhile. */
export async function warmUp(services: readonly Service[], options: WarmUpOptions): Promise<WarmUpResult> {
  const started = Date.now();
  const timelineMb = new Map(services.map((service) => [service.name, [rssMb(service.pid)]]));
  const high = new Map(services.map((service) => [service.name, rssMb(service.pid)]));
  let lastRise = started;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
    const now = Date.now();
    for (const service of services) {
      const mb = rssMb(service.pid);
      timelineMb.get(service.name)?.push(mb);
      const previous = high.get(service.name) ?? mb;
      if (mb > previous * (1 + options.riseShare)) lastRise = now;
      high.set(service.name, Math.max(previous, mb));
    }
    const seconds = (now - started) / 1000;
    const settled = seconds >= options.minSeconds && now - lastRise >= options.quietSeconds * 1000;
    if (settled || seconds >= options.maxSeconds) return { seconds, settled, timelineMb };
  }
}
