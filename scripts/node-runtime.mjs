// Jotpod runs on Node 24 LTS. Where the machine's own Node is older, the entry scripts (start,
// test, bench, .ci/run) install the pinned Node 24 and its npm from the npm registry into
// `.runtime/` (git-ignored), once, check both tarballs against the integrity pinned here, and run
// themselves again with it, the runtime's bin folder first on PATH so that every `node` and `npm`
// below them (npm ci, vitest, the api and bff) is Node 24's.
// Written for the oldest Node that may start it (20): Node builtins and the system `tar` only.
// Usable on its own: `node scripts/node-runtime.mjs --bin-dir` prints the folder to put first on
// PATH (after installing when needed), `--version` the Node it would run.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The Node line Jotpod runs on; `.nvmrc`, `.node-version`, `engines` and the Dockerfiles name it too. */
export const NODE_MAJOR = 24;
export const NODE_VERSION = '24.22.3';
/** npm for that Node (Node's own tarballs bundle npm 11; the registry's node-<platform> packages do not). */
export const NPM_VERSION = '11.21.3';
const NPM_INTEGRITY = 'sha512-5Cf+jE+XctbhH/zjOOqXC+ity7eec/Tkk4Ql38tf6w+1htp2wYPHmE4c1R1Es3DY227Ac14+SLrlYJwkBicbTg==';
/** The official binaries, as the registry publishes them (behind the `node` package), by platform. */
export const NODE_INTEGRITY = {
  'linux-x64': 'sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA==',
  'linux-arm64': 'sha512-IZx0J52/1NDwAsY2iyWR9nlPIYuYviTWetjj8+ElvYQh2+XRhLfCfkbFEF/2O5vGI2hcUbyPNHV+nz342FbJXw==',
};

const platform = `${process.platform}-${process.arch}`;
export const runtimeDir = join(root, '.runtime', `node-v${NODE_VERSION}-${platform}`);
const binDir = join(runtimeDir, 'bin');
const nodePath = join(binDir, 'node');
/** Set for the re-run process, so that it says which Node it runs without checking again. */
const REASON_VARIABLE = 'JOTPOD_NODE_RUNTIME';

const log = (line) => process.stderr.write(`${line}\n`);
const shown = (path) => relative(root, path) || '.';

function stop(message) {
  log(`\x1b[31m✖ ${message}\x1b[0m`);
  process.exit(1);
}

const ownMajor = () => Number(process.versions.node.split('.')[0]);

function registryUrl() {
  const configured = process.env.npm_config_registry || 'https://registry.npmjs.org/';
  return configured.endsWith('/') ? configured : `${configured}/`;
}

