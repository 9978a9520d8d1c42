import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startService, waitForHealth, type Service } from '../bench-load/stack.ts';

/** A REST call of a signed-in screen, with the user's token. */
export interface SignedInCall {
  path: string;
  authorization: string;
  /** The round the bff sent it in (./rest-capture.ts). */
  round: number;
}

/**
 * Starts the minimal hop (./minimal-hop.ts) in front of the api, serving each screen's REST calls
 * at `/<index of the screen>`.
 */
export async function startMinimalHop(root: string, apiUrl: string, callsByScreen: readonly (readonly SignedInCall[])[], logFd: number): Promise<{ url: string; service: Service }> {
  const callsFile = join(mkdtempSync(join(tmpdir(), 'jotpod-hop-')), 'calls.json');
  writeFileSync(callsFile, JSON.stringify(callsByScreen));
  const port = await freePort();
  const service = startService(root, 'minimal hop', 'scripts/bench-throughput/minimal-hop.ts', { HOP_PORT: String(port), UPSTREAM_URL: apiUrl, HOP_CALLS: callsFile }, logFd);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(service, `${url}/health`, 60_000);
  return { url, service };
}
