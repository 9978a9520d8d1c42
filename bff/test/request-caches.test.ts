import type { PodJson } from '@jotpod/api/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext, releaseRequestCaches } from '../src/context.ts';
import { notificationBus } from '../src/notifications/bus.ts';
import { inProcessTransport } from '../src/notifications/transport.ts';
import { PodRef } from '../src/schema/browse/pod.ts';
import { createSearchClient } from '../src/search/rest-search-client.ts';
import { RefreshCoordinator } from '../src/session/refresh-coordinator.ts';
import { RequestSession } from '../src/session/request-session.ts';
import { connectUpstream } from '../src/upstream/connection.ts';
import { UpstreamUnavailableError } from '../src/upstream/errors.ts';
import { OAuthEndpoint } from '../src/upstream/oauth.ts';

// Nothing listens on port 9 of the loopback: a call that goes upstream fails at once.
const nowhere = connectUpstream({ url: 'http://127.0.0.1:9', log: () => {} });
afterAll(() => nowhere.close());

function requestContext() {
  return createContext(nowhere, {
    session: new RequestSession({ tokens: null, bearer: null, cookieWasSent: false }, new RefreshCoordinator(async () => null)),
    oauth: new OAuthEndpoint(nowhere, null),
    clientAddress: '127.0.0.1',
    searchClient: createSearchClient({ url: 'http://127.0.0.1:9', dispatcher: nowhere.dispatcher, log: () => {} }),
    signal: new AbortController().signal,
    notificationBus: notificationBus(inProcessTransport()),
    pushDeadlineMs: 1_000,
  });
}

const pod = { id: 7, slug: 'oil-painting', name: 'Oil Painting' } as PodJson;

describe("a request's caches, once its answer is written", () => {
  it('while the request runs, a record it has seen is answered from its loader, with no call', async () => {
    const context = requestContext();
    PodRef.getDataloader(context).prime(7, pod);
    await expect(PodRef.getDataloader(context).load(7)).resolves.toBe(pod);
    expect(context.upstream.requestCount).toBe(0);
  });

  it('released, the loaders keep none of its records: the same record asked again would be a call', async () => {
    const context = requestContext();
    PodRef.getDataloader(context).prime(7, pod);
    releaseRequestCaches(context);
    await expect(PodRef.getDataloader(context).load(7)).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(context.upstream.requestCount).toBe(1);
  });
});
