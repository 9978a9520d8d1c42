import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBff } from '../../bff/src/server.ts';
import { useAbuseStack } from './support/abuse-stack.ts';
import { CSRF_HEADER, HOSTILE, UPLOAD_MUTATION, uploadForm } from './support/hostile-requests.ts';
import { codesOf, feedAnswers, graphql, post, type GraphqlAnswer } from './support/requests.ts';
import { ClientCalls, ServerTraffic } from './support/traffic.ts';

/**
 * Bodies and time: what a request may send and how long its work may last. Oversized bodies are
 * refused (uploads from their headers alone, before anything is read), and a client that hangs
 * up stops the work it started.
 */
describe('request bodies and abandoned requests', () => {
  const abuse = useAbuseStack();
  const hostile = abuse.hostile;

  it('answers a 5 MB JSON body with 413 PAYLOAD_TOO_LARGE', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.hugeJson.send(abuse.stack.url));
    expect(answer.status).toBe(413);
    expect(codesOf(answer)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(answer.errors?.[0]?.message).toMatch(/at most 100 kB/);
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('answers 413 to a body sent without a Content-Length as soon as it passes the limit', async () => {
    const answer = await new Promise<GraphqlAnswer>((resolve, reject) => {
      const request = httpRequest(new URL('/graphql', abuse.stack.url), { method: 'POST', headers: { 'content-type': 'application/json' } }, (response) => {
        readJson(response).then(resolve, reject);
      });
      request.on('error', reject);
      request.write(`{"query":"{ __typename }","variables":{"padding":"`);
      // Chunked transfer encoding: the bff only learns the size by reading.
      for (let chunk = 0; chunk < 40; chunk += 1) request.write('x'.repeat(10 * 1024));
      request.end('"}}');
    });
    expect(answer.status).toBe(413);
    expect(codesOf(answer)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses a 10 MB upload without a session (401 UNAUTHENTICATED), from its headers', async () => {
    const { answer, apiRequests } = await hostile(() => HOSTILE.anonymousUpload.send(abuse.stack.url));
    expect(answer.status).toBe(401);
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
    expect(answer.errors?.[0]?.message).toMatch(/signed-in session/);
    expect(apiRequests).toBe(0);
    expect(await feedAnswers(abuse.stack.url)).toBe(true);
  });

  it('refuses an upload request declaring more than the upload limit, even with credentials', async () => {
    const headers = { ...CSRF_HEADER, authorization: 'Bearer not-checked-before-the-size' };
    const { answer, apiRequests } = await hostile(() => post(abuse.stack.url, uploadForm(UPLOAD_MUTATION, 12 * 1024 * 1024), headers));
    expect(answer.status).toBe(413);
    expect(codesOf(answer)).toEqual(['PAYLOAD_TOO_LARGE']);
    expect(apiRequests).toBe(0);
  });

  it('accepts multipart requests for upload mutations only (UPLOAD_OPERATION_REQUIRED)', async () => {
    const headers = { ...CSRF_HEADER, authorization: 'Bearer any-token' };
    const form = uploadForm('{ feed(tag: PERSONAL, first: 100) { totalCount } }', 16);
    const { answer, apiRequests } = await hostile(() => post(abuse.stack.url, form, headers));
    expect(codesOf(answer)).toEqual(['UPLOAD_OPERATION_REQUIRED']);
    expect(apiRequests).toBe(0);
  });

  it('cancels the upstream calls of a request that outlives its deadline (REQUEST_TIMEOUT)', async () => {
    // An upstream that takes every request and never answers: only the deadline can end the query.
    const stalled = createServer(() => {});
    stalled.listen(0, '127.0.0.1');
    await once(stalled, 'listening');
    const upstreamUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
    const arrived: IncomingMessage[] = [];
    stalled.on('request', (request: IncomingMessage) => arrived.push(request));
    const bff = await startBff({
      upstreamUrl,
      production: true,
      sessionSecret: randomBytes(32).toString('base64url'),
      // The connection's own timeouts far beyond the deadline, so the deadline is what fires.
      upstreamTimeouts: { headersTimeoutMs: 600_000, bodyTimeoutMs: 600_000 },
      limits: { operationDeadlineMs: 200 },
    });
    try {
      const answer = await graphql(bff.url, '{ feed(tag: PERSONAL, first: 3) { totalCount } }');
      expect(codesOf(answer)).toEqual(['REQUEST_TIMEOUT']);
      // The call was aborted, not left waiting: the upstream sees its request's socket close.
      // (A machine slow enough to pass the deadline before the call is sent never makes it.)
      for (const request of arrived) {
        if (!request.socket.destroyed) await once(request.socket, 'close');
        expect(request.socket.destroyed).toBe(true);
      }
    } finally {
      await bff.close();
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it('stops calling the api for a query whose client disconnected', async () => {
    const bff = new ServerTraffic(abuse.stack.url);
    const upstream = new ClientCalls(abuse.stack.apiUrl);
    try {
      // What an ordinary feed query costs the api, to recognise its requests afterwards.
      const beforeFeed = abuse.api.received;
      expect(await feedAnswers(abuse.stack.url)).toBe(true);
      await abuse.api.idle();
      const feedRequests = abuse.api.received - beforeFeed;

      const pods = await graphql(abuse.stack.url, '{ feed(tag: TRENDING, first: 1) { edges { node { ... on Pod { slug } } } } }');
      const slug = (pods.data as { feed: { edges: { node: { slug: string } }[] } }).feed.edges[0]?.node.slug;
      expect(slug).toBeTruthy();
      // Each level asks for a different page, so every level is a round trip of its own.
      const deep = `{ pod(slug: "${slug}") { jots(first: 2) { edges { node { pod { jots(first: 3) { edges { node {
        pod { jots(first: 4) { edges { node { pod { jots(first: 5) { edges { node { title } } } } } } } } } } } } } } } } }`;
      await abuse.api.idle();
      const beforeQuery = abuse.api.received;

      const served = bff.nextRequest((request) => request.url === '/graphql');
      const firstApiCall = abuse.api.nextRequest();
      const client = httpRequest(new URL('/graphql', abuse.stack.url), { method: 'POST', headers: { 'content-type': 'application/json' } });
      client.on('error', () => {}); // the hang-up below is the point
      client.end(JSON.stringify({ query: deep }));
      // Hang up as soon as the query has reached the api, long before its last level could.
      await firstApiCall;
      client.destroy();

      // The bff saw the hang-up mid-query: its answer was never completed.
      expect((await (await served).closed).completed).toBe(false);
      // Every call it had started is over (aborted or answered), and the api has closed them all.
      await upstream.idle();
      await abuse.api.idle();
      const afterHangUp = abuse.api.received;
      expect(afterHangUp).toBeGreaterThan(beforeQuery);

      // Nothing more for the abandoned query: the api sees exactly the next query's requests.
      expect(await feedAnswers(abuse.stack.url)).toBe(true);
      await abuse.api.idle();
      expect(abuse.api.received - afterHangUp).toBe(feedRequests);
    } finally {
      bff.close();
      upstream.close();
    }
  });
});

function readJson(response: IncomingMessage): Promise<GraphqlAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      try {
        resolve({ status: response.statusCode ?? 0, ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<GraphqlAnswer, 'status'>) });
      } catch (error) {
        reject(error);
      }
    });
  });
}
