import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../src/upstream/client.ts';
import { connectUpstream, type UpstreamConnection } from '../src/upstream/connection.ts';
import {
  NotAuthenticatedError,
  UpstreamNotFoundError,
  UpstreamUnavailableError,
  ValidationError,
} from '../src/upstream/errors.ts';
import { sendJson, startTestServer, type TestServer } from './support/http-server.ts';

/**
 * The upstream module against a real HTTP server: envelopes, the error mapping of spec section 8,
 * timeouts, and that every response body is consumed (one pooled socket serves everything).
 */
describe('UpstreamClient', () => {
  let server: TestServer;
  let connection: UpstreamConnection;
  const logged: string[] = [];
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
        case '/api/v1/slow-headers':
          setTimeout(() => sendJson(res, 200, { data: {} }), 1_000);
          return;
        case '/api/v1/slow-body':
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"data": {');
          setTimeout(() => res.end('}}'), 1_000);
          return;
        default:
          return sendJson(res, 404, { message: 'Not found' });
      }
    });
    connection = connectUpstream({
      url: server.url,
      connections: 1,
      headersTimeoutMs: 300,
      bodyTimeoutMs: 300,
      log: (message) => logged.push(message),
    });
  });

  afterAll(async () => {
    await connection.close();
    await server.close();
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

  it.each(['/broken', '/not-json', '/not-an-envelope', '/slow-headers', '/slow-body'])(
    'maps %s to "The content service is unavailable." without internals',
    async (path) => {
      const error = await client().getOne(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamUnavailableError);
      expect((error as Error).message).toBe('The content service is unavailable.');
      expect(JSON.stringify(error)).not.toContain('secret');
      expect(logged.at(-1)).toContain(path);
    },
  );

  it('maps a refused connection to UpstreamUnavailableError', async () => {
    const dead = connectUpstream({ url: 'http://127.0.0.1:1', connectTimeoutMs: 300, log: () => {} });
    try {
      await expect(new UpstreamClient(dead).getOne('/things/1')).rejects.toBeInstanceOf(UpstreamUnavailableError);
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
    // The timeouts above destroyed their sockets; these eleven calls needed at most one new one.
    expect(server.sockets.size - before).toBeLessThanOrEqual(1);
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
