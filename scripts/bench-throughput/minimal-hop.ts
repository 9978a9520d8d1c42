/**
 * The least any process in front of the api can cost a signed-in screen: a Node HTTP server that
 * reads the POST, makes the screen's REST calls (the ones the bff made, with the user's token)
 * at once over a keep-alive pool, parses each answer and sends them back as one JSON body. No
 * GraphQL, no session, no checks. The throughput bench runs the signed-in screens through it
 * beside the bff: the bff's distance to this hop is what its own work costs; this hop's distance
 * to the api is what any separate process costs on the same machine.
 *
 *   HOP_PORT=... UPSTREAM_URL=http://127.0.0.1:... HOP_CALLS=<file: [[{ path, authorization }], ...]>
 *   POST /<screen index>            every call at once
 *   POST /<screen index>?rounds      the calls in the rounds the bff sent them in (./rest-capture.ts)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Pool } from 'undici';
import type { SignedInCall } from './minimal-hop-service.ts';

const upstream = process.env.UPSTREAM_URL ?? '';
const screens = JSON.parse(readFileSync(process.env.HOP_CALLS ?? '', 'utf8')) as SignedInCall[][];
const pool = new Pool(upstream, { connections: 64 });

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.url === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    const [index, query] = (req.url ?? '').slice(1).split('?');
    const calls = screens[Number(index)];
    if (!calls) {
      res.writeHead(404).end();
      return;
    }
    JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const send = (call: SignedInCall): Promise<unknown> => get(call).then((text) => JSON.parse(text) as unknown);
    (query === 'rounds' ? inRounds(calls, send) : Promise.all(calls.map(send))).then(
      (data) => {
        const body = JSON.stringify({ data });
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) }).end(body);
      },
      () => res.writeHead(502).end(),
    );
  });
});
/**
 * A GET's body as text, through undici's dispatcher interface: no stream or async resource per
 * call (what the bff's upstream client does too), so the hop costs no more than it must.
 */
function get(call: SignedInCall): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pool.dispatch(
      { origin: upstream, method: 'GET', path: call.path, headers: { accept: 'application/json', authorization: call.authorization } },
      {
        onRequestStart() {},
        onResponseStart() {},
        onResponseData(_, chunk: Buffer) {
          chunks.push(chunk);
        },
        onResponseEnd() {
          resolve(Buffer.concat(chunks).toString('utf8'));
        },
        onResponseError(_, error: Error) {
          reject(error);
        },
      },
    );
  });
}

/** Each round's calls at once, the next round when they have all been answered. */
async function inRounds(calls: readonly SignedInCall[], send: (call: SignedInCall) => Promise<unknown>): Promise<unknown[]> {
  const answers: unknown[] = [];
  const last = Math.max(...calls.map((call) => call.round));
  for (let round = 1; round <= last; round++) {
    answers.push(...(await Promise.all(calls.filter((call) => call.round === round).map(send))));
  }
  return answers;
}

server.listen(Number(process.env.HOP_PORT), '127.0.0.1');
// Exits on SIGTERM through process.exit, so that a `--cpu-prof` profile is written.
process.once('SIGTERM', () => process.exit(0));
