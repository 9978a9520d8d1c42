/**
 * What the bff moves from its young generation to its old one under signed-in load, and where
 * those objects were made. A request's objects should die young: whatever a scavenge moves to the
 * old generation is copied, then waits for a full collection, and the old generation grows
 * between them. For each signed-in screen, a closed loop through a bff started with `--trace-gc`:
 * from the trace, the scavenges of that loop (how often, how long, how many MB each moved into
 * the old generation) and the full collections; from a sampling heap profile taken through the
 * bff's inspector that keeps what full collections take back (`includeObjectsCollectedByMajorGC`,
 * not what scavenges take back), the allocation sites of what outlived the young generation, per
 * 1,000 requests.
 *
 *   npm run bench -- promotion [--screens "section,feed NEW"] [--seconds 10] [--connections 10]
 *        [--database-url postgres://...] [--sites 8]
 *        [--node-args="--no-allocation-site-pretenuring"]   (Node options for the bff: a runtime setting's effect)
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { openInspector } from '../bench-load/live-heap.ts';
import { startStack } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { closedLoop, Origin } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { CLIENT_HEADERS, mainScreens } from './screens.ts';

const { values } = parseArgs({
  options: {
    screens: { type: 'string', default: 'section,feed NEW' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    sites: { type: 'string', default: '8' },
    'node-args': { type: 'string' },
  },
});
const { seconds, connections } = loopSettings(values);
const sites = Number(values.sites);
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);

/** One collection of `--trace-gc`: `[pid:isolate] 1234 ms: Scavenge 84.6 (105.3) -> 73.6 (106.1) MB, 5.51 / 0.00 ms ...`. */
interface Collection {
  isolate: string;
  kind: 'Scavenge' | 'Mark-Compact';
  beforeMb: number;
  afterMb: number;
  pauseMs: number;
}

const TRACE_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+\d+ ms: (Scavenge|Mark-Compact)[^\d]*([\d.]+) \([\d.]+\) -> ([\d.]+) \([\d.]+\) MB, ([\d.]+) \//;

function collectionsIn(text: string): Collection[] {
  const found: Collection[] = [];
  for (const line of text.split('\n')) {
    const match = TRACE_LINE.exec(line);
    if (match) found.push({ isolate: match[1]!, kind: match[2] as Collection['kind'], beforeMb: Number(match[3]), afterMb: Number(match[4]), pauseMs: Number(match[5]) });
  }
  // The bff's own isolate: the one that collected most (the module loader's worker has its own).
  const counts = new Map<string, number>();
  for (const one of found) counts.set(one.isolate, (counts.get(one.isolate) ?? 0) + 1);
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return found.filter((one) => one.isolate === main);
}

/** The log's text written since `from` (bytes). */
function logSince(file: string, from: number): string {
  const size = statSync(file).size;
  const buffer = Buffer.alloc(Math.max(0, size - from));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, buffer.length, from);
  } finally {
    closeSync(fd);
  }
  return buffer.toString('utf8');
}

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: ProfileNode[];
}

/** Bytes sampled per allocation site, named by the function and its two callers. */
function allocationSites(head: ProfileNode): Map<string, number> {
  const bytes = new Map<string, number>();
  const nameOf = (node: ProfileNode): string => `${node.callFrame.functionName || '(anonymous)'} (${node.callFrame.url.replace(/^.*\/(node_modules|src|dist)\//, '$1/').replace(/^node:internal\//, 'node:') || 'native'})`;
  const walk = (node: ProfileNode, callers: string[]): void => {
    const path = [nameOf(node), ...callers];
    if (node.selfSize > 0) {
      const site = path.slice(0, 3).join(' < ');
      bytes.set(site, (bytes.get(site) ?? 0) + node.selfSize);
    }
    for (const child of node.children) walk(child, path);
  };
  walk(head, []);
  return bytes;
}

