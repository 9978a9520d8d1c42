/**
 * The real stack under load: the api and the bff as two child processes, the way `npm start` runs
 * them (`node <entry>`, no wrapper process), so each one's RSS is its own. Free ports,
 * a throwaway data directory, fresh secrets. With PGlite the data directory is a copy of a seeded
 * template kept under .bench/ (the demo seed runs once, not on every run).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Service {
  name: string;
  pid: number;
  /** Where its inspector listens once it gets SIGUSR1 (./live-heap.ts); none until then. */
  inspectPort?: number;
  exited: Promise<string>;
  child: ChildProcess;
}

export interface Stack {
  bffUrl: string;
  apiUrl: string;
  /** The api's OAuth client secret (another bff of the same stack needs it to sign in). */
  oauthClientSecret: string;
  api: Service;
  bff: Service;
  /** Where both services write their logs (stdout and stderr). */
  logFile: string;
  logFd: number;
  stop: () => Promise<void>;
}

export interface StackOptions {
  root: string;
  databaseUrl?: string | undefined;
  /** Settings of the bff beyond the defaults (rate limits). */
  bffEnv: Record<string, string>;
  /** Options for the bff's node (a CPU profile: `--cpu-prof`, `--cpu-prof-dir=...`). */
  bffNodeArgs?: readonly string[];
  /** A seeded DATA_DIR (pglite/, uploads/) to copy for PGlite runs; default the demo data under .bench/load-demo. */
  template?: string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServiceOptions {
  /** The Node that runs the service: this process's unless given (another line's, to compare). */
  node?: string;
  /** Options for node itself, before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: readonly string[];
  /** A free port for the inspector, opened only on SIGUSR1 (no debugger runs until then). */
  inspectPort?: number;
}

export function startService(root: string, name: string, entry: string, env: Record<string, string>, logFd: number, options: ServiceOptions = {}): Service {
  const inspect = options.inspectPort === undefined ? [] : [`--inspect-port=127.0.0.1:${options.inspectPort}`];
  const child = spawn(options.node ?? process.execPath, [...inspect, ...(options.nodeArgs ?? []), entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', logFd, logFd],
  });
  if (child.pid === undefined) throw new Error(`could not start the ${name}`);
  const exited = new Promise<string>((resolve) => {
    child.on('exit', (code, signal) => resolve(signal ? `signal ${signal}` : `exit ${code}`));
    child.on('error', (error) => resolve(error.message));
  });
  return { name, pid: child.pid, exited, child, ...(options.inspectPort === undefined ? {} : { inspectPort: options.inspectPort }) };
}

export async function waitForHealth(service: Service, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedWith: string | null = null;
  void service.exited.then((how) => {
    exitedWith = how;
  });
  for (;;) {
    if (exitedWith !== null) throw new Error(`the ${service.name} exited (${exitedWith}) before it was healthy`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the ${service.name} was not healthy at ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** SIGTERM (each service closes cleanly on it), SIGKILL after a grace period. */
export async function stopService(service: Service, graceMs: number): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), graceMs);
  });
  const result = await Promise.race([service.exited, timedOut]);
  clearTimeout(timer);
  if (result === 'timeout') {
    service.child.kill('SIGKILL');
    await service.exited;
  }
}

/** The demo data seeded once into .bench/load-demo by the api itself (its first start seeds). */
async function seededTemplate(root: string, log: (line: string) => void): Promise<string> {
  const template = join(root, '.bench', 'load-demo');
  if (existsSync(join(template, 'ready'))) return template;
  rmSync(template, { recursive: true, force: true });
  log('seeding the demo data into .bench/load-demo (once; later runs copy it)...');
  mkdirSync(template, { recursive: true });
  const port = await freePort();
  const logFd = openSync(join(root, '.bench', 'load-demo-seed.log'), 'w');
  const api = startService(root, 'api', 'api/src/main.ts', { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: template, DATABASE_URL: '' }, logFd);
  try {
    await waitForHealth(api, `http://127.0.0.1:${port}/health`, 600_000);
  } finally {
    await stopService(api, 30_000);
  }
  // Marks a complete seed: an interrupted one is thrown away and done again next time.
  cpSync(join(root, 'package.json'), join(template, 'ready'));
  return template;
}

