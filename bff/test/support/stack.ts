import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi, type ApiOptions } from '../../../api/src/app.ts';
import type { Db } from '../../../api/src/db/client.ts';
import { openTestDb } from '../../../api/test/support/test-db.ts';
import { SUITE_ADDRESS_LIMITS } from '../../../api/test/support/test-throttles.ts';
import { startBff, type StartBffOptions } from '../../src/server.ts';

export interface GraphqlResponse<T> {
  status: number;
  data: T | null;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
  /** x-upstream-requests: REST calls the bff made for this request. */
  upstreamRequests: number | null;
}

export interface Stack {
  db: Db;
  storageDir: string;
  apiUrl: string;
  bffUrl: string;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>>;
  close(): Promise<void>;
}

/** The api's attempt limits where a spec needs others than the suites' roomy ones (SUITE_ADDRESS_LIMITS). */
export type ApiThrottles = Pick<ApiOptions, 'loginThrottle' | 'registerLimit' | 'passwordResetLimit'>;

/** The real api (throwaway database, temp storage) and the bff in front of it, on free ports. */
export async function startStack(bffOptions: Partial<StartBffOptions> = {}, apiOptions: ApiThrottles = {}): Promise<Stack> {
  const testDb = await openTestDb();
  const storageDir = await mkdtemp(path.join(tmpdir(), 'jotpod-bff-storage-'));
  const api = await buildApi({ db: testDb.db, storageDir, ...SUITE_ADDRESS_LIMITS, ...apiOptions });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const bff = await startBff({ upstreamUrl: apiUrl, log: () => {}, ...bffOptions });
  return {
    db: testDb.db,
    storageDir,
    apiUrl,
    bffUrl: bff.url,
    graphql: (query, variables) => postGraphql(bff.url, query, variables),
    close: async () => {
      await bff.close();
      await api.close();
      await testDb.cleanup();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

export async function postGraphql<T>(baseUrl: string, query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphqlResponse<T>['errors'] };
  const count = response.headers.get('x-upstream-requests');
  return { status: response.status, data: body.data ?? null, errors: body.errors, upstreamRequests: count === null ? null : Number(count) };
}