/** Downloads a registry tarball and checks it against its pinned Subresource Integrity string. */
async function download(name, version, integrity) {
  const base = name.split('/').pop();
  const url = `${registryUrl()}${name}/-/${base}-${version}.tgz`;
  let response;
  try {
    response = await fetch(url);
  } catch (error) {
    stop(`Could not download ${name}@${version} from ${url}: ${error.cause?.message ?? error.message}`);
  }
  if (!response.ok) stop(`Could not download ${name}@${version}: ${url} answered ${response.status}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const [algorithm, expected] = integrity.split(/-(.*)/s);
  const actual = createHash(algorithm).update(bytes).digest('base64');
  if (actual !== expected) {
    stop(`${name}@${version} from ${url} does not match its pinned integrity (${algorithm} ${actual}); nothing was installed`);
  }
  return bytes;
}

function untar(bytes, into) {
  mkdirSync(into, { recursive: true });
  return new Promise((resolve) => {
    const child = spawn('tar', ['-xzf', '-', '-C', into, '--strip-components=1'], { stdio: ['pipe', 'inherit', 'inherit'] });
    child.on('error', (error) => stop(`Could not run tar to unpack Node ${NODE_VERSION}: ${error.message}`));
    child.on('exit', (code) => (code === 0 ? resolve() : stop(`tar could not unpack Node ${NODE_VERSION} (exit ${code})`)));
    child.stdin.end(bytes);
  });
}

/**
 * Installs Node and npm into a temporary folder beside the final one and renames it into place
 * when complete: an interrupted install leaves no half runtime, and two scripts starting at once
 * (npm start and npm test) both end with the same one.
 */
async function install() {
  const integrity = NODE_INTEGRITY[platform];
  if (!integrity) {
    stop(
      `Jotpod runs on Node ${NODE_MAJOR}; this is ${process.version} and no Node ${NODE_MAJOR} build for ${platform} is pinned. ` +
        `Install Node ${NODE_VERSION} (https://nodejs.org, or nvm/fnm with .nvmrc) and run the command again.`,
    );
  }
  log(`Installing Node ${NODE_VERSION} and npm ${NPM_VERSION} from the npm registry into ${shown(runtimeDir)} (once)`);
  const [nodeTarball, npmTarball] = await Promise.all([
    download(`node-${platform}`, NODE_VERSION, integrity),
    download('npm', NPM_VERSION, NPM_INTEGRITY),
  ]);
  mkdirSync(dirname(runtimeDir), { recursive: true });
  const staging = mkdtempSync(`${runtimeDir}.partial-`);
  try {
    await untar(nodeTarball, staging);
    const npmDir = join(staging, 'lib', 'node_modules', 'npm');
    await untar(npmTarball, npmDir);
    for (const tool of ['npm', 'npx']) {
      const link = join(staging, 'bin', tool);
      rmSync(link, { force: true });
      symlinkSync(`../lib/node_modules/npm/bin/${tool}-cli.js`, link);
      chmodSync(join(npmDir, 'bin', `${tool}-cli.js`), 0o755);
    }
    chmodSync(staging, 0o755); // mkdtemp made it private
    writeFileSync(join(staging, 'INSTALLED_BY'), 'scripts/node-runtime.mjs: delete this folder to install again\n');
    try {
      renameSync(staging, runtimeDir);
    } catch (error) {
      if (!existsSync(nodePath)) throw error; // not another script that finished first
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Why the running Node, of Node 24 or newer, is the one that runs. */
function whyThisNode() {
  if (process.execPath === nodePath) return `installed in ${shown(runtimeDir)} (first on PATH)`;
  return `this machine's own, at ${process.execPath} (Jotpod runs on Node ${NODE_MAJOR} or newer)`;
}

/** The PATH that puts the runtime's node and npm before the machine's. */
export function pathWithRuntime(path = process.env.PATH ?? '') {
  return [binDir, ...path.split(':').filter((entry) => entry && entry !== binDir)].join(':');
}

/** Installs the pinned runtime when it is missing and returns its bin folder. */
export async function ensureRuntimeInstalled() {
  if (!existsSync(nodePath) || !existsSync(join(binDir, 'npm'))) await install();
  return binDir;
}

function readPin(file) {
  try {
    return readFileSync(join(root, file), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Makes the calling entry script run on Node 24: returns at once on the machine's own Node 24 or
 * newer (saying so); otherwise installs the pinned runtime when needed, runs the same script with
 * the same arguments on it, and exits with its exit code. Signals the terminal sends reach both
 * processes (one process group); one sent to this process alone is passed on.
 */
export async function runOnNode24() {
  const reason = process.env[REASON_VARIABLE];
  if (reason) {
    log(`\x1b[2mNode ${process.version}: ${reason}\x1b[0m`);
    return;
  }
  if (ownMajor() >= NODE_MAJOR) {
    log(`\x1b[2mNode ${process.version}: ${whyThisNode()}\x1b[0m`);
    return;
  }
  await ensureRuntimeInstalled();
  const why = `installed in ${shown(runtimeDir)}, because this machine's Node is ${process.version} and Jotpod runs on Node ${NODE_MAJOR}`;
  const env = {
    ...process.env,
    PATH: pathWithRuntime(),
    [REASON_VARIABLE]: why,
    // npm run-script set these for the machine's Node and npm; the inner npm and scripts must
    // not call back into them.
    npm_node_execpath: nodePath,
    NODE: nodePath,
    npm_execpath: join(runtimeDir, 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js'),
    // A native addon built by node-gyp must compile against Node 24's headers (the tarball's
    // include/), not those a machine-wide npmrc points at for its own Node.
    npm_config_nodedir: runtimeDir,
  };
  const child = spawn(nodePath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  // The terminal's Ctrl-C reaches the child as well: this process only waits for it to end.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (signal !== 'SIGINT') child.kill(signal);
    });
  }
  const code = await new Promise((resolve) => {
    child.on('error', (error) => stop(`Could not start ${nodePath}: ${error.message}`));
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0)));
  });
  process.exit(code);
}

/** The pins the repository keeps beside this script, for the consistency test. */
export function declaredPins() {
  return { nvmrc: readPin('.nvmrc'), nodeVersion: readPin('.node-version') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag] = process.argv.slice(2);
  if (flag === '--bin-dir') {
    if (ownMajor() >= NODE_MAJOR) {
      log(`Node ${process.version}: ${whyThisNode()}`);
      process.stdout.write(`${dirname(process.execPath)}\n`);
    } else {
      const dir = await ensureRuntimeInstalled();
      log(`Node ${NODE_VERSION} from ${shown(runtimeDir)}: this machine's Node is ${process.version} and Jotpod runs on Node ${NODE_MAJOR}`);
      process.stdout.write(`${dir}\n`);
    }
  } else if (flag === '--version') {
    process.stdout.write(`${ownMajor() >= NODE_MAJOR ? process.versions.node : NODE_VERSION}\n`);
  } else {
    stop('usage: node scripts/node-runtime.mjs --bin-dir | --version');
  }
}
