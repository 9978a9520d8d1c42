import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../src/app.ts';
import { openTestDb } from './support/test-db.ts';

const TOKEN = 'metrics-token-for-the-api-specs';

/** The api's /metrics: Prometheus text for a scraper with the token, nothing for anyone else. */
describe('api metrics', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function serve(metricsToken: string | null): Promise<string> {
    const testDb = await openTestDb();
    const storageDir = await mkdtemp(join(tmpdir(), 'jotpod-metrics-'));
    const app: FastifyInstance = await buildApi({ db: testDb.db, storageDir, metricsToken });
    await app.listen({ port: 0, host: '127.0.0.1' });
    cleanups.push(() => testDb.cleanup(), () => rm(storageDir, { recursive: true, force: true }), () => app.close());
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  let url: string;
  beforeAll(async () => {
    url = await serve(TOKEN);
  });

  it('refuses a request without the token, or with another one (401), and shows nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const response = await fetch(`${url}/metrics`, { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('api_http_request_duration_seconds');
    }
  });

  it('times requests by route pattern, method and status class, with process and event-loop metrics', async () => {
    for (const path of ['/health', '/api/v1/containers', '/api/v1/containers', '/api/v1/pods/no-such-pod', '/no/such/path/123']) {
      await (await fetch(`${url}${path}`)).arrayBuffer();
    }
    const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('api_http_request_duration_seconds_count{route="/api/v1/containers",method="GET",status="2xx"} 2');
    expect(text).toContain('api_http_request_duration_seconds_count{route="/health",method="GET",status="2xx"} 1');
    expect(text).toMatch(/api_http_request_duration_seconds_count\{route="\/api\/v1\/pods\/:[a-zA-Z]+",method="GET",status="4xx"\} 1/);
    // Unmatched paths share one label: a stranger cannot mint new series.
    expect(text).toContain('api_http_request_duration_seconds_count{route="(unmatched)",method="GET",status="4xx"} 1');
    expect(text).not.toContain('/no/such/path');
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'process_cpu_seconds_total']) expect(text).toContain(name);
  });

  it('is off (404) without a token', async () => {
    const off = await serve(null);
    expect((await fetch(`${off}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
  });
});
