/**
 * Visitors' caches while signed-in readers write. Visitors ask for the main screens (the web
 * app's GETs) and the public pages (as a browser navigates) in closed loops, in three phases of
 * `--seconds` each: nobody writes; readers write only their own data (mute and unmute an author,
 * mark their notifications read); readers write public data (like and unlike a jot). Prints, per
 * phase, the share of visitors' answers served from the response cache (no upstream call) and
 * the pages served per second (a cached page is served in well under a millisecond, a rendered one
 * costs tens). Fails on any error, and when the readers' own writes leave fewer than 99 % of the
 * answers hitting: such writes must not empty what visitors are served from.
 *
 *   npm run bench -- visitors-while-writing [--seconds 10] [--connections 4] [--readers 10]
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog, type Catalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { send as write } from '../bench-load/operations.ts';
import { startStack } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { closedLoop, Origin, type LoopResult } from './closed-loop.ts';
import { loopSettings, UNLIMITED_RATE } from './loop-settings.ts';
import { CLIENT_HEADERS, mainScreens, publicPages } from './screens.ts';

type Phase = 'nobody writes' | 'own data' | 'public data';
const PHASES: readonly Phase[] = ['nobody writes', 'own data', 'public data'];
/** Below this share of answers from the cache while readers write their own data, the bench fails. */
const OWN_WRITES_HIT_TARGET = 0.99;

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '4' },
    readers: { type: 'string', default: '10' },
  },
});
const { seconds, connections } = loopSettings(values);
const readerCount = Math.floor(Number(values.readers));
if (!(readerCount >= 1 && readerCount <= 200)) throw new Error(`--readers must be 1 to 200, got ${values.readers}`);
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);

/** One reader's writes of a phase, again and again until `until`; the number sent. */
async function writeUntil(reader: Client, phase: Phase, catalog: Catalog, index: number, until: () => boolean): Promise<number> {
  const author = catalog.authors[index % catalog.authors.length]!.id;
  const jot = catalog.jots[index % catalog.jots.length]!.id;
  let sent = 0;
  while (!until()) {
    if (phase === 'own data') {
      await write(reader, 'MuteButtonMuteMutation', { input: { userId: author } });
      await write(reader, 'MuteButtonUnmuteMutation', { input: { userId: author } });
      await write(reader, 'NotificationsPageMarkAllReadMutation', { excludeAuthors: [] });
      sent += 3;
    } else if (phase === 'public data') {
      await write(reader, 'LikeButtonLikeMutation', { input: { jotId: jot } });
      await write(reader, 'LikeButtonUnlikeMutation', { input: { jotId: jot } });
      sent += 2;
    } else {
      return sent;
    }
  }
  return sent;
}

const stack = await startStack({ root, bffEnv: UNLIMITED_RATE }, log);
let exitCode = 0;
try {
  const ids = loadPersistedIds(root);
  const recorder = new Recorder();
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', ids, recorder));
  const screens = mainScreens(root, catalog);
  const pages = publicPages(catalog);
  const readers = await Promise.all(
    Array.from({ length: readerCount }, async (_, index) => {
      const reader = new Client(stack.bffUrl, `127.0.0.${2 + index}`, ids, recorder);
      const password = `bench-${randomBytes(12).toString('hex')}`;
      const email = `writer-${randomBytes(6).toString('hex')}@example.com`;
      await write(reader, 'RegisterPageMutation', { input: { email, name: `Writer ${index + 1}`, password, passwordConfirmation: password } });
      if (!reader.signedIn) throw new Error('registering a reader gave no session');
      return reader;
    }),
  );

  const answers = new Origin(stack.bffUrl, connections);
  const browser = new Origin(stack.bffUrl, connections);
  log(`\n${screens.length} screens' answers and ${pages.length} pages for visitors, ${readerCount} readers writing, ${connections} connections, ${seconds} s a phase`);
  const rows: { phase: Phase; hits: number; answered: number; answersLoop: LoopResult; pagesLoop: LoopResult; writes: number }[] = [];
  for (const phase of PHASES) {
    let hits = 0;
    let answered = 0;
    let nextScreen = 0;
    let nextPage = 0;
    let done = false;
    const askAnswer = async (): Promise<boolean> => {
      const screen = screens[nextScreen++ % screens.length]!;
      const response = await answers.pool.request({ method: 'GET', path: screen.path, headers: CLIENT_HEADERS });
      await response.body.dump();
      if (response.statusCode !== 200) return false;
      answered += 1;
      if (response.headers['x-upstream-requests'] === '0') hits += 1;
      return true;
    };
    const askPage = () => browser.hit(pages[nextPage++ % pages.length]![1], { accept: 'text/html', 'accept-encoding': 'br' });
    // Every answer and page is asked for once, so the phase starts from full caches.
    for (let round = 0; round < Math.max(screens.length, pages.length); round++) await Promise.all([askAnswer(), askPage()]);
    hits = 0;
    answered = 0;
    const writing = Promise.all(readers.map((reader, index) => writeUntil(reader, phase, catalog, index, () => done)));
    const [answersLoop, pagesLoop] = await Promise.all([
      closedLoop(askAnswer, { connections, seconds, warmUpRounds: 0 }),
      closedLoop(askPage, { connections, seconds, warmUpRounds: 0 }),
    ]);
    done = true;
    const writes = (await writing).reduce((sum, count) => sum + count, 0);
    rows.push({ phase, hits, answered, answersLoop, pagesLoop, writes });
    log(`  ${phase.padEnd(14)} ${writes} writes; answers ${(hits / Math.max(1, answered) * 100).toFixed(1)} % from the cache (${answersLoop.perSecond.toFixed(0)}/s); pages ${pagesLoop.perSecond.toFixed(0)}/s`);
  }
  await Promise.all([answers.close(), browser.close(), ...readers.map((reader) => reader.close())]);

  log(`\n${'phase'.padEnd(14)} | writes | answers from the cache | answers/s | pages/s | p50 page`);
  log(`${'-'.repeat(14)}-|--------|------------------------|-----------|---------|---------`);
  for (const row of rows) {
    const share = `${((row.hits / Math.max(1, row.answered)) * 100).toFixed(1)} %`;
    log(`${row.phase.padEnd(14)} | ${String(row.writes).padStart(6)} | ${share.padStart(22)} | ${row.answersLoop.perSecond.toFixed(0).padStart(9)} | ${row.pagesLoop.perSecond.toFixed(0).padStart(7)} | ${row.pagesLoop.p50Ms.toFixed(1).padStart(5)} ms`);
  }
  const errors = rows.reduce((sum, row) => sum + row.answersLoop.errors + row.pagesLoop.errors, 0) + recorder.warmUp.errors + [...recorder.operations.values()].reduce((sum, stats) => sum + stats.errors, 0);
  const own = rows.find((row) => row.phase === 'own data')!;
  const ownShare = own.hits / Math.max(1, own.answered);
  log(`\nWhile readers wrote their own data: ${(ownShare * 100).toFixed(1)} % of visitors' answers from the cache (target ≥ ${OWN_WRITES_HIT_TARGET * 100} %): ${ownShare >= OWN_WRITES_HIT_TARGET ? 'met' : 'MISSED'}`);
  if (errors > 0) log(`${errors} requests failed: the run does not count`);
  if (errors > 0 || ownShare < OWN_WRITES_HIT_TARGET || own.writes === 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stack.stop();
}
process.exit(exitCode);