const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: UNLIMITED_RATE, bffNodeArgs: ['--trace-gc', ...(values['node-args'] ?? '').split(' ').filter(Boolean)] }, log);
try {
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const wanted = new Set(values.screens.split(',').map((name) => name.trim()));
  const screens = mainScreens(root, catalog).filter((screen) => wanted.has(screen.name));
  if (screens.length === 0) throw new Error(`no screen named ${[...wanted].join(', ')}; the screens: ${mainScreens(root, catalog).map((screen) => screen.name).join(', ')}`);

  // A signed-in user: registering on the bff signs them in.
  const member = new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder());
  const password = `bench-${randomBytes(12).toString('hex')}`;
  await member.persisted('RegisterPageMutation', { input: { email: `promotion-${randomBytes(6).toString('hex')}@example.com`, name: 'Promotion Bench', password, passwordConfirmation: password } });
  const cookie = member.sessionCookie;
  await member.close();
  if (!cookie) throw new Error('registering the bench user on the bff gave no session');

  const bff = new Origin(stack.bffUrl, connections);
  const inspector = await openInspector(stack.bff);
  try {
    for (const screen of screens) {
      const send = () => bff.postJson('/graphql', screen.body, { ...CLIENT_HEADERS, cookie });
      // Compiled code, full caches and a young generation grown to its working size first.
      await closedLoop(send, { connections, seconds: 3, warmUpRounds: 2 });
      const logFrom = statSync(stack.logFile).size;
      await inspector.call('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
      const result = await closedLoop(send, { connections, seconds, warmUpRounds: 0 });
      const { profile } = (await inspector.call('HeapProfiler.getSamplingProfile')) as { profile: { head: ProfileNode } };
      await inspector.call('HeapProfiler.stopSampling');
      const collections = collectionsIn(logSince(stack.logFile, logFrom));

      const scavenges = collections.filter((one) => one.kind === 'Scavenge');
      // What each scavenge moved on: the heap after it against the heap after the scavenge before,
      // where no full collection came between them.
      const moved: number[] = [];
      for (let at = 1; at < collections.length; at++) {
        const [previous, current] = [collections[at - 1]!, collections[at]!];
        if (previous.kind === 'Scavenge' && current.kind === 'Scavenge') moved.push(current.afterMb - previous.afterMb);
      }
      const movedMb = moved.length ? moved.reduce((sum, mb) => sum + mb, 0) / moved.length : 0;
      const fulls = collections.filter((one) => one.kind === 'Mark-Compact');
      const perThousand = 1000 / Math.max(1, result.requests);
      log(`\n${screen.name}: ${result.requests} signed-in requests in ${result.seconds.toFixed(1)} s (${Math.round(result.perSecond)} req/s)`);
      log(
        `  scavenges: ${scavenges.length} (${(scavenges.length * perThousand).toFixed(1)} per 1,000 requests), pause ${(scavenges.reduce((sum, one) => sum + one.pauseMs, 0) / Math.max(1, scavenges.length)).toFixed(2)} ms each, ` +
          `${movedMb.toFixed(2)} MB into the old generation each (${((movedMb * scavenges.length * 1024) / Math.max(1, result.requests)).toFixed(1)} kB per request)`,
      );
      log(`  full collections: ${fulls.length}, giving back ${fulls.reduce((sum, one) => sum + one.beforeMb - one.afterMb, 0).toFixed(1)} MB in all`);
      const sampled = [...allocationSites(profile.head)].sort((a, b) => b[1] - a[1]);
      const total = sampled.reduce((sum, [, size]) => sum + size, 0);
      log(`  outlived the young generation, sampled: ${((total / 1024) * perThousand).toFixed(0)} kB per 1,000 requests; the largest allocation sites (kB per 1,000 requests):`);
      for (const [site, size] of sampled.slice(0, sites)) log(`  ${((size / 1024) * perThousand).toFixed(0).padStart(7)}  ${site}`);
    }
  } finally {
    inspector.close();
    await bff.close();
  }
} finally {
  await stack.stop();
}
