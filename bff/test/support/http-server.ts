import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface TestServer {
  url: string;
  /** Request URLs (path + query) and headers, in arrival order. */
  requests: { url: string; headers: IncomingMessage['headers'] }[];
  /** Distinct sockets that carried requests (keep-alive reuse shows as 1). */
  sockets: Set<Socket>;
  close(): Promise<void>;
}

/** A real node:http server with a handler per test: what the upstream module talks to. */
export async function startTestServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    sockets.add(req.socket);
    handler(req, res);
  });
  // Idle keep-alive sockets stay open for the whole test file (the server's Keep-Alive hint also
  // sets undici's idle limit): socket reuse is then a property of the client, not of how long a
  // busy machine paused between two requests.
  server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }).end(text);
}
