/**
 * What a signed-in screen costs each process of the machine: the screen's persisted query over
 * POST with a session cookie through the bff, the same REST calls (the ones the bff made, with the
 * user's token) through the minimal hop (./minimal-hop.ts: the least any process in front of the
 * api costs) and straight at the api, in closed loops that take turns in slices of about a second
 * (./closed-loop.ts interleavedLoops). Around every slice it reads the CPU time (user + system,
 * from /proc) of the bff, the hop, the api, every PostgreSQL server process (with
 * --database-url) and this process (the clients), so each is charged to the loop that ran:
 * printed per request beside req/s. On a shared machine CPU per request moves less than req/s,
 * and the sum says what a request costs the whole machine, including what one more process in
 * the path adds to the api's and the database's own work. The bff's and the hop's kernel time
 * (syscalls, page faults) is printed as a part of theirs: whether the two differ in user space
 * (their JavaScript and V8) or in the kernel.
 * `--cpu-prof <dir>` also writes a V8 CPU profile of the bff and one of the hop (when they exit;
 * the file names carry each process's pid, printed at the end), to compare the two by function. Under load, time a
 * profile puts in `writev` is mostly the client woken by the answer, running on the bff's time
 * slice, not the bff's own work.
 *
 *   npm run bench -- signed-in-cost [--screens "feed NEW,jot"] [--seconds 10] [--connections 10]
 *        [--database-url postgres://...] [--cpu-prof .bench/profiles] [--skip-api]
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { cpuSeconds, kernelCpuSeconds, ownCpuSeconds, postgresCpuSeconds, startCachelessBff, startStack, stopService } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { interleavedLoops, Origin } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { startMinimalHop } from './minimal-hop-service.ts';
import { startRestCapture } from './rest-capture.ts';
import { signInMember } from './signed-in-member.ts';
import { CLIENT_HEADERS, mainScreens } from './screens.ts';

const { values } = parseArgs({
  options: {
    screens: { type: 'string', default: 'feed NEW,feed TRENDING,container,jot' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'cpu-prof': { type: 'string' },
    'skip-api': { type: 'boolean', default: false },
  },
});
const { seconds, connections } = loopSettings(values);
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);
const profileDir = values['cpu-prof'] ? resolve(values['cpu-prof']) : null;
if (profileDir) mkdirSync(profileDir, { recursive: true });
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: UNLIMITED_RATE, bffNodeArgs: profileArgs }, log);
try {
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const wanted = new Set(values.screens.split(',').map((name) => name.trim()));
  const screens = mainScreens(root, catalog).filter((screen) => wanted.has(screen.name));
  if (screens.length === 0) throw new Error(`no screen named ${[...wanted].join(', ')}; the screens: ${mainScreens(root, catalog).map((screen) => screen.name).join(', ')}`);

  // A user whose REST calls (with the user's token) a recording bff notes, then signed in on the bff under test.
  const capture = await startRestCapture(stack.apiUrl);
  const { url: recorderUrl, service: recorderService } = await startCachelessBff(root, stack, 'bff (recording)', capture.url, UNLIMITED_RATE);
  const { calls, cookie } = await signInMember({ root, recorderUrl, capture, bffUrl: stack.bffUrl, screens, name: 'Cost Bench' });
  await stopService(recorderService, 15_000);
  await capture.close();

  // The same REST calls through the least any process in front of the api does (./minimal-hop.ts).
  const { url: hopUrl, service: hopService } = await startMinimalHop(root, stack.apiUrl, screens.map((screen) => calls.get(screen.name) ?? []), stack.logFd, { nodeArgs: profileArgs });

  const bff = new Origin(stack.bffUrl, connections);
  const api = new Origin(stack.apiUrl, connections);
  const hop = new Origin(hopUrl, connections);
  // CPU seconds so far of each process the screens run through, and of this one (the clients);
  // the bff's and the hop's kernel time as parts of theirs (not added to the whole again).
  const processes = [
    { name: 'bff', read: () => cpuSeconds(stack.bff.pid) },
    { name: 'hop', read: () => cpuSeconds(hopService.pid) },
    { name: 'api', read: () => cpuSeconds(stack.api.pid) },
    ...(values['database-url'] ? [{ name: 'postgres', read: postgresCpuSeconds }] : []),
    { name: 'clients', read: ownCpuSeconds },
    { name: 'bff in the kernel', read: () => kernelCpuSeconds(stack.bff.pid), part: true },
    { name: 'hop in the kernel', read: () => kernelCpuSeconds(hopService.pid), part: true },
  ];
  const meter = () => processes.map((one) => one.read());
  for (const [index, screen] of screens.entries()) {
    const memberCalls = calls.get(screen.name) ?? [];
    log(`${screen.name}: ${memberCalls.map((call) => `[${call.round}] ${call.path}`).join('  ')}`);
    // Sent as the bff sends them, where it waits for an answer before its next calls.
    const inRounds = memberCalls.some((call) => call.round > 1);
    const runs = [
      { label: 'bff signed in', send: () => bff.postJson('/graphql', screen.body, { ...CLIENT_HEADERS, cookie }) },
      { label: 'minimal hop', send: () => hop.postJson(`/${index}`, screen.body, CLIENT_HEADERS) },
      ...(inRounds ? [{ label: 'hop in rounds', send: () => hop.postJson(`/${index}?rounds`, screen.body, CLIENT_HEADERS) }] : []),
      ...(values['skip-api'] ? [] : [{ label: `api (${memberCalls.length} calls)`, send: async () => (await Promise.all(memberCalls.map((call) => api.hit(call.path, { authorization: call.authorization })))).every(Boolean) }]),
    ];
    const results = await interleavedLoops(
      runs.map((run) => run.send),
      { connections, seconds, warmUpRounds: 2, slices: Math.max(1, Math.round(seconds)), meter },
    );
    for (const [at, result] of results.entries()) {
      const perRequest = (result.cpuSeconds ?? []).map((used, process) => `${processes[process]!.name} ${((used / Math.max(1, result.requests)) * 1e6).toFixed(0)}`);
      const total = ((result.cpuSeconds ?? []).reduce((sum, used, process) => sum + (processes[process]!.part ? 0 : used), 0) / Math.max(1, result.requests)) * 1e6;
      log(`  ${runs[at]!.label.padEnd(16)} ${Math.round(result.perSecond).toString().padStart(5)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  µs of CPU per request: ${perRequest.join(', ')}; all ${total.toFixed(0)}${result.errors ? `  ${result.errors} errors` : ''}`);
    }
    const [through, hopped] = results;
    const direct = values['skip-api'] ? undefined : results.at(-1);
    log(`  req/s through the bff / through the minimal hop: ${(through!.perSecond / hopped!.perSecond).toFixed(2)}${direct ? `; through the bff / at the api: ${(through!.perSecond / direct.perSecond).toFixed(2)}; the hop / the api: ${(hopped!.perSecond / direct.perSecond).toFixed(2)}` : ''}`);
  }
  await Promise.all([bff.close(), api.close(), hop.close()]);
  await stopService(hopService, 15_000);
  if (profileDir) log(`CPU profiles in ${profileDir}: the bff's CPU.*.${stack.bff.pid}.*, the hop's CPU.*.${hopService.pid}.*`);
} finally {
  await stack.stop();
}
