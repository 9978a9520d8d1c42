/**
 * The REST calls a screen costs: a recording proxy between a bff and the api notes every request
 * the bff makes for one GraphQL request, so the bench can send the very same calls straight at
 * the api ("the same REST calls without the bff").
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

/** One recorded call: method and path with query, and the bearer token it carried (a signed-in user's). */
export interface RestCall {
  line: string;
  authorization?: string;
  /**
   * Which wait of the screen it was sent after: 1 for the calls sent before any answer came
   * back, 2 for those sent after an answer of round 1 (they needed it, or waited for it), and so on.
   */
  round: number;
}

export interface RestCapture {
  url: string;
  /** The calls recorded since the last `take`, in arrival order (one screen at a time: rounds count from there). */
  take(): RestCall[];
  close(): Promise<void>;
}

export async function startRestCapture(apiUrl: string): Promise<RestCapture> {
  let calls: RestCall[] = [];
  // A call opens a new round when an answer went back since the current round's first call.
  let round = 0;
  let answeredInRound = true;
  const server: Server = createServer((req, res) => {
    const authorization = req.headers.authorization;
    if (answeredInRound) {
      round += 1;
      answeredInRound = false;
    }
    const callRound = round;
    res.on('finish', () => {
      if (callRound === round) answeredInRound = true;
    });
    calls.push({ line: `${req.method} ${req.url}`, ...(authorization ? { authorization } : {}), round });
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'connection'));
    request(`${apiUrl}${req.url ?? '/'}`, { method: (req.method ?? 'GET') as 'GET', headers: headers as Record<string, string>, body: req.method === 'GET' || req.method === 'HEAD' ? null : req })
      .then(async (upstream) => {
        const body = Buffer.from(await upstream.body.arrayBuffer());
        const type = upstream.headers['content-type'];
        res.writeHead(upstream.statusCode, { ...(typeof type === 'string' ? { 'content-type': type } : {}), 'content-length': body.length }).end(body);
      })
      .catch((error: unknown) => {
        res.writeHead(502).end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    take: () => {
      const taken = calls;
      calls = [];
      round = 0;
      answeredInRound = true;
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
