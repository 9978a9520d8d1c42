// Makes sure dependencies are installed, current and patched (./dependency-patches.mjs) before
// `npm start` / `npm test` do anything.
// Node builtins only (it runs before node_modules exists). Usable on its own: `node scripts/bootstrap.mjs`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { applyDependencyPatches } from './dependency-patches.mjs';
import { NODE_MAJOR, runOnNode24 } from './node-runtime.mjs';
import { bold, fail, formatDuration, header, root, run } from './lib.mjs';

const lockfile = join(root, 'package-lock.json');
const modules = join(root, 'node_modules');
// npm writes this "hidden lockfile" at the end of every install; it mirrors the installed tree.
const installedLock = join(modules, '.package-lock.json');

/** Node 24 is the runtime (package.json engines); the entry scripts bring it (./node-runtime.mjs). */
function checkNode() {
  if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
    fail(`Jotpod runs on Node ${NODE_MAJOR} or newer; this is ${process.version} (run it through npm start, npm test or npm run bench, which bring Node ${NODE_MAJOR})`);
  }
}

/**
 * Does the installed tree match package-lock.json? A newer mtime alone is not enough to
 * reinstall: `git clone`, `git checkout` or `touch` change it without changing its contents,
 * and `npm ci` costs about 35 s. Compare the entries npm installed instead.
 */
function installedTreeMatchesLock() {
  let wanted;
  let installed;
  try {
    wanted = JSON.parse(readFileSync(lockfile, 'utf8')).packages ?? {};
    installed = JSON.parse(readFileSync(installedLock, 'utf8')).packages ?? {};
  } catch {
    return false;
  }
  const fingerprint = (entry) =>
    entry &&
    JSON.stringify([
      entry.version,
      entry.resolved,
      entry.integrity,
      entry.link,
      entry.dependencies,
      entry.devDependencies,
      entry.optionalDependencies,
      entry.peerDependencies,
    ]);
  for (const [key, entry] of Object.entries(wanted)) {
    if (key === '') continue; // the root project itself is not in the installed tree
    // Optional packages for other platforms (@esbuild/darwin-arm64, ...) are legitimately absent.
    if (!(key in installed)) {
      if (entry.optional) continue;
      return false;
    }
    if (fingerprint(entry) !== fingerprint(installed[key])) return false;
  }
  return Object.keys(installed).every((key) => key in wanted);
}

/** Why `npm ci` must run, or null when node_modules is current. */
export function installReason() {
  if (!existsSync(modules)) return 'node_modules is missing';
  if (!existsSync(installedLock)) return 'node_modules looks incomplete (no node_modules/.package-lock.json)';
  if (statSync(lockfile).mtimeMs > statSync(installedLock).mtimeMs && !installedTreeMatchesLock()) {
    return 'package-lock.json changed since the last install';
  }
  return null;
}

export async function bootstrap() {
  checkNode();
  if (!existsSync(lockfile)) fail(`package-lock.json is missing in ${root}`);
  const reason = installReason();
  if (reason) {
    header(`Installing dependencies with npm ci (${reason})`);
    const started = Date.now();
    // Scripts run under `npm start`/`npm test` inherit npm_config_* from the outer npm; that is fine for ci.
    const code = await run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci', '--no-audit', '--no-fund']);
    if (code !== 0) fail(`npm ci failed (exit ${code}); see the npm output above`);
    console.log(bold(`Dependencies installed in ${formatDuration(Date.now() - started)}`));
  }
  // npm ci applied them (postinstall); a checkout installed before a patch was added gets it here.
  try {
    for (const { file, outcome } of applyDependencyPatches(root)) {
      if (outcome === 'patched') console.log(`Patched ${file} (scripts/dependency-patches.mjs)`);
    }
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runOnNode24();
  await bootstrap();
}
