import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startService, waitForHealth, type Service, type ServiceOptions } from '../bench-load/stack.ts';
import type { RestCall } from './rest-capture.ts';

/** A REST call of a signed-in screen, with the user's token. */
export interface SignedInCall {
  path: string;
  authorization: string;
  /** The round the bff sent it in (./rest-capture.ts). */
  round: number;
}

/** A recorded REST call (./rest-capture.ts), as the hop and the api runs send it again. */
export function asSignedInCall(call: RestCall): SignedInCall {
  return { path: call.line.replace(/^GET /, ''), authorization: call.authorization ?? '', round: call.round };
}

/**
 * Starts the minimal hop (./minimal-hop.ts) in front of the api, serving each screen's REST calls
 * at `/<index of the screen>`.
 */
export async function startMinimalHop(
  root: string,
  apiUrl: string,
  callsByScreen: readonly (readonly SignedInCall[])[],
  logFd: number,
  options: ServiceOptions = {},
): Promise<{ url: string; service: Service }> {
  const callsFile = join(mkdtempSync(join(tmpdir(), 'jotpod-hop-')), 'calls.json');
  writeFileSync(callsFile, JSON.stringify(callsByScreen));
  const port = await freePort();
  const service = startService(root, 'minimal hop', 'scripts/bench-throughput/minimal-hop.ts', { HOP_PORT: String(port), UPSTREAM_URL: apiUrl, HOP_CALLS: callsFile }, logFd, options);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(service, `${url}/health`, 60_000);
  return { url, service };
}
