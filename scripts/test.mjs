// `npm test`: every check CI runs, stopping at the first failure.
//   dependencies → Chromium → at once: import cycles, relay-compiler --validate, schema check, row
//   types check, tsc -b, web build, test database templates → vitest run
// The checks in the middle do not depend on each other; side by side they keep both cores of a
// small machine busy (most are single-threaded), and each one's output is printed as a block.
// Extra arguments go to vitest: `npm test -- --project api`, `npm test -- tests/e2e`.
// It only uses ephemeral ports, so it passes while `npm start` is running.
// Node builtins only: it must run before `npm ci` has installed anything.
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { bootstrap } from './bootstrap.mjs';
import { runOnNode24 } from './node-runtime.mjs';
import { bin, bold, dim, fail, formatDuration, green, header, onPath, red, run, runCaptured } from './lib.mjs';

await runOnNode24();

// Debian's Chromium headless shell (why: tests/support/browser.ts, which looks in the same order);
// the full chromium when only it is there; CHROMIUM_PATH points the browser tests elsewhere.
const headlessShellPath = '/usr/bin/chromium-headless-shell';
const fullChromiumPath = '/usr/bin/chromium';
const vitestArgs = process.argv.slice(2);
const timings = [];

async function step(title, action) {
  header(title);
  const begun = Date.now();
  const code = await action();
  const took = Date.now() - begun;
  timings.push([title, took]);
  if (code !== 0) {
    printTimings();
    fail(`${title} failed (exit ${code}) after ${formatDuration(took)}; see the output above`);
  }
  console.log(green(`✓ ok (${formatDuration(took)})`));
}

/**
 * Runs independent checks at the same time and reports them in the order given, each with its
 * output and its own duration; stops after all have ended if any failed.
 */
async function parallelSteps(checks) {
  const begun = Date.now();
  const running = checks.map(async ([title, command, args]) => {
    const started = Date.now();
    const { code, output } = await runCaptured(command, args);
    return { title, code, output, took: Date.now() - started };
  });
  const failed = [];
  for (const result of running) {
    const { title, code, output, took } = await result;
    header(title);
    process.stdout.write(output);
    timings.push([title, took]);
    if (code === 0) console.log(green(`✓ ok (${formatDuration(took)})`));
    else {
      console.log(red(`✖ exit ${code} (${formatDuration(took)})`));
      failed.push(title);
    }
  }
  timings.push([`(the checks above, side by side)`, Date.now() - begun]);
  if (failed.length) {
    printTimings();
    fail(`${failed.join('; ')} failed; see the output above`);
  }
}

function printTimings() {
  console.log(`\n${bold('Timings')}`);
  for (const [title, took] of timings) console.log(`  ${formatDuration(took).padStart(9)}  ${title}`);
}

/** The browser tests drive Debian's Chromium (playwright-core never downloads browsers). */
async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (existsSync(process.env.CHROMIUM_PATH)) return 0;
    fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist`);
  }
  if (existsSync(headlessShellPath)) return 0;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) {
    if (existsSync(fullChromiumPath)) {
      console.log(dim(`Browser tests on ${fullChromiumPath}; \`sudo apt-get install -y chromium-headless-shell\` runs them on a third of the CPU`));
      return 0;
    }
    fail(`Chromium is needed for the browser tests and ${headlessShellPath} is missing: run \`sudo apt-get install -y chromium-headless-shell\``);
  }
  console.log('Installing Debian chromium-headless-shell with apt-get');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'];
  let code = await run('apt-get', install, { env });
  if (code !== 0) {
    // A fresh machine may have no package lists yet.
    code = await run('apt-get', ['update'], { env });
    if (code === 0) code = await run('apt-get', install, { env });
  }
  if (code === 0 && !existsSync(headlessShellPath)) {
    console.error(red(`apt-get succeeded but ${headlessShellPath} is still missing`));
    return 1;
  }
  if (code !== 0 && existsSync(fullChromiumPath)) {
    console.log(dim(`chromium-headless-shell could not be installed: the browser tests run on ${fullChromiumPath}`));
    return 0;
  }
  return code;
}

/**
 * The Redis specs (bff rate limits) run against the machine's Redis when one answers on
 * 127.0.0.1:6379: TEST_REDIS_URL tells them where (the suites' other bffs keep in-memory counters).
 */
function redisAnswers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const started = Date.now();
await step('Dependencies (npm ci when package-lock.json changed)', async () => {
  await bootstrap();
  return 0;
});
await step('Chromium for the browser tests', ensureChromium);
// relay-compiler --validate proves the artifacts current, so the web build runs only Vite.
await parallelSteps([
  ['TypeScript: tsc -b', bin('tsc'), ['-b']],
  ['Test databases: the templates every test file clones (api/test/support/db-templates.ts)', process.execPath, ['api/scripts/prepare-test-databases.ts']],
  ['Row types: api/src/db/rows.generated.ts matches api/migrations (generate-rows --check)', process.execPath, ['api/scripts/generate-rows.ts', '--check']],
  ['Web build (vite build → web/dist)', process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build:web']],
  ['GraphQL schema: schema.graphql matches the bff code (print-schema --check)', process.execPath, ['bff/scripts/print-schema.ts', '--check']],
  ['Relay: relay-compiler --validate (generated artifacts match the queries)', bin('relay-compiler'), ['--validate']],
  ['Import cycles: none among the modules of api/src, bff/src and web/src', process.execPath, ['scripts/check-cycles.mjs']],
]);
// web/dist is the build of these sources: the web-bundle checks read it instead of building again
// (web/build/chunkGraphFile.ts).
process.env.JOTPOD_WEB_DIST_BUILT = '1';
if (!process.env.TEST_REDIS_URL && (await redisAnswers('127.0.0.1', 6379))) process.env.TEST_REDIS_URL = 'redis://127.0.0.1:6379';
console.log(dim(process.env.TEST_REDIS_URL ? `Redis specs on ${process.env.TEST_REDIS_URL}` : 'No Redis on 127.0.0.1:6379: the Redis specs are skipped'));
await step(`Tests: vitest run${vitestArgs.length ? ` ${vitestArgs.join(' ')}` : ''}`, () =>
  run(bin('vitest'), ['run', ...vitestArgs]),
);

printTimings();
console.log(`\n${bold(green(`All checks passed in ${formatDuration(Date.now() - started)}`))}`);
