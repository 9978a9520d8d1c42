/**
 * What a server-rendered page costs: every public page of the web app as a browser navigating to
 * it asks for it (Accept text/html, brotli), in a closed loop, on the real processes as
 * `npm start` runs them. For each page: a visitor's, which the bff keeps after its first render
 * until a mutation (its response cache on, as by default); the same on a second bff with the cache
 * off, where every visitor's page is rendered; and a signed-in user's (never kept: always
 * rendered). Prints pages/s, p50/p99 and the bff's CPU time per page (user + system, /proc).
 *
 *   npm run bench -- pages [--seconds 5] [--connections 4] [--database-url postgres://...]
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { cpuSeconds, startCachelessBff, startStack, stopService, type Service } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { closedLoop, Origin, type LoopResult } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { publicPages } from './screens.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '4' },
    'database-url': { type: 'string' },
  },
});
const { seconds, connections } = loopSettings(values);
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);
const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: UNLIMITED_RATE }, log);
let rendering: Service | null = null;
let exitCode = 0;
try {
  // A second bff on the same api with the response cache off: every page rendered.
  const { url: renderingUrl, service } = await startCachelessBff(root, stack, 'bff (cache off)', stack.apiUrl, UNLIMITED_RATE);
  rendering = service;

  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const pages = publicPages(catalog);

  // A signed-in user, with its session cookie on the bff under test.
  const member = new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  const password = `bench-${randomBytes(12).toString('hex')}`;
  await member.persisted('RegisterPageMutation', { input: { email: `pages-${randomBytes(6).toString('hex')}@example.com`, name: 'Pages Bench', password, passwordConfirmation: password } });
  const cookie = member.sessionCookie;
  if (!cookie) throw new Error('registering the bench user gave no session');
  await member.close();

  const browser = { accept: 'text/html', 'accept-encoding': 'br' };
  const kept = new Origin(stack.bffUrl, connections);
  const rendered = new Origin(renderingUrl, connections);
  const measure = async (label: string, pid: number, send: () => Promise<boolean>): Promise<LoopResult & { cpuMs: number }> => {
    const before = cpuSeconds(pid);
    const result = await closedLoop(send, { connections, seconds, warmUpRounds: 2 });
    const cpuMs = ((cpuSeconds(pid) - before) / Math.max(1, result.requests)) * 1000;
    log(`  ${label.padEnd(38)} ${result.perSecond.toFixed(0).padStart(6)} pages/s  p50 ${result.p50Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms  bff CPU ${cpuMs.toFixed(2)} ms/page${result.errors ? `  ${result.errors} errors` : ''}`);
    return { ...result, cpuMs };
  };

  log(`\npages: ${pages.length} pages, ${connections} connections, ${seconds} s each, demo data on ${values['database-url'] ? 'PostgreSQL' : 'PGlite'}`);
  const rows: { name: string; kept: LoopResult & { cpuMs: number }; rendered: LoopResult & { cpuMs: number }; signedIn: LoopResult & { cpuMs: number } }[] = [];
  for (const [name, path] of pages) {
    rows.push({
      name,
      kept: await measure(`${name}: visitor, kept`, stack.bff.pid, () => kept.hit(path, browser)),
      rendered: await measure(`${name}: visitor, rendered (cache off)`, rendering.pid, () => rendered.hit(path, browser)),
      signedIn: await measure(`${name}: signed in (always rendered)`, stack.bff.pid, () => kept.hit(path, { ...browser, cookie })),
    });
  }
  await Promise.all([kept.close(), rendered.close()]);

  const cell = (result: LoopResult & { cpuMs: number }) => `${result.perSecond.toFixed(0).padStart(6)}/s ${result.cpuMs.toFixed(2).padStart(6)} ms`;
  log('\npages/s and the bff CPU per page; a visitor\'s page kept by the bff (after its first render, until a mutation), rendered every time (a bff with the cache off), and a signed-in user\'s (never kept)\n');
  log(`${'page'.padEnd(14)} | ${'visitor, kept'.padEnd(18)} | ${'visitor, rendered'.padEnd(18)} | ${'signed in'.padEnd(18)} | kept/rendered`);
  log(`${'-'.repeat(14)}-|-${'-'.repeat(18)}-|-${'-'.repeat(18)}-|-${'-'.repeat(18)}-|--------------`);
  for (const row of rows) {
    log(`${row.name.padEnd(14)} | ${cell(row.kept).padEnd(18)} | ${cell(row.rendered).padEnd(18)} | ${cell(row.signedIn).padEnd(18)} | ${(row.kept.perSecond / Math.max(1e-9, row.rendered.perSecond)).toFixed(0).padStart(12)}x`);
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  if (rendering) await stopService(rendering, 15_000);
  await stack.stop();
}
process.exit(exitCode);
