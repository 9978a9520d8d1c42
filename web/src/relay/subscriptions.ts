import { Observable, type GraphQLResponse, type RequestParameters, type Variables } from 'relay-runtime';

/** Waits between reconnections: a first retry soon, then longer, at most half a minute. */
const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

interface StreamError {
  message: string;
  extensions?: Record<string, unknown>;
}

interface StreamEvent {
  data?: Record<string, unknown> | null;
  errors?: StreamError[];
}

/**
 * Relay's subscriptions over the bff's server-sent events (Yoga's "distinct connections" SSE):
 * POST /graphql with `Accept: text/event-stream`, the persisted operation's id and the CSRF header
 * every request carries; the session cookie goes with it (same-origin). Each `next` event is one
 * payload. A stream that ends or breaks while still wanted is opened again after a pause (its first
 * payload is the state then, so nothing is lost meanwhile); an UNAUTHENTICATED answer ends it for
 * good (`onUnauthenticated` shows the visitor state, as for any request).
 */
export interface SubscribeOptions {
  /** Where GraphQL is served (the queries' endpoint). */
  endpoint: string;
  /** Whether an answer's errors say the session is gone. */
  isUnauthenticated: (errors: readonly StreamError[]) => boolean;
  onUnauthenticated: () => void;
}

/** Opens one subscription's stream (a Relay SubscribeFunction that always answers with an observable). */
export type OpenSubscription = (request: RequestParameters, variables: Variables) => Observable<GraphQLResponse>;

export function createSubscribeGraphQL({ endpoint, isUnauthenticated, onUnauthenticated }: SubscribeOptions): OpenSubscription {
  return (request: RequestParameters, variables: Variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      const controller = new AbortController();
      let attempt = 0;
      let retryTimer: ReturnType<typeof setTimeout> | undefined;

      const open = async (): Promise<void> => {
        let stopped = false;
        try {
          const response = await fetch(endpoint, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-graphql-csrf': '1' },
            body: JSON.stringify({
              ...(request.id ? { extensions: { persistedQuery: { version: 1, sha256Hash: request.id } } } : { query: request.text ?? '' }),
              variables,
              operationName: request.name,
            }),
            signal: controller.signal,
          });
          const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
          if (!isStream || !response.body) {
            // An answer that is not a stream: the request itself was refused (an error as JSON).
            const body = (await response.json().catch(() => null)) as StreamEvent | null;
            stopped = deliver(body ?? { errors: [{ message: `The server answered ${response.status}.` }] });
            return;
          }
          for await (const event of readEvents(response.body)) {
            // Only an update starts the pauses over: a stream refused with an error event (too
            // many open, the server busy) is asked again later each time, not every second.
            if (event.data) attempt = 0;
            if (deliver(event)) {
              stopped = true;
              return;
            }
          }
        } catch {
          // Aborted (unsubscribed) or the connection broke: a retry below unless unsubscribed.
        } finally {
          if (!stopped && !controller.signal.aborted) {
            const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)] ?? 30_000;
            attempt += 1;
            retryTimer = setTimeout(() => void open(), delay);
          }
        }
      };

      /** Hands one payload to Relay; true when the stream must not be opened again. */
      const deliver = (event: StreamEvent): boolean => {
        const errors = event.errors ?? [];
        if (isUnauthenticated(errors)) {
          onUnauthenticated();
          sink.complete();
          return true;
        }
        if (event.data) sink.next({ data: event.data, ...(errors.length > 0 ? { errors } : {}) });
        return false;
      };

      void open();
      return () => {
        controller.abort();
        clearTimeout(retryTimer);
      };
    });
}

/** The `next` events of a server-sent event stream, parsed as they arrive. */
async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf('\n\n');
        let name = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) name = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
        }
        if (name === 'complete') return;
        if (name === 'next' && data.length > 0) yield JSON.parse(data.join('\n')) as StreamEvent;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
