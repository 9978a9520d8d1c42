/**
 * Two bffs compared on the same signed-in screens: this checkout's and another's (`--base`, a
 * checkout with its dependencies installed and its web app built), both over the same api, their
 * closed loops taking turns (./closed-loop.ts interleavedLoops) so that the machine's moments fall
 * on both alike. Prints each bff's req/s and CPU time per request, and their ratios: a change to
 * the bff measured against the commit before it, to a few per cent on a shared machine.
 *
 *   npm run bench -- compare-bffs --base ../other-checkout [--screens "container,jot"]
 *        [--seconds 20] [--slices 20] [--connections 10] [--database-url postgres://...]
 *        [--node-args="--max-semi-space-size=16"]   (Node options for this checkout's bff only;
 *        `--base .` then compares a runtime setting on the same code)
 *        [--base-node /usr/bin/node] [--base-node-args="--import tsx"]   (the Node that runs the
 *                        base's bff, and its options: a checkout of another Node line beside)
 *        [--pages]   (a signed-in user's server-rendered pages, by the names of bench -- pages)
 *        [--visitors]   (the screens' queries as a visitor sends them: Yoga's path, the response
 *                        cache off, the api's anonymous answers mostly from its read cache)
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { cpuSeconds, startCachelessBff, startStack, stopService, type Service } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { interleavedLoops, Origin } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { CLIENT_HEADERS, mainScreens, publicPages } from './screens.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    screens: { type: 'string', default: 'feed NEW,feed TRENDING,container,list item,jot' },
    seconds: { type: 'string', default: '20' },
    slices: { type: 'string', default: '20' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    /** Node options for this checkout's bff only (`--node-args="--max-semi-space-size=16"`): a runtime setting compared on the same code. */
    'node-args': { type: 'string' },
    /** The Node executable of the base's bff (another Node line), and options for it alone. */
    'base-node': { type: 'string' },
    'base-node-args': { type: 'string' },
    /** A signed-in user's server-rendered pages (GET of the page's address, never kept) instead of the screens' /graphql queries. */
    pages: { type: 'boolean', default: false },
    /** The screens' queries without the session cookie: a visitor's, through Yoga (these bffs keep no responses). */
    visitors: { type: 'boolean', default: false },
  },
});
if (!values.base) throw new Error('--base <checkout>: the bff to compare this one with');
const { seconds, connections } = loopSettings(values);
const slices = Number(values.slices);
const root = fileURLToPath(new URL('../..', import.meta.url));
const baseRoot = resolve(values.base);
const log = (line: string): void => console.log(line);

const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: UNLIMITED_RATE }, log);
const started: Service[] = [];
try {
  const bffs: { label: string; url: string; service: Service; cookie: string }[] = [];
  const member = { email: `compare-${randomBytes(6).toString('hex')}@example.com`, password: `bench-${randomBytes(12).toString('hex')}` };
  for (const [label, at] of [
    ['base', baseRoot],
    ['this', root],
  ] as const) {
    const args = label === 'this' ? values['node-args'] : values['base-node-args'];
    const nodeArgs = args ? args.split(' ').filter(Boolean) : [];
    const node = label === 'base' ? values['base-node'] : undefined;
    const { url, service } = await startCachelessBff(at, stack, `bff (${label})`, stack.apiUrl, UNLIMITED_RATE, { ...(nodeArgs.length ? { nodeArgs } : {}), ...(node ? { node } : {}) });
    started.push(service);
    log(`bff (${label}): ${at} on ${node ?? process.execPath}${nodeArgs.length ? ` ${nodeArgs.join(' ')}` : ''}`);
    const client = new Client(url, '127.0.0.1', loadPersistedIds(root), new Recorder());
    if (bffs.length === 0) {
      await client.persisted('RegisterPageMutation', { input: { email: member.email, name: 'Compare Bench', password: member.password, passwordConfirmation: member.password } });
    } else {
      await client.persisted('LoginPageMutation', { input: { email: member.email, password: member.password } });
    }
    if (!client.sessionCookie) throw new Error(`no session from the ${label} bff`);
    bffs.push({ label, url, service, cookie: client.sessionCookie });
    await client.close();
  }
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const wanted = new Set(values.screens.split(',').map((name) => name.trim()));
  const browser = { accept: 'text/html', 'accept-encoding': 'br' };
  const screens: { name: string; send: (origin: Origin, cookie: string) => Promise<boolean> }[] = values.pages
    ? publicPages(catalog)
        .filter(([name]) => wanted.has(name))
        .map(([name, path]) => ({ name, send: (origin, cookie) => origin.hit(path, { ...browser, cookie }) }))
    : mainScreens(root, catalog)
        .filter((screen) => wanted.has(screen.name))
        .map((screen) => ({ name: screen.name, send: (origin, cookie) => origin.postJson('/graphql', screen.body, values.visitors ? CLIENT_HEADERS : { ...CLIENT_HEADERS, cookie }) }));
  const origins = bffs.map((bff) => new Origin(bff.url, connections));
  log(`${'screen'.padEnd(16)} ${'base req/s'.padStart(10)} ${'this req/s'.padStart(10)}  ratio   base cpu   this cpu  ratio`);
  for (const screen of screens) {
    const results = await interleavedLoops(
      origins.map((origin, index) => () => screen.send(origin, bffs[index]!.cookie)),
      { connections, seconds, warmUpRounds: 20, slices, meter: () => bffs.map((bff) => cpuSeconds(bff.service.pid)) },
    );
    // Each bff's CPU during its own slices, per request.
    const cpu = results.map((result, index) => ((result.cpuSeconds?.[index] ?? 0) / Math.max(1, result.requests)) * 1e6);
    const [base, current] = results;
    log(
      `${screen.name.padEnd(16)} ${Math.round(base!.perSecond).toString().padStart(10)} ${Math.round(current!.perSecond).toString().padStart(10)}  ${(current!.perSecond / base!.perSecond).toFixed(3)}  ${cpu[0]!.toFixed(0).padStart(6)} µs ${cpu[1]!.toFixed(0).padStart(6)} µs  ${(cpu[1]! / cpu[0]!).toFixed(3)}${base!.errors + current!.errors ? `  errors ${base!.errors}/${current!.errors}` : ''}`,
    );
  }
  await Promise.all(origins.map((origin) => origin.close()));
} finally {
  for (const service of started) await stopService(service, 15_000);
  await stack.stop();
}
