import { getEventListeners } from 'node:events';
import type { ServerResponse } from 'node:http';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cancellationOf } from '../src/upstream/cancellation.ts';
import { UpstreamClient } from '../src/upstream/client.ts';
import { connectUpstream, type UpstreamConnection } from '../src/upstream/connection.ts';
import {
  NotAuthenticatedError,
  RequestCancelledError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
  ValidationError,
} from '../src/upstream/errors.ts';
import { sendJson, startTestServer, type TestServer } from './support/http-server.ts';

/**
 * Answers nothing more until the client hangs up. The client's timeout is then the only way the
 * exchange can end, however slowly this machine runs: no race between two clocks.
 */
function holdUntilClientGivesUp(res: ServerResponse, abandoned: string[], path: string): void {
  res.on('close', () => {
    abandoned.push(path);
    res.destroy();
  });
}

/**
 * The upstream module against a real HTTP server: envelopes, the error mapping of the REST
 * contract, timeouts, and that every response body is consumed (one pooled socket serves everything).
 */
describe('UpstreamClient', () => {
  let server: TestServer;
  /** The production timeouts (seconds): answered requests never race a clock. */
  let connection: UpstreamConnection;
  /** Short timeouts, only for the paths whose server never finishes answering. */
  let impatient: UpstreamConnection;
  const logged: string[] = [];
  /** Paths whose requests the server saw the client hang up on. */
  const abandoned: string[] = [];
  /** Requests of /held the server has received. */
  const arrived: string[] = [];
  const bigBody = { message: 'x'.repeat(256 * 1024) };

  beforeAll(async () => {
    server = await startTestServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      switch (path) {
        case '/api/v1/things/1':
          return sendJson(res, 200, { data: { id: 1, name: 'One' } });
        case '/api/v1/things':
          return sendJson(res, 200, { data: [{ id: 1 }, { id: 2 }], options: { pagination: { total_records: 42, page: 1, size: 2 } } });
        case '/api/v1/batch':
          return sendJson(res, 200, { data: [{ id: 3 }] });
        case '/api/v1/missing':
          return sendJson(res, 404, bigBody);
        case '/api/v1/invalid':
          return sendJson(res, 422, {
            message: 'The page field must be an integer. (and 1 more error)',
            errors: { page: ['The page field must be an integer.'], size: ['The size field must be between 1 and 100.'] },
          });
        case '/api/v1/invalid-messages':
          return sendJson(res, 422, { message: 'Invalid.', errors: { messages: { email: ['The email has already been taken.'] } } });
        case '/api/v1/unauthenticated':
          return sendJson(res, 401, { message: 'Unauthenticated.' });
        case '/api/v1/broken':
          return sendJson(res, 500, { message: 'Server Error', trace: 'at secret.ts:1' });
        case '/api/v1/not-json':
          res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy error page</html>');
          return;
        case '/api/v1/not-an-envelope':
          return sendJson(res, 200, { id: 1 });
        case '/api/v1/held':
          // Arrived, and answered only by the client hanging up.
          arrived.push(path);
          return holdUntilClientGivesUp(res, abandoned, path);
        case '/api/v1/slow-headers':
          // No status line, no headers, ever.
          return holdUntilClientGivesUp(res, abandoned, path);
        case '/api/v1/slow-body':
          // Headers and the first chunk of a body that never ends.
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data": {');
          return holdUntilClientGivesUp(res, abandoned, path);
        default:
          return sendJson(res, 404, { message: 'Not found' });
      }
    });
    connection = connectUpstream({ url: server.url, connections: 1, log: (message) => logged.push(message) });
    impatient = connectUpstream({
      url: server.url,
      connections: 1,
      headersTimeoutMs: 300,
      bodyTimeoutMs: 300,
      log: (message) => logged.push(message),
    });
  });

  afterAll(async () => {
    await connection?.close();
    await impatient?.close();
    await server?.close();
  });

  const client = (token: string | null = null) => new UpstreamClient(connection, token);

  it('unwraps {data} for single resources', async () => {
    await expect(client().getOne('/things/1')).resolves.toEqual({ id: 1, name: 'One' });
  });

  it('unwraps lists with options.pagination.total_records', async () => {
    await expect(client().getList('/things', { page: 1, size: 2 })).resolves.toEqual({ items: [{ id: 1 }, { id: 2 }], totalRecords: 42 });
  });

  it('treats an unpaged list (filter[id] batch) as one page of everything', async () => {
    const page = await client().getList('/batch', { 'filter[id]': [3, 4] });
    expect(page).toEqual({ items: [{ id: 3 }], totalRecords: 1 });
    expect(server.requests.at(-1)?.url).toBe('/api/v1/batch?filter%5Bid%5D=3%2C4');
  });

  it('leaves out null and undefined parameters', async () => {
    await client().getList('/things', { section: undefined, page: null, size: 5 });
    expect(server.requests.at(-1)?.url).toBe('/api/v1/things?size=5');
  });

  it('sends the bearer token only when there is one', async () => {
    await client('secret-token').getOne('/things/1');
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer secret-token');
    await client().getOne('/things/1');
    expect(server.requests.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('maps 404 to null for lookups and to UpstreamNotFoundError otherwise', async () => {
    await expect(client().findOne('/missing')).resolves.toBeNull();
    await expect(client().getOne('/missing')).rejects.toBeInstanceOf(UpstreamNotFoundError);
  });

  it('maps 422 to a ValidationError whose message joins the values of `errors`', async () => {
    const error = await client().getOne('/invalid').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).message).toBe('The page field must be an integer. The size field must be between 1 and 100.');
    expect((error as ValidationError).fieldErrors).toEqual([
      { field: 'page', messages: ['The page field must be an integer.'] },
      { field: 'size', messages: ['The size field must be between 1 and 100.'] },
    ]);
  });

  it('reads errors.messages when present', async () => {
    const error = await client().getOne('/invalid-messages').catch((e: unknown) => e);
    expect((error as ValidationError).message).toBe('The email has already been taken.');
  });

  it('maps 401 to NotAuthenticatedError with the server message', async () => {
    await expect(client().getOne('/unauthenticated')).rejects.toThrow(NotAuthenticatedError);
  });

  it.each(['/broken', '/not-json', '/not-an-envelope'])(
    'maps %s to "The content service is unavailable." without internals',
    async (path) => {
      const error = await client().getOne(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamUnavailableError);
      expect((error as Error).message).toBe('The content service is unavailable.');
      expect(JSON.stringify(error)).not.toContain('secret');
      expect(logged.at(-1)).toContain(path);
    },
  );

  it('keeps the upstream\'s internals (a stack trace in a 500 body) out of the error', async () => {
    const error = await client().getOne('/broken').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect(JSON.stringify(error)).not.toContain('secret.ts');
    // Control: the upstream did send them, so the check above could have caught a leak.
    const leaked = await request(`${server.url}/api/v1/broken`, { dispatcher: connection.dispatcher });
    expect(await leaked.body.text()).toContain('secret.ts');
  });

  it.each([
    ['/slow-headers', 'sends no headers'],
    ['/slow-body', 'never finishes its body'],
  ])('gives up on %s (the upstream %s) with "The content service is unavailable."', async (path) => {
    const error = await new UpstreamClient(impatient).getOne(path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamUnavailableError);
    expect((error as Error).message).toBe('The content service is unavailable.');
    expect(logged.at(-1)).toContain(path);
    // The client hung up: the server had not answered, so the timeout ended the exchange.
    await vi.waitFor(() => expect(abandoned).toContain(`/api/v1${path}`), { timeout: 20_000 });
  });

  it('maps a refused connection to UpstreamUnavailableError', async () => {
    const deadLog: string[] = [];
    const dead = connectUpstream({ url: 'http://127.0.0.1:1', log: (message) => deadLog.push(message) });
    try {
      await expect(new UpstreamClient(dead).getOne('/things/1')).rejects.toBeInstanceOf(UpstreamUnavailableError);
      // Refused, not timed out: the reason reaches the log (and only the log).
      expect(deadLog.join('\n')).toContain('ECONNREFUSED');
    } finally {
      await dead.close();
    }
  });

  it('consumes every body: many error responses in a row still share one pooled socket', async () => {
    const before = server.sockets.size;
    const c = client();
    for (let i = 0; i < 5; i += 1) {
      await expect(c.findOne('/missing')).resolves.toBeNull();
      await expect(c.getOne('/invalid')).rejects.toBeInstanceOf(ValidationError);
    }
    await expect(c.getOne('/things/1')).resolves.toEqual({ id: 1, name: 'One' });
    // Eleven calls on one pooled socket: at most one new one (the first, when this test runs alone).
    expect(server.sockets.size - before).toBeLessThanOrEqual(1);
  });

  it("cancels every call still in flight when the request's signal aborts, through one abort listener", async () => {
    const parallel = connectUpstream({ url: server.url, connections: 4, log: (message) => logged.push(message) });
    try {
      const request = new AbortController();
      const c = new UpstreamClient(parallel, null, { cancellation: cancellationOf(request.signal) });
      const abandonedBefore = abandoned.filter((path) => path === '/api/v1/held').length;
      // One call answered before the abort, three left waiting on the server.
      await c.getOne('/things/1');
      const held = [c.getJson('/held'), c.getJson('/held'), c.getJson('/held')].map((call) => call.catch((error: unknown) => error));
      await vi.waitFor(() => expect(arrived.length).toBeGreaterThanOrEqual(3), { timeout: 30_000 });
      // However many calls wait, the signal carries one listener (not one per call).
      expect(getEventListeners(request.signal, 'abort')).toHaveLength(1);

      request.abort(new DOMException('The client went away.', 'AbortError'));
      for (const outcome of await Promise.all(held)) expect(outcome).toBeInstanceOf(RequestCancelledError);
      // The server sees each of the three closed, not left open until a timeout.
      await vi.waitFor(() => expect(abandoned.filter((path) => path === '/api/v1/held').length - abandonedBefore).toBe(3), { timeout: 30_000 });
      // No call is sent once the request is over.
      await expect(c.getOne('/things/1')).rejects.toBeInstanceOf(RequestCancelledError);
      expect(c.requestCount).toBe(4);
    } finally {
      await parallel.close();
    }
  });

  it('counts its requests (per GraphQL request: one client each)', async () => {
    const c = client();
    await c.getOne('/things/1');
    await c.findOne('/missing');
    await c.getList('/things').catch(() => {});
    expect(c.requestCount).toBe(3);
    expect(client().requestCount).toBe(0);
  });
});
