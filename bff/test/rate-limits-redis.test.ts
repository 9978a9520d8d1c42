import { randomUUID } from 'node:crypto';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startBff, type RunningBff } from '../src/server.ts';
import { LoopbackClient } from './support/rate-limit-client.ts';

// A real Redis server: `npm test` and .ci/run set TEST_REDIS_URL when one answers on
// 127.0.0.1:6379 (REDIS_URL itself would switch every bff the suites start to Redis).
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('rate-limits-redis: TEST_REDIS_URL is unset, skipping the Redis specs (start redis-server, or run `npm test`)');

const BURST = 10;
const TYPENAME = '{ __typename }';
const client = new LoopbackClient('127.0.0.1');
const running: RunningBff[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((bff) => bff.close()));
});

async function start(url: string, keyPrefix: string, log: (message: string) => void = () => {}): Promise<RunningBff> {
  const bff = await startBff({
    upstreamUrl: 'http://127.0.0.1:1',
    log,
    // A clock that stands still: nothing refills while the test runs, however slow the machine.
    rateLimit: { burst: BURST, refillPerSecond: 1, perRequest: 1, redisUrl: url, keyPrefix, now: () => 1_000_000 },
  });
  running.push(bff);
  return bff;
}

/** Each test counts under keys of its own, so runs and parallel files never share a budget. */
const uniquePrefix = (): string => `jotpod-test:${randomUUID()}:`;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('gives two bff instances on one Redis one budget per client', async () => {
    const prefix = uniquePrefix();
    const first = await start(redisUrl as string, prefix);
    const second = await start(redisUrl as string, prefix);
    for (let spent = 0; spent < BURST; spent++) expect((await client.post(first.url, TYPENAME)).status).toBe(200);
    const refused = await client.post(second.url, TYPENAME);
    expect(refused.status).toBe(429);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('never lets two instances both spend the last of a budget', async () => {
    const prefix = uniquePrefix();
    const instances = [await start(redisUrl as string, prefix), await start(redisUrl as string, prefix)];
    const replies = await Promise.all(Array.from({ length: 2 * BURST }, (_, index) => client.post(instances[index % 2]!.url, TYPENAME)));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(BURST);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(BURST);
  });
});

describe.skipIf(!redisUrl)('rate limits when Redis goes away', () => {
  it('keeps serving every request (fail open) and logs a warning', async () => {
    const link = await tcpLink(new URL(redisUrl as string));
    const logged: string[] = [];
    const bff = await start(`redis://127.0.0.1:${link.port}`, uniquePrefix(), (message) => logged.push(message));
    for (let spent = 0; spent < BURST; spent++) expect((await client.post(bff.url, TYPENAME)).status).toBe(200);
    expect((await client.post(bff.url, TYPENAME)).status).toBe(429);

    await link.cut();
    for (let sent = 0; sent <= BURST; sent++) expect((await client.post(bff.url, TYPENAME)).status).toBe(200);
    expect(logged.some((message) => message.includes('Redis unreachable'))).toBe(true);
  });
});

describe('rate limits when Redis is unreachable', () => {
  it('serves every request (fail open) and logs a warning', async () => {
    const logged: string[] = [];
    const bff = await start(`redis://127.0.0.1:${await closedPort()}`, uniquePrefix(), (message) => logged.push(message));
    for (let sent = 0; sent <= BURST; sent++) expect((await client.post(bff.url, TYPENAME)).status).toBe(200);
    expect(logged.some((message) => message.includes('Redis unreachable'))).toBe(true);
  });
});

/** A port nothing listens on: taken from the system, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP link to Redis that the test can cut: its connections are closed and it stops listening. */
async function tcpLink(target: URL): Promise<{ port: number; cut(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
