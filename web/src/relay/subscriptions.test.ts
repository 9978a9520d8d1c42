import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GraphQLResponse, RequestParameters } from 'relay-runtime';
import { createSubscribeGraphQL } from './subscriptions.ts';

const request: RequestParameters = {
  id: 'abc123',
  name: 'TestSubscription',
  operationKind: 'subscription',
  text: null,
  metadata: {},
};

/** A server-sent-events body that sends `chunks` and then ends. */
function eventStream(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const next = (data: unknown) => `event: next\ndata: ${JSON.stringify(data)}\n\n`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function subscribe(onUnauthenticated = vi.fn()) {
  const received: GraphQLResponse[] = [];
  let completed = false;
  const subscribeGraphQL = createSubscribeGraphQL({
    endpoint: '/graphql',
    isUnauthenticated: (errors) => errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'),
    onUnauthenticated,
  });
  const observable = subscribeGraphQL(request, { excludeAuthors: [] });
  const subscription = observable.subscribe({ next: (value) => void received.push(value), complete: () => void (completed = true) });
  return { received, completed: () => completed, subscription, onUnauthenticated };
}

describe('subscriptions over server-sent events', () => {
  it('posts the persisted id with the CSRF header, same-origin, and hands over every event, split across chunks or not', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      eventStream([':\n\n', next({ data: { n: 1 } }).slice(0, 10), next({ data: { n: 1 } }).slice(10) + next({ data: { n: 2 } }), 'event: complete\ndata:\n\n']),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { received, subscription } = subscribe();
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([{ data: { n: 1 } }, { data: { n: 2 } }]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ accept: 'text/event-stream', 'x-graphql-csrf': '1' });
    expect(JSON.parse(String(init?.body))).toEqual({
      extensions: { persistedQuery: { version: 1, sha256Hash: 'abc123' } },
      variables: { excludeAuthors: [] },
      operationName: 'TestSubscription',
    });
    subscription.unsubscribe();
  });

  it('opens the stream again after a pause when it ends while still wanted, and not after unsubscribing', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(async () => eventStream([next({ data: { n: 1 } })]));
    vi.stubGlobal('fetch', fetchMock);
    const { received, subscription } = subscribe();
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    subscription.unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again later each time a stream is refused with an error, and starts the pauses over after an update', async () => {
    vi.useFakeTimers();
    const refused = next({ data: null, errors: [{ message: 'Too many open notification streams. Close a tab and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    const answers = [refused, refused, refused, refused, next({ data: { n: 1 } }), refused];
    const fetchMock = vi.fn<typeof fetch>(async () => eventStream([answers.shift() ?? refused]));
    vi.stubGlobal('fetch', fetchMock);
    const { received, subscription } = subscribe();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    // Refused: again after 1, 2, 5 and 10 s.
    for (const [pause, calls] of [[1_000, 2], [2_000, 3], [5_000, 4], [10_000, 5]] as const) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(fetchMock).toHaveBeenCalledTimes(calls - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(fetchMock).toHaveBeenCalledTimes(calls);
    }
    await vi.waitFor(() => expect(received).toEqual([{ data: { n: 1 } }]));
    // That stream ended after its update: the next try comes after the first pause again.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(6);
    subscription.unsubscribe();
  });

  it('stops for good and shows the visitor state when the session is gone', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn<typeof fetch>(async () => eventStream([next({ data: null, errors: [{ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } }] })]));
    vi.stubGlobal('fetch', fetchMock);
    const { completed, onUnauthenticated } = subscribe();
    await vi.waitFor(() => expect(completed()).toBe(true));
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
