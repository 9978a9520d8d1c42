/**
 * Throughput of every main screen, all in one run on the real processes: through the bff with a
 * warm response cache and with none (cold: a second bff with the cache off), the same REST calls
 * straight at the api, and each process's /health as the HTTP floor. Prints a table and checks the
 * targets of the performance work (PASS/MISS; figures never fail the run).
 *
 *   node scripts/bench-throughput/main.ts [--seconds 5] [--connections 10] [--scale demo|large]
 *                                            [--database-url postgres://...] [--rss-seconds 60]
 *
 * Anonymous throughout (the screens a visitor's browser asks over GET). The REST calls of a screen
 * are recorded once through a proxy in front of the api; the api run sends them all at once per
 * screen, the best case for the api. Rate limits are lifted (one client sends everything).
 * The signed-in runs whose ratio is a target (the bff, the minimal hop, the api) take turns in
 * slices of about a second, so load that comes and goes on the machine weighs on them alike, and
 * every process's CPU (PostgreSQL's and this one's too) is read around each slice: what a
 * signed-in request costs the whole machine by each way.
 * Last, every screen in turn on all three processes at once (0 --rss-seconds: skipped): a 10 s
 * warm-up, then on until every process's RSS has settled, then --rss-seconds measured: RSS read
 * every second, and each process's live heap after a full collection at both ends.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { liveHeapMb } from '../bench-load/live-heap.ts';
import { cpuSeconds, freePort, ownCpuSeconds, postgresCpuSeconds, rssMb, startCachelessBff, startStack, stopService, type Service } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { closedLoop, interleavedLoops, Origin, type LoopOptions, type LoopResult } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { startMinimalHop } from './minimal-hop-service.ts';
import { printReport, type Rss, type ScreenFigures, type SteadyMemory } from './report.ts';
import { startRestCapture } from './rest-capture.ts';
import { signInMember } from './signed-in-member.ts';
import { CLIENT_HEADERS, mainScreens, type Screen } from './screens.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    scale: { type: 'string', default: 'demo' },
    'database-url': { type: 'string' },
    'rss-seconds': { type: 'string', default: '60' },
  },
});
const { seconds, connections } = loopSettings(values);
const rssSeconds = Number(values['rss-seconds']);
if (!(rssSeconds >= 0 && rssSeconds <= 3600)) throw new Error(`--rss-seconds must be 0 to 3600, got ${values['rss-seconds']}`);
if (values.scale !== 'demo' && values.scale !== 'large') throw new Error(`--scale is demo or large, got ${values.scale}`);
const scale = values.scale;
const databaseUrl = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);
const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';

// The large data is the search bench's (.bench/search-large, or the PostgreSQL database given):
// its first run seeds it (minutes), later runs find it seeded.
let template: string | undefined;
if (scale === 'large') {
  log('large data: seeding it with the search bench, unless already seeded...');
  const seeded = spawnSync(process.execPath, ['scripts/bench-search.ts', '--scale', 'large', '--queries', '20', ...(databaseUrl ? ['--database-url', databaseUrl] : [])], { cwd: root, stdio: 'inherit' });
  if (seeded.status !== 0) throw new Error('seeding the large data failed');
  template = databaseUrl ? undefined : join(root, '.bench', 'search-large');
  if (template && !existsSync(join(template, 'pglite'))) throw new Error(`no PGlite data at ${template}`);
}

const stack = await startStack({ root, databaseUrl, bffEnv: UNLIMITED_RATE, ...(template ? { template } : {}) }, log);
const extra: Service[] = [];
process.once('SIGINT', () => {
  void Promise.all(extra.map((service) => stopService(service, 5_000)))
    .then(() => stack.stop())
    .then(() => process.exit(130));
});

/** Another bff on the same api: the cache off, optionally in front of another upstream. */
async function startBff(name: string, upstreamUrl: string): Promise<{ url: string; service: Service }> {
  const started = await startCachelessBff(root, stack, name, upstreamUrl, UNLIMITED_RATE, { inspectPort: await freePort() });
  extra.push(started.service);
  return started;
}

/** Within this share, 5 s of RSS readings match the 5 s before: the process has its working size. */
const SETTLED_SHARE = 0.05;
/** The longest a run waits for RSS to settle; past it the measured run starts anyway (and shows the growth). */
const SETTLE_LIMIT_SECONDS = 30;

/**
 * Runs `send` in a closed loop in 5 s steps until every process's mean RSS over the last step is
 * within SETTLED_SHARE of the step before (at most SETTLE_LIMIT_SECONDS); answers the seconds it took.
 */
async function untilRssSettles(send: () => Promise<boolean>, pids: readonly number[]): Promise<number> {
  const step = async (): Promise<number[]> => {
    const sums = pids.map(() => 0);
    let count = 0;
    const sampler = setInterval(() => {
      pids.forEach((pid, index) => (sums[index]! += rssMb(pid)));
      count += 1;
    }, 1_000);
    await closedLoop(send, { connections, seconds: 5, warmUpRounds: 0 });
    clearInterval(sampler);
    return sums.map((sum) => sum / Math.max(1, count));
  };
  let before = await step();
  let seconds = 5;
  while (seconds < SETTLE_LIMIT_SECONDS) {
    const now = await step();
    seconds += 5;
    if (now.every((mb, index) => Math.abs(mb - before[index]!) <= SETTLED_SHARE * before[index]!)) break;
    before = now;
  }
  return seconds;
}

