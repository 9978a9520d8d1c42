/**
 * The bff's own GraphQL work per signed-in screen, without the network: starts the api on the demo
 * data (as the other benchmarks do), registers and signs in a user at the api, then runs
 * bff/scripts/layer-cost.ts, which executes every main screen's persisted query in one process
 * with the REST answers replayed from memory, and prints its CPU time per screen beside what
 * forwarding the same answers costs in JavaScript. Figures of one process's CPU time: they move
 * little with the machine's neighbours, so a change to the GraphQL layer shows in a few per cent.
 *
 *   npm run bench -- bff-layer [--screens "pod,author"] [--seconds 2] [--database-url postgres://...]
 *        [--cpu-prof .bench/profiles]   (a V8 CPU profile of the measuring process)
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCatalog } from '../bench-load/catalog.ts';
import { Client, loadPersistedIds } from '../bench-load/client.ts';
import { startStack } from '../bench-load/stack.ts';
import { Recorder } from '../bench-load/stats.ts';
import { mainScreens } from './screens.ts';

const { values } = parseArgs({
  options: {
    screens: { type: 'string' },
    seconds: { type: 'string', default: '2' },
    'database-url': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const root = fileURLToPath(new URL('../..', import.meta.url));
const log = (line: string): void => console.log(line);

/** POSTs JSON to the api and answers its JSON, or throws with the status. */
async function postJson(url: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const stack = await startStack({ root, databaseUrl: values['database-url'], bffEnv: {} }, log);
const workDir = mkdtempSync(join(tmpdir(), 'jotpod-bff-layer-'));
try {
  const catalog = await loadCatalog(new Client(stack.bffUrl, '127.0.0.1', loadPersistedIds(root), new Recorder()));
  const wanted = values.screens ? new Set(values.screens.split(',').map((name) => name.trim())) : null;
  const screens = mainScreens(root, catalog).filter((screen) => !wanted || wanted.has(screen.name));
  if (screens.length === 0) throw new Error(`no screen named ${values.screens}; the screens: ${mainScreens(root, catalog).map((screen) => screen.name).join(', ')}`);

  const email = `layer-${randomBytes(6).toString('hex')}@example.com`;
  const password = `bench-${randomBytes(12).toString('hex')}`;
  await postJson(`${stack.apiUrl}/api/v1/register`, { name: 'Layer Bench', email, password, password_confirmation: password });
  const grant = await postJson(`${stack.apiUrl}/oauth/token`, { grant_type: 'password', client_id: '1', client_secret: stack.oauthClientSecret, username: email, password, scope: '' });
  const accessToken = String(grant.access_token);
  const user = (await (await fetch(`${stack.apiUrl}/api/v1/user`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } })).json()) as { data: { id: number } };
  const inputFile = join(workDir, 'input.json');
  writeFileSync(
    inputFile,
    JSON.stringify({
      apiUrl: stack.apiUrl,
      tokens: { accessToken, refreshToken: String(grant.refresh_token), expiresAt: Date.now() + Number(grant.expires_in) * 1000, userId: user.data.id },
      screens: screens.map((screen) => {
        const body = JSON.parse(screen.body) as { extensions: { persistedQuery: { sha256Hash: string } } };
        return { name: screen.name, persistedId: body.extensions.persistedQuery.sha256Hash, operationName: screen.operationName, variables: screen.variables };
      }),
      seconds: Number(values.seconds),
    }),
  );
  log(`signed-in screens in one process, REST answers from memory (CPU µs of the process per screen; ${values.seconds} s of CPU each):`);
  const code = await new Promise<number | null>((resolve) => {
    const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${resolvePath(values['cpu-prof'])}`] : [];
    const child = spawn(process.execPath, [...profile, join(root, 'bff', 'scripts', 'layer-cost.ts'), inputFile], { cwd: root, stdio: 'inherit' });
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`bff/scripts/layer-cost.ts exited with ${code}`);
} finally {
  rmSync(workDir, { recursive: true, force: true });
  await stack.stop();
}