/**
 * Another bff beside the stack's, with its response cache off (every request runs), in front of
 * the stack's api or of another upstream (a recording proxy); healthy when it resolves. `env`:
 * more settings (the bench's rate limits). The caller stops it.
 */
export async function startCachelessBff(
  root: string,
  stack: Pick<Stack, 'oauthClientSecret' | 'logFd'>,
  name: string,
  upstreamUrl: string,
  env: Record<string, string>,
  options: ServiceOptions = {},
): Promise<{ url: string; service: Service }> {
  const port = await freePort();
  const service = startService(
    root,
    name,
    'bff/src/main.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstreamUrl,
      // Set either way: the shell's must not reach a bench's bff.
      SEARCH_URL: '',
      REDIS_URL: '',
      WEB_DIST: join(root, 'web', 'dist'),
      OAUTH_CLIENT_SECRET: stack.oauthClientSecret,
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      RESPONSE_CACHE_TTL_SECONDS: '0',
      ...env,
    },
    stack.logFd,
    options,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(service, `${url}/health`, 120_000);
  } catch (error) {
    await stopService(service, 5_000);
    throw error;
  }
  return { url, service };
}

export async function startStack(options: StackOptions, log: (line: string) => void): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jotpod-bench-load-'));
  if (!options.databaseUrl) cpSync(options.template ?? (await seededTemplate(options.root, log)), dataDir, { recursive: true });
  const logFile = join(dataDir, 'services.log');
  const logFd = openSync(logFile, 'a');
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const [apiInspectPort, bffInspectPort] = [await freePort(), await freePort()];
  const oauthClientSecret = randomBytes(32).toString('base64url');
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const services: Service[] = [];
  const stop = async (): Promise<void> => {
    // The bff first, so no request reaches an api that is already closing.
    for (const service of [...services].reverse()) await stopService(service, 15_000);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const api = startService(
      options.root,
      'api',
      'api/src/main.ts',
      {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        OAUTH_CLIENT_SECRET: oauthClientSecret,
        // Set either way: a DATABASE_URL in the shell must not turn a PGlite run into another one.
        DATABASE_URL: options.databaseUrl ?? '',
      },
      logFd,
      { inspectPort: apiInspectPort },
    );
    services.push(api);
    await waitForHealth(api, `${apiUrl}/health`, 600_000);
    const bff = startService(
      options.root,
      'bff',
      'bff/src/main.ts',
      {
        PORT: String(bffPort),
        HOST: '127.0.0.1',
        UPSTREAM_URL: apiUrl,
        WEB_DIST: join(options.root, 'web', 'dist'),
        // Counters in this bff's memory: a REDIS_URL in the shell would share them with other runs.
        REDIS_URL: '',
        OAUTH_CLIENT_SECRET: oauthClientSecret,
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        ...options.bffEnv,
      },
      logFd,
      { inspectPort: bffInspectPort, ...(options.bffNodeArgs ? { nodeArgs: options.bffNodeArgs } : {}) },
    );
    services.push(bff);
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    await waitForHealth(bff, `${bffUrl}/health`, 120_000);
    return { bffUrl, apiUrl, oauthClientSecret, api, bff, logFile, logFd, stop };
  } catch (error) {
    const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status (Linux). */
export function rssMb(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

/**
 * CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat: fields
 * 14 and 15 after the command name, in clock ticks (100 a second on Linux).
 */
export function cpuSeconds(pid: number): number {
  return cpuSecondsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

/** The part of cpuSeconds the kernel spent on the process's behalf (system time: syscalls, page faults). */
export function kernelCpuSeconds(pid: number): number {
  return Number(statFields(readFileSync(`/proc/${pid}/stat`, 'utf8'))[12]) / 100;
}

function cpuSecondsOfStat(stat: string): number {
  const fields = statFields(stat);
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The fields of a /proc/<pid>/stat line after the command name (which may hold spaces and parentheses). */
function statFields(stat: string): string[] {
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** CPU time this process (a bench's clients) has used so far, in seconds. */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/**
 * CPU seconds used so far by every PostgreSQL server process of this machine (the postmaster,
 * its backends and helpers; they are separate processes, a backend per connection): what the
 * database server spends, for a bench on a PostgreSQL server. Backends that have exited are no
 * longer counted, so read it around stretches in which the api's pool keeps its connections.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      total += cpuSecondsOfStat(stat);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}
