import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fixtures } from '../../api/test/support/fixtures.ts';
import { startBff } from '../src/server.ts';
import { postGraphql, startStack, type Stack } from './support/stack.ts';
import { sendPersisted } from './support/persisted-client.ts';

const TOKEN = 'metrics-token-for-the-bff-specs';

const scrape = (bffUrl: string, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => fetch(`${bffUrl}/metrics`, { headers });

/** The bff's /metrics over the real api: Prometheus text for a scraper with the token, nothing for anyone else. */
describe('bff metrics', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ metricsToken: TOKEN });
    await new Fixtures(stack.db).container({ slug: 'measured' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a request without the token, or with another one (401), and shows nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token' }, { authorization: TOKEN }] as Record<string, string>[]) {
      const response = await scrape(stack.bffUrl, headers);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await response.text()).not.toContain('bff_');
    }
  });

  it('measures duration and upstream calls by operation, the response-cache hit ratio, process and event-loop metrics', async () => {
    const first = await sendPersisted<unknown>(stack.bffUrl, 'GET', 'MainLayoutQuery', {});
    const second = await sendPersisted<unknown>(stack.bffUrl, 'GET', 'MainLayoutQuery', {});
    expect(first.upstreamRequests).toBeGreaterThan(0);
    expect(second.upstreamRequests).toBe(0);
    // Text chooses its own name: it is counted as arbitrary, whatever it says.
    expect((await postGraphql(stack.bffUrl, 'query PickAnyName { __typename }')).status).toBe(200);

    const response = await scrape(stack.bffUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('bff_graphql_request_duration_seconds_count{operation="MainLayoutQuery"} 2');
    expect(text).toContain(`bff_upstream_requests_per_graphql_request_sum{operation="MainLayoutQuery"} ${first.upstreamRequests}`);
    expect(text).toContain('bff_graphql_request_duration_seconds_count{operation="(arbitrary)"} 1');
    expect(text).not.toContain('PickAnyName');
    expect(text).toContain('bff_response_cache_lookups_total{result="hit"} 1');
    // The MainLayoutQuery miss and the arbitrary query's.
    expect(text).toContain('bff_response_cache_lookups_total{result="miss"} 2');
    expect(text).toMatch(/^bff_response_cache_hit_ratio 0\.33/m);
    for (const name of ['nodejs_eventloop_lag_seconds', 'process_resident_memory_bytes', 'process_cpu_seconds_total']) expect(text).toContain(name);
  });

  it('is off (404) without a token', async () => {
    const bff = await startBff({ upstreamUrl: stack.apiUrl, log: () => {}, metricsToken: null });
    try {
      expect((await scrape(bff.url)).status).toBe(404);
    } finally {
      await bff.close();
    }
  });
});
