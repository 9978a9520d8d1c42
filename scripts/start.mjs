// `npm start`: the whole of Jotpod on one machine, with embedded Postgres (PGlite) and demo data.
//   1. install dependencies when needed (scripts/bootstrap.mjs)
//   2. build the web app when web/dist is missing or older than its sources
//   3. start the api (port API_PORT, default 4001) and the bff (port PORT, default 4000) as child
//      processes, prefix their logs, wait for both /health endpoints
//   4. Ctrl-C stops the bff, then the api (which closes the database cleanly)
// Node builtins only: it must run before `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { bootstrap } from './bootstrap.mjs';
import { runOnNode24 } from './node-runtime.mjs';
import { bold, buildWeb, cyan, dim, fail, formatDuration, green, header, magenta, red, root, webBuildReason } from './lib.mjs';

await runOnNode24();

const started = Date.now();

function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port number (1-65535), got "${raw}"`);
  return port;
}

const port = portFromEnv('PORT', 4000);
const apiPort = portFromEnv('API_PORT', 4001);
if (port === apiPort) fail(`PORT and API_PORT must differ (both are ${port})`);
const dataDirSetting = process.env.DATA_DIR || '.data';
const dataDir = isAbsolute(dataDirSetting) ? dataDirSetting : resolve(root, dataDirSetting);
const webDist = join(root, 'web', 'dist');
const usingServer = Boolean(process.env.DATABASE_URL);
// The api keeps its PGlite cluster in DATA_DIR/pglite (api/src/main.ts).
const pgliteDir = join(dataDir, 'pglite');
const creatingDatabase = !usingServer && !existsSync(pgliteDir);
let apiReady = false;
/** .data for paths inside the repository, the absolute path otherwise. */
const shown = (path) => (path.startsWith(root + sep) ? relative(root, path) : path);

/**
 * Fails with one line when a port is taken. Listening on the unspecified address (dual-stack)
 * collides with anything bound to the port on 0.0.0.0, ::, 127.0.0.1 or ::1, so one probe covers
 * both the api's 127.0.0.1 and the bff's public bind.
 */
function assertPortFree(portNumber, envName, what) {
  return new Promise((resolvePromise) => {
    const probe = createServer();
    probe.once('error', (error) => {
      if (error.code === 'EADDRINUSE') {
        fail(
          `Port ${portNumber} (${what}) is already in use — is Jotpod already running? ` +
            `Stop that process or choose another port, e.g. ${envName}=${portNumber + 10} npm start`,
        );
      }
      fail(`Cannot listen on port ${portNumber} (${what}): ${error.code ?? error.message}`);
    });
    probe.listen({ port: portNumber, exclusive: true }, () => probe.close(() => resolvePromise()));
  });
}

await assertPortFree(port, 'PORT', 'web app and GraphQL');
await assertPortFree(apiPort, 'API_PORT', 'REST api');

await bootstrap();

const staleReason = webBuildReason();
if (staleReason) {
  header(`Building the web app (${staleReason})`);
  const buildStarted = Date.now();
  const code = await buildWeb();
  if (code !== 0) fail(`Building the web app failed (exit ${code}); see the output above`);
  console.log(dim(`web app built in ${formatDuration(Date.now() - buildStarted)}`));
}

// ---------------------------------------------------------------------------------------------
// Child processes
// ---------------------------------------------------------------------------------------------

/** @type {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<number | null> }[]} */
const services = [];
let stopping = false;

function prefixLines(stream, prefix, out) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(`${prefix} ${line}\n`));
}

function startService(name, color, entry, env) {
  // Node runs the TypeScript entry itself (it strips the types), in this very process: no wrapper process
  // in between, so the signal we send is the one the service's own shutdown handler receives.
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: Ctrl-C in the terminal reaches only this script, which then stops the
    // services in order (bff first, so no request reaches an api that is already closing).
    detached: true,
  });
  const prefix = color(`[${name}]`.padEnd(5));
  prefixLines(child.stdout, prefix, process.stdout);
  prefixLines(child.stderr, prefix, process.stderr);
  const exited = new Promise((resolveExit) => {
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? `signal ${signal}` : null)));
    child.on('error', (error) => {
      console.error(red(`[${name}] could not start: ${error.message}`));
      resolveExit(1);
    });
  });
  const service = { name, child, exited };
  services.push(service);
  exited.then((code) => {
    if (stopping) return;
    // A service died on its own: nothing useful can keep running, so stop the rest and say which.
    console.error(red(`✖ The ${name} exited unexpectedly (${typeof code === 'number' ? `exit ${code}` : code}); stopping Jotpod`));
    void shutdown(1);
  });
  return service;
}

function signalGroup(service, signal) {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  try {
    process.kill(-service.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

async function stopService(service, graceMs) {
  signalGroup(service, 'SIGTERM');
  let timer;
  const timedOut = new Promise((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), graceMs);
  });
  const result = await Promise.race([service.exited.then(() => 'exited'), timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    console.error(red(`The ${service.name} did not stop within ${graceMs / 1000} s; killing it`));
    signalGroup(service, 'SIGKILL');
    await service.exited;
  }
}

async function shutdown(exitCode) {
  if (stopping) return;
  stopping = true;
  console.log(dim('\nStopping Jotpod…'));
  // Reverse start order: the bff first, then the api (which flushes and closes the database).
  for (const service of [...services].reverse()) await stopService(service, 10_000);
  if (creatingDatabase && !apiReady) {
    // The api was stopped (or died) while creating the database: a half-made PGlite cluster
    // would fail every later start, so remove it and let the next run begin afresh.
    rmSync(pgliteDir, { recursive: true, force: true });
    console.log(dim(`Removed the incomplete database in ${shown(pgliteDir)}; the next start creates it again.`));
  }
  console.log(dim('Stopped.'));
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  // Repeated signals (npm forwards Ctrl-C too) must not interrupt an orderly shutdown.
  process.on(signal, () => void shutdown(0));
}
// Last resort if this script itself crashes: never leave detached services running.
process.on('exit', () => {
  for (const service of services) signalGroup(service, 'SIGTERM');
});

/** Polls a /health endpoint until it answers 2xx; rejects if the service exits or time runs out. */
async function waitForHealth(service, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  service.exited.then(() => {
    exited = true;
  });
  while (!exited && !stopping) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      console.error(red(`✖ The ${service.name} did not become healthy at ${url} within ${timeoutMs / 1000} s`));
      await shutdown(1);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // The exit handler in startService reports the failure and shuts down; just wait for that.
  await new Promise(() => {});
}

header('Starting Jotpod');
if (usingServer) {
  console.log(`Database: the PostgreSQL server in DATABASE_URL; uploads in ${shown(dataDir)}`);
} else if (!creatingDatabase) {
  console.log(`Database: embedded PGlite, reusing the data in ${shown(dataDir)}`);
} else {
  console.log(
    `Database: embedded PGlite. First run: creating ${shown(dataDir)} and loading the demo data (this takes a little while)`,
  );
}

/**
 * The secrets the two services share: the OAuth password-grant client (the api registers it, the
 * bff signs users in with it) and the key that seals the bff's session cookies. Environment
 * variables win; otherwise they are generated once and kept in DATA_DIR, so sign-ins survive a
 * restart like the rest of the data does.
 */
function localSecrets() {
  const file = join(dataDir, 'secrets.json');
  let stored = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // First run (or an unreadable file): generate below.
  }
  const secrets = {
    oauthClientSecret: stored.oauthClientSecret || randomBytes(32).toString('base64url'),
    sessionSecret: stored.sessionSecret || randomBytes(32).toString('base64url'),
  };
  if (secrets.oauthClientSecret !== stored.oauthClientSecret || secrets.sessionSecret !== stored.sessionSecret) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    OAUTH_CLIENT_SECRET: process.env.OAUTH_CLIENT_SECRET || secrets.oauthClientSecret,
    SESSION_SECRET: process.env.SESSION_SECRET || secrets.sessionSecret,
  };
}
const secrets = localSecrets();

const apiUrl = `http://127.0.0.1:${apiPort}`;
const api = startService('api', magenta, 'api/src/main.ts', {
  PORT: String(apiPort),
  // The api is internal: only the bff talks to it.
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  OAUTH_CLIENT_SECRET: secrets.OAUTH_CLIENT_SECRET,
});
// First run creates the database and loads the demo data before the api listens.
await waitForHealth(api, `${apiUrl}/health`, 300_000);
apiReady = true;
console.log(dim(`api ready at ${apiUrl}`));

const bff = startService('bff', cyan, 'bff/src/main.ts', {
  PORT: String(port),
  UPSTREAM_URL: apiUrl,
  WEB_DIST: webDist,
  ...secrets,
});
await waitForHealth(bff, `http://localhost:${port}/health`, 60_000);

console.log(
  `\n${bold(green(`Jotpod is running at http://localhost:${port}`))}  ${dim(
    `(GraphQL at /graphql; started in ${formatDuration(Date.now() - started)}; Ctrl-C to stop)`,
  )}\n`,
);