let exitCode = 0;
try {
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const screens = mainScreens(root, catalog);

  // The REST calls of each screen, as a cache-less bff makes them.
  const capture = await startRestCapture(stack.apiUrl);
  const recorder = await startBff('bff (recording)', capture.url);
  const restCalls = new Map<string, string[]>();
  const recordingOrigin = new Origin(recorder.url, 1);
  for (const screen of screens) {
    capture.take();
    const answer = await recordingOrigin.get(screen.path, CLIENT_HEADERS);
    const body = JSON.parse(answer.body) as { errors?: unknown[] };
    if (answer.status !== 200 || body.errors) throw new Error(`${screen.name}: ${answer.status} ${answer.body.slice(0, 300)}`);
    restCalls.set(screen.name, capture.take().map((call) => call.line.replace(/^GET /, '')));
  }
  log('\nthe REST calls of each screen (a cache-less bff, anonymous):');
  for (const [name, calls] of restCalls) for (const call of calls) log(`  ${name.padEnd(14)} ${call}`);

  // The same screens for a signed-in user, whose REST calls (with the user's token) the recording
  // bff notes; then signed in on the bff under test.
  const { calls: signedInCalls, cookie: memberCookie } = await signInMember({ root, recorderUrl: recorder.url, capture, bffUrl: stack.bffUrl, screens, name: 'Throughput Bench' });
  await recordingOrigin.close();
  await stopService(recorder.service, 15_000);
  await capture.close();

  // The least any process in front of the api costs the same signed-in screens (./minimal-hop.ts).
  const minimalHop = await startMinimalHop(root, stack.apiUrl, screens.map((screen) => signedInCalls.get(screen.name) ?? []), stack.logFd);
  extra.push(minimalHop.service);

  const cold = await startBff('bff (cache off)', stack.apiUrl);
  const warmBff = new Origin(stack.bffUrl, connections);
  const coldBff = new Origin(cold.url, connections);
  const api = new Origin(stack.apiUrl, connections);
  const hop = new Origin(minimalHop.url, connections);
  const loop: LoopOptions = { connections, seconds, warmUpRounds: 2 };
  const report = (label: string, result: LoopResult): LoopResult => {
    log(`  ${label.padEnd(34)} ${Math.round(result.perSecond).toString().padStart(6)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms${result.errors ? `  ${result.errors} errors` : ''}`);
    return result;
  };
  const run = async (label: string, send: () => Promise<boolean>): Promise<LoopResult> => report(label, await closedLoop(send, loop));
  // Runs whose req/s are divided by one another (the signed-in ratios) take turns in slices of
  // about a second, so the machine's other load weighs on each of them alike.
  // Every process a signed-in screen runs through, metered around each slice: what a request
  // costs the whole machine by each way (the bff, the minimal hop, straight at the api).
  const meter = (): number[] => [
    cpuSeconds(stack.bff.pid),
    cpuSeconds(minimalHop.service.pid),
    cpuSeconds(stack.api.pid),
    databaseUrl ? postgresCpuSeconds() : 0,
    ownCpuSeconds(),
  ];
  const runTogether = async (runs: readonly { label: string; send: () => Promise<boolean> }[]): Promise<LoopResult[]> => {
    const results = await interleavedLoops(runs.map((one) => one.send), { ...loop, slices: Math.max(1, Math.round(seconds)), meter });
    return results.map((result, index) => report(runs[index]!.label, result));
  };

  log(`\nthroughput: ${screens.length} screens, ${connections} connections, ${seconds} s each, ${scale} data on ${engine}`);
  const rssBefore = { bff: rssMb(stack.bff.pid), cold: rssMb(cold.service.pid), api: rssMb(stack.api.pid) };
  // The floors before and after the screens: on a shared machine they move with the other load;
  // the higher of the two is the floor.
  const floor = async () => ({ bff: await run('bff /health', () => warmBff.hit('/health')), api: await run('api /health', () => api.hit('/health')) });
  const floorsBefore = await floor();
  const figures: ScreenFigures[] = [];
  for (const [index, screen] of screens.entries()) {
    const calls = restCalls.get(screen.name) ?? [];
    const memberCalls = signedInCalls.get(screen.name) ?? [];
    const warm = await run(`${screen.name}: bff warm`, () => warmBff.hit(screen.path, CLIENT_HEADERS));
    const cold = await run(`${screen.name}: bff cold`, () => coldBff.hit(screen.path, CLIENT_HEADERS));
    const rest = await run(`${screen.name}: api (${calls.length} REST calls)`, async () => (await Promise.all(calls.map((path) => api.hit(path)))).every(Boolean));
    const [signedIn, signedInRest, signedInHop] = await runTogether([
      { label: `${screen.name}: bff signed in`, send: () => warmBff.postJson('/graphql', screen.body, { ...CLIENT_HEADERS, cookie: memberCookie }) },
      {
        label: `${screen.name}: api signed in (${memberCalls.length} calls)`,
        send: async () => (await Promise.all(memberCalls.map((call) => api.hit(call.path, { authorization: call.authorization })))).every(Boolean),
      },
      { label: `${screen.name}: minimal hop signed in`, send: () => hop.postJson(`/${index}`, screen.body, CLIENT_HEADERS) },
    ]);
    figures.push({ name: screen.name, restCalls: calls.length, warm, cold, rest, signedIn: signedIn!, signedInRest: signedInRest!, signedInRestCalls: memberCalls.length, signedInHop: signedInHop! });
  }
  const floorsAfter = await floor();
  const higher = (a: LoopResult, b: LoopResult) => (a.perSecond >= b.perSecond ? a : b);
  const floors = { bff: higher(floorsBefore.bff, floorsAfter.bff), api: higher(floorsBefore.api, floorsAfter.api) };
  const rss: Rss[] = [
    { name: 'bff (cache on)', beforeMb: rssBefore.bff, afterMb: rssMb(stack.bff.pid) },
    { name: 'bff (cache off)', beforeMb: rssBefore.cold, afterMb: rssMb(cold.service.pid) },
    { name: 'api', beforeMb: rssBefore.api, afterMb: rssMb(stack.api.pid) },
  ];
  // The RSS target is for a long run: every screen in turn, on all three processes at once (the
  // bff with the cache answering visitors and running a signed-in user's screens, the bff
  // without a cache, the api), measured from the end of a warm-up in which heaps, code caches
  // and the response cache reach their working size. RSS is read every second: a process's heap
  // grows with garbage until a collection and the allocator keeps freed memory for a while, so a
  // single reading at each end lands anywhere on that sawtooth. The target compares the mean of
  // the first and of the last stretch of the measured run; the live heap after a full collection
  // at both ends says whether anything is retained.
  let steady: SteadyMemory[] | null = null;
  if (rssSeconds > 0) {
    const warmUpSeconds = 10;
    let next = 0;
    const everyScreen = async (): Promise<boolean> => {
      const screen = screens[next++ % screens.length]!;
      const replies = await Promise.all([
        warmBff.hit(screen.path, CLIENT_HEADERS),
        warmBff.postJson('/graphql', screen.body, { ...CLIENT_HEADERS, cookie: memberCookie }),
        coldBff.hit(screen.path, CLIENT_HEADERS),
        ...(restCalls.get(screen.name) ?? []).map((path) => api.hit(path)),
      ]);
      return replies.every(Boolean);
    };
    const processes = [
      { name: 'bff (cache on)', service: stack.bff },
      { name: 'bff (cache off)', service: cold.service },
      { name: 'api', service: stack.api },
    ];
    log(`
RSS over ${rssSeconds} s: every screen in turn on all three processes, after ${warmUpSeconds} s of warm-up and until each one's RSS has settled`);
    await closedLoop(everyScreen, { connections, seconds: warmUpSeconds, warmUpRounds: 0 });
    // The first live-heap reading collects every heap in full, which gives memory back: the run
    // goes on until RSS has grown back to its working size before it is measured.
    const heapAtStart: number[] = [];
    for (const { service } of processes) heapAtStart.push(await liveHeapMb(service));
    const settled = await untilRssSettles(everyScreen, processes.map(({ service }) => service.pid));
    log(`  RSS settled after ${settled} s`);
    const readings = processes.map(() => [] as number[]);
    const read = () => processes.forEach(({ service }, index) => readings[index]!.push(rssMb(service.pid)));
    read();
    const sampler = setInterval(read, 1_000);
    const soak = await closedLoop(everyScreen, { connections, seconds: rssSeconds, warmUpRounds: 0 });
    clearInterval(sampler);
    read();
    log(`  ${Math.round(soak.perSecond)} rounds/s, ${soak.errors} errors`);
    const heapAtEnd: number[] = [];
    for (const { service } of processes) heapAtEnd.push(await liveHeapMb(service));
    steady = processes.map(({ name }, index) => ({ name, rssMb: readings[index]!, liveHeapMb: { start: heapAtStart[index]!, end: heapAtEnd[index]! } }));
  }
  await Promise.all([warmBff.close(), coldBff.close(), api.close(), hop.close()]);
  printReport(figures, floors, rss, engine, steady, rssSeconds);
  for (const screen of screens satisfies Screen[]) {
    if ((restCalls.get(screen.name) ?? []).length === 0) log(`note: ${screen.name} made no REST call through the recording proxy`);
  }
} catch (error) {
  console.error(error);
  console.error(`the services' last log lines:\n${readFileSync(stack.logFile, 'utf8').split('\n').slice(-30).join('\n')}`);
  exitCode = 1;
} finally {
  for (const service of extra.reverse()) await stopService(service, 15_000);
  await stack.stop();
}
process.exit(exitCode);
