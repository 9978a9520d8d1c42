/**
 * What a signed-in screen costs each process: the screen's persisted query over POST with a
 * session cookie through the bff in a closed loop, then the REST calls the bff made for it, with
 * the user's token, straight at the api (as the throughput bench's "signed in" runs), each for
 * --seconds. Prints req/s and the CPU time each process used per request (user + system, from
 * /proc): on a shared machine that moves less with the other load than req/s does, so a change to
 * the bff can be compared before and after. Between the two, the minimal hop (./minimal-hop.ts)
 * makes the same REST calls: the least any process in front of the api costs. `--cpu-prof <dir>`
 * also writes a V8 CPU profile of the bff (when it exits); read its self and inclusive times with
 * DevTools or any profile viewer.
 * Under load, time a profile puts in `writev` is mostly the client woken by the answer, running on
 * the bff's time slice, not the bff's own work.
 *
 *   npm run bench -- signed-in-cost [--screens "feed NEW,jot"] [--seconds 10] [--connections 10]
 *        [--database-url postgres://...] [--cpu-prof .bench/profiles] [--skip-api]
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { cpuSeconds, startCachelessBff, startStack, stopService } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { closedLoop, Origin, type LoopResult } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { startMinimalHop } from './minimal-hop-service.ts';
import { startRestCapture } from './rest-capture.ts';
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
const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: UNLIMITED_RATE, bffNodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [] }, log);
try {
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const wanted = new Set(values.screens.split(',').map((name) => name.trim()));
  const screens = mainScreens(root, catalog).filter((screen) => wanted.has(screen.name));
  if (screens.length === 0) throw new Error(`no screen named ${[...wanted].join(', ')}; the screens: ${mainScreens(root, catalog).map((screen) => screen.name).join(', ')}`);

  // A user registered through a recording bff, whose REST calls (with the user's token) are noted.
  const capture = await startRestCapture(stack.apiUrl);
  const { url: recorderUrl, service: recorderService } = await startCachelessBff(root, stack, 'bff (recording)', capture.url, UNLIMITED_RATE);
  const member = { email: `cost-${randomBytes(6).toString('hex')}@example.com`, password: `bench-${randomBytes(12).toString('hex')}` };
  const atRecorder = new Client(recorderUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  await atRecorder.persisted('RegisterPageMutation', { input: { email: member.email, name: 'Cost Bench', password: member.password, passwordConfirmation: member.password } });
  const calls = new Map<string, { path: string; authorization: string }[]>();
  for (const screen of screens) {
    capture.take();
    await atRecorder.persisted(screen.operationName, screen.variables, screen.name);
    calls.set(screen.name, capture.take().map((call) => ({ path: call.line.replace(/^GET /, ''), authorization: call.authorization ?? '' })));
  }
  await atRecorder.close();
  await stopService(recorderService, 15_000);
  await capture.close();
  const atBff = new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  await atBff.persisted('LoginPageMutation', { input: { email: member.email, password: member.password } });
  const cookie = atBff.sessionCookie;
  if (!cookie) throw new Error('signing the bench user in on the bff gave no session');
  await atBff.close();

  // The same REST calls through the least any process in front of the api does (./minimal-hop.ts).
  const { url: hopUrl, service: hopService } = await startMinimalHop(root, stack.apiUrl, screens.map((screen) => calls.get(screen.name) ?? []), stack.logFd);

  const bff = new Origin(stack.bffUrl, connections);
  const api = new Origin(stack.apiUrl, connections);
  const hop = new Origin(hopUrl, connections);
  const measure = async (label: string, send: () => Promise<boolean>): Promise<LoopResult> => {
    const before = { bff: cpuSeconds(stack.bff.pid), api: cpuSeconds(stack.api.pid), hop: cpuSeconds(hopService.pid) };
    const result = await closedLoop(send, { connections, seconds, warmUpRounds: 2 });
    const perRequest = (pid: number, at: number) => ((cpuSeconds(pid) - at) / result.requests) * 1e6;
    log(
      `  ${label.padEnd(30)} ${Math.round(result.perSecond).toString().padStart(5)} req/s  p50 ${result.p50Ms.toFixed(1)} ms  cpu/request: bff ${perRequest(stack.bff.pid, before.bff).toFixed(0)} µs, hop ${perRequest(hopService.pid, before.hop).toFixed(0)} µs, api ${perRequest(stack.api.pid, before.api).toFixed(0)} µs${result.errors ? `  ${result.errors} errors` : ''}`,
    );
    return result;
  };
  for (const [index, screen] of screens.entries()) {
    const memberCalls = calls.get(screen.name) ?? [];
    log(`${screen.name}: ${memberCalls.map((call) => call.path).join('  ')}`);
    const through = await measure(`${screen.name}: bff signed in`, () => bff.postJson('/graphql', screen.body, { ...CLIENT_HEADERS, cookie }));
    const hopped = await measure(`${screen.name}: minimal hop`, () => hop.postJson(`/${index}`, screen.body, CLIENT_HEADERS));
    log(`  req/s through the bff / through the minimal hop: ${(through.perSecond / hopped.perSecond).toFixed(2)}`);
    if (!values['skip-api']) {
      const direct = await measure(`${screen.name}: api (${memberCalls.length} calls)`, async () =>
        (await Promise.all(memberCalls.map((call) => api.hit(call.path, { authorization: call.authorization })))).every(Boolean),
      );
      log(`  req/s through the bff / at the api: ${(through.perSecond / direct.perSecond).toFixed(2)}`);
    }
  }
  await Promise.all([bff.close(), api.close(), hop.close()]);
  await stopService(hopService, 15_000);
} finally {
  await stack.stop();
}
if (profileDir) log(`bff CPU profile in ${profileDir}`);
