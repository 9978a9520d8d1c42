/**
 * A closed-loop load generator on undici: `connections` workers, each sending its next request as
 * soon as the previous one has answered, for a fixed time. Throughput is what the server sustains
 * at that concurrency; latency is measured per request (send to last byte of the body).
 */
import { Pool } from 'undici';

export interface LoopResult {
  requests: number;
  /** Answers that were not 2xx/304 (or failed): counted, not in the latencies. */
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** With `meter` (interleavedLoops): each metered process's CPU seconds spent during this loop's own slices. */
  cpuSeconds?: number[];
}

/** One request of the loop: resolves when the whole answer has arrived, false when it was not a success. */
export type Send = () => Promise<boolean>;

export interface LoopOptions {
  connections: number;
  seconds: number;
  /** Rounds of one request per connection before the clock starts (connections opened, code compiled, the cache filled). */
  warmUpRounds: number;
}

export async function closedLoop(send: Send, options: LoopOptions): Promise<LoopResult> {
  await warmUp(send, options);
  return summarize([await slice(send, options.connections, options.seconds)]);
}

/**
 * Closed loops to be compared with one another on a shared machine: each runs `seconds / slices`
 * at a time, in turn, the order rotating every round, so that load coming and going on the
 * machine (another tenant, a collection in some process) falls on all of them alike instead of on
 * whichever ran at that moment. One result per send, over all of its slices.
 */
export async function interleavedLoops(
  sends: readonly Send[],
  options: LoopOptions & {
    slices: number;
    /** Reads the CPU seconds used so far by the processes to meter, read around every slice (a process's CPU then falls to the loop whose slice it was). */
    meter?: () => number[];
  },
): Promise<LoopResult[]> {
  for (const send of sends) await warmUp(send, options);
  const slices: Slice[][] = sends.map(() => []);
  const cpu: number[][] = sends.map(() => []);
  for (let round = 0; round < options.slices; round++) {
    for (let turn = 0; turn < sends.length; turn++) {
      const index = (round + turn) % sends.length;
      const before = options.meter?.();
      slices[index]!.push(await slice(sends[index]!, options.connections, options.seconds / options.slices));
      const after = options.meter?.();
      if (before && after) cpu[index] = after.map((value, process) => (cpu[index]![process] ?? 0) + value - (before[process] ?? 0));
    }
  }
  return slices.map((parts, index) => ({ ...summarize(parts), ...(options.meter ? { cpuSeconds: cpu[index] } : {}) }));
}

interface Slice {
  latencies: number[];
  errors: number;
  seconds: number;
}

async function warmUp(send: Send, options: LoopOptions): Promise<void> {
  for (let round = 0; round < options.warmUpRounds; round++) {
    await Promise.all(Array.from({ length: options.connections }, () => send().catch(() => false)));
  }
}

/** `connections` workers sending until `seconds` have passed; its time runs until the last answer. */
async function slice(send: Send, connections: number, seconds: number): Promise<Slice> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const at = performance.now();
        const ok = await send().catch(() => false);
        if (ok) latencies.push(performance.now() - at);
        else errors += 1;
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function summarize(slices: readonly Slice[]): LoopResult {
  const latencies = slices.flatMap((part) => part.latencies).sort((a, b) => a - b);
  const seconds = slices.reduce((sum, part) => sum + part.seconds, 0);
  const errors = slices.reduce((sum, part) => sum + part.errors, 0);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil((p / 100) * latencies.length) - 1))] ?? Number.NaN;
  return { requests: latencies.length, errors, seconds, perSecond: latencies.length / seconds, p50Ms: at(50), p99Ms: at(99) };
}

/** A pool of keep-alive connections to one origin; `get` reads the whole body. */
export class Origin {
  readonly pool: Pool;

  constructor(url: string, connections: number) {
    this.pool = new Pool(url, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
    const response = await this.pool.request({ method: 'GET', path, headers });
    return { status: response.statusCode, body: await response.body.text() };
  }

  /** A GET whose body is read and dropped: true for 2xx and 304. */
  async hit(path: string, headers: Record<string, string> = {}): Promise<boolean> {
    const response = await this.pool.request({ method: 'GET', path, headers });
    await response.body.dump();
    return (response.statusCode >= 200 && response.statusCode < 300) || response.statusCode === 304;
  }

  /** A POST of a JSON body, read and dropped: true for 2xx. */
  async postJson(path: string, body: string, headers: Record<string, string> = {}): Promise<boolean> {
    const response = await this.pool.request({ method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body });
    await response.body.dump();
    return response.statusCode >= 200 && response.statusCode < 300;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
