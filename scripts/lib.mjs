// Small helpers shared by the repository scripts (start, test, bootstrap).
// Node builtins only: these run before `npm ci` has installed anything.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = dirname(dirname(fileURLToPath(import.meta.url)));

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : String(text));
export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');
export const magenta = paint('35');

export function formatDuration(ms) {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Prints a section header so each step of a long run is easy to find in the log. */
export function header(title) {
  console.log(`\n${bold(cyan(`▶ ${title}`))}`);
}

/** Prints one line to stderr and exits: the message is the whole diagnosis, no stack trace. */
export function fail(message, code = 1) {
  console.error(red(`✖ ${message}`));
  process.exit(code);
}

/**
 * Path of an executable installed by npm (node_modules/.bin). Workspace packages hoist their
 * binaries to the root, so one lookup covers relay-compiler, tsc, vitest and vite.
 */
export function bin(name) {
  const path = join(root, 'node_modules', '.bin', name);
  if (!existsSync(path)) fail(`${name} is not installed (expected ${path}); run \`npm ci\``);
  return path;
}

/**
 * Runs a command with the terminal attached and resolves with its exit code.
 * Signals are not forwarded: the child is in our process group, so Ctrl-C reaches it directly.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output collected instead of shown (stdout and stderr interleaved as
 * they came) and resolves with its exit code and that output: for checks that run side by side
 * and are printed one after another.
 */
export function runCaptured(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString() }));
  });
}

/** True when the host command exists on PATH (apt-get, sudo, ...). */
export function onPath(command) {
  return (process.env.PATH ?? '')
    .split(':')
    .some((dir) => dir && existsSync(join(dir, command)));
}

/** Newest modification time (ms) of a file, or of any file under a directory; 0 when absent. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file only shows as a newer directory mtime
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Everything the web bundle is built from: a change to any of these makes web/dist stale. */
const webInputs = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/package.json',
  'schema.graphql',
  'relay.config.json',
  'package-lock.json',
];

/** Why web/dist must be rebuilt, or null when it is newer than all of its sources. */
export function webBuildReason() {
  const builtAt = newestMtime(join(root, 'web', 'dist', 'index.html'));
  if (!builtAt) return 'web/dist does not exist yet';
  // The server's copy of the app (first pages rendered by the bff) comes from the same build.
  if (!newestMtime(join(root, 'web', 'dist-server', 'entry-server.js'))) return 'web/dist-server does not exist yet';
  const changed = webInputs.find((input) => newestMtime(join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/**
 * relay-compiler first (the Vite build imports its generated artifacts), then the Vite build.
 * `relay: false` skips the compiler when the caller has just validated the artifacts.
 * Returns the first non-zero exit code, or 0.
 */
export async function buildWeb({ relay = true } = {}) {
  if (relay) {
    const code = await run(bin('relay-compiler'), []);
    if (code !== 0) return code;
  }
  return run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build:web']);
}
