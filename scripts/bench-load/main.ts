/**
 * Load: many virtual users on the real stack (the api and the bff as separate processes, started
 * here on free ports with a throwaway copy of the demo data), each a loop of what people do on the
 * site; then every acknowledged write is read back, and the figures are printed as one table.
 *
 *   node scripts/bench-load/main.ts [--users 200] [--seconds 60] [--signed-in 0.3] [--think-ms 1000]
 *                                      [--warm-up-max-seconds 180] [--database-url postgres://...]
 *
 * Every user starts at once; the figures (latencies, RSS before and after, CPU) cover the
 * `--seconds` that follow a warm-up under that same load, which lasts until the RSS of both
 * processes stops growing (warm-up.ts; at least 30 s, at most --warm-up-max-seconds).
 *
 * Each virtual user connects from its own loopback address (127.0.0.2, 127.0.0.3, ...), and a
 * signed-in one is counted by its own account: the bff's rate limits (its defaults) see 200 distinct
 * clients, as they would 200 people, and a 429 is a deliberate refusal, reported apart from errors.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from './catalog.ts';
import { Client, loadPersistedIds } from './client.ts';
import { printRefusals } from './refusals.ts';
import { printReport, type Memory } from './report.ts';
import { runUser, type ScenarioOptions, type VirtualUser } from './scenario.ts';
import { cpuSeconds, rssMb, startStack } from './stack.ts';
import { Recorder } from './stats.ts';
import { verifyWrites } from './verify.ts';
import { DEFAULT_WARM_UP, warmUp, type WarmUpOptions } from './warm-up.ts';

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    'signed-in': { type: 'string', default: '0.3' },
    'think-ms': { type: 'string', default: '1000' },
    'warm-up-max-seconds': { type: 'string', default: String(DEFAULT_WARM_UP.maxSeconds) },
    'database-url': { type: 'string' },
  },
});

function positive(name: string, raw: string | undefined, max: number): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max) throw new Error(`--${name} must be a number above 0 and at most ${max}, got ${raw}`);
  return value;
}

// Source addresses 127.0.0.2 to 127.0.0.254: one per user, the bench's own setup client on .1.
const users = Math.floor(positive('users', values.users, 253));
const seconds = positive('seconds', values.seconds, 3600);
const signedInShare = positive('signed-in', values['signed-in'], 1);
const thinkMs = positive('think-ms', values['think-ms'], 60_000);
const warmUpMaxSeconds = positive('warm-up-max-seconds', values['warm-up-max-seconds'], 3600);
const warmUpOptions: WarmUpOptions = { ...DEFAULT_WARM_UP, maxSeconds: warmUpMaxSeconds, minSeconds: Math.min(DEFAULT_WARM_UP.minSeconds, warmUpMaxSeconds) };
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);

const stack = await startStack({ root, databaseUrl, bffEnv: {} }, log);
// Ctrl-C reaches the services too (same process group; each closes on SIGINT): stop them in
// order and remove the throwaway data directory rather than leave it in the temp folder.
process.once('SIGINT', () => {
  void stack.stop().then(() => process.exit(130));
});
let exitCode = 0;
try {
  const persistedIds = loadPersistedIds(root);
  const recorder = new Recorder();
  // The bench's own setup and read-back requests are not part of the figures.
  recorder.phase = 'off';
  const setup = new Client(stack.bffUrl, '127.0.0.1', persistedIds, recorder);
  const catalog = await loadCatalog(setup);
  const runId = randomBytes(4).toString('hex');
  const virtualUsers: VirtualUser[] = Array.from({ length: users }, (_, index) => ({
    index,
    client: new Client(stack.bffUrl, `127.0.0.${index + 2}`, persistedIds, recorder),
    ledger: null,
  }));
  const signedIn = (user: VirtualUser): boolean => user.index < Math.round(users * signedInShare);

  console.log(
    `load: ${users} users (${Math.round(users * signedInShare)} signed in) against api + bff on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ` +
      `demo data, think time ${thinkMs} ms on average: a warm-up under this load until RSS settles, then ${seconds} s measured...`,
  );
  // One options object for every user: the deadline is set once the warm-up is over.
  const scenario: ScenarioOptions = { catalog, recorder, deadline: Number.POSITIVE_INFINITY, thinkMs, runId };
  recorder.phase = 'warm-up';
  const running = Promise.all(virtualUsers.map((user) => runUser(user, signedIn(user), scenario)));
  const warm = await warmUp([stack.bff, stack.api], warmUpOptions);
  recorder.phase = 'measured';
  const before = { api: rssMb(stack.api.pid), bff: rssMb(stack.bff.pid) };
  const cpuBefore = { api: cpuSeconds(stack.api.pid), bff: cpuSeconds(stack.bff.pid), bench: process.cpuUsage() };
  console.log(
    `warm-up: ${warm.seconds.toFixed(0)} s under the full load, ` +
      (warm.settled ? `until neither process's RSS had risen for ${warmUpOptions.quietSeconds} s` : `stopped at --warm-up-max-seconds with RSS still rising`) +
      ` (${recorder.warmUp.requests} requests, ${recorder.warmUp.errors} errors, ${recorder.warmUp.rateLimited} 429s); measuring ${seconds} s...`,
  );
  const deadline = Date.now() + seconds * 1000;
  scenario.deadline = deadline;
  // RSS along the way: a plateau is the heap sized to the load, a steady climb a leak.
  const timeline = { api: [before.api], bff: [before.bff] };
  const sampler = setInterval(() => {
    timeline.api.push(rssMb(stack.api.pid));
    timeline.bff.push(rssMb(stack.bff.pid));
  }, Math.max(1_000, (seconds * 1000) / 6));
  await running;
  clearInterval(sampler);
  const elapsedS = seconds + Math.max(0, Date.now() - deadline) / 1000;
  const after = { api: rssMb(stack.api.pid), bff: rssMb(stack.bff.pid) };
  const benchCpu = process.cpuUsage(cpuBefore.bench);
  const cpu = {
    api: cpuSeconds(stack.api.pid) - cpuBefore.api,
    bff: cpuSeconds(stack.bff.pid) - cpuBefore.bff,
    bench: (benchCpu.user + benchCpu.system) / 1e6,
  };

  recorder.phase = 'off';
  const verification = await verifyWrites(virtualUsers);
  await Promise.all([setup, ...virtualUsers.map((user) => user.client)].map((client) => client.close()));
  const memory: Memory[] = [
    { name: 'bff', beforeMb: before.bff, afterMb: after.bff, cpuS: cpu.bff, warmUpMb: warm.timelineMb.get('bff') ?? [], timelineMb: [...timeline.bff, after.bff] },
    { name: 'api', beforeMb: before.api, afterMb: after.api, cpuS: cpu.api, warmUpMb: warm.timelineMb.get('api') ?? [], timelineMb: [...timeline.api, after.api] },
  ];
  printReport(recorder, Math.round(elapsedS), verification, memory, cpu.bench);
  const refused = await printRefusals(stack.bffUrl);
  // A bench fails on any error it sees: a request the app would not send, or one the services
  // could not answer, measures nothing.
  const errors = recorder.warmUp.errors + [...recorder.operations.values()].reduce((sum, stats) => sum + stats.errors, 0);
  if (errors > 0) console.error(`${errors} requests failed (errors by kind above): the run does not count`);
  if (verification.mismatches > 0 || !refused || errors > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  console.error(`the services' last log lines:\n${readFileSync(stack.logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
  exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
