import { SESSION_COOKIE } from '../../src/session/cookies.ts';

/** One `next` event of a GraphQL subscription over server-sent events. */
export interface StreamEvent<T> {
  data: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * A GraphQL subscription over server-sent events, as a browser tab holds it: POST /graphql with
 * `Accept: text/event-stream`, the page's Origin, the CSRF header and (when given) the session
 * cookie. Events are read as they arrive; `next()` waits for the next one (up to a generous bound
 * that only keeps a broken test from hanging: what is asserted is what arrives, not when).
 */
export class EventStream<T> {
  readonly #events: StreamEvent<T>[] = [];
  readonly #waiters: ((event: StreamEvent<T> | null) => void)[] = [];
  readonly #controller = new AbortController();
  #ended = false;
  status = 0;
  contentType: string | null = null;
  headers: Headers | null = null;

  static async open<T>(
    bffUrl: string,
    body: { query?: string; extensions?: unknown; variables?: Record<string, unknown> },
    options: { cookie?: string | null; headers?: Record<string, string> } = {},
  ): Promise<EventStream<T>> {
    const stream = new EventStream<T>();
    const response = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        'x-graphql-csrf': '1',
        origin: bffUrl,
        ...(options.cookie ? { cookie: `${SESSION_COOKIE}=${options.cookie}` } : {}),
        ...options.headers,
      },
      body: JSON.stringify(body),
      signal: stream.#controller.signal,
    });
    stream.status = response.status;
    stream.contentType = response.headers.get('content-type');
    stream.headers = response.headers;
    void stream.#read(response);
    return stream;
  }

  /** The next event; null when the stream ended first. */
  next(boundMs = 20_000): Promise<StreamEvent<T> | null> {
    const queued = this.#events.shift();
    if (queued) return Promise.resolve(queued);
    if (this.#ended) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event within ${boundMs} ms`)), boundMs);
      this.#waiters.push((event) => {
        clearTimeout(timer);
        resolve(event);
      });
    });
  }

  /** Events until one satisfies `accept` (earlier ones are skipped), or null when the stream ends. */
  async until(accept: (event: StreamEvent<T>) => boolean, boundMs = 20_000): Promise<StreamEvent<T> | null> {
    for (;;) {
      const event = await this.next(boundMs);
      if (event === null || accept(event)) return event;
    }
  }

  get ended(): boolean {
    return this.#ended;
  }

  close(): void {
    this.#controller.abort();
  }

  async #read(response: Response): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      if (!response.body) return;
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          this.#dispatch(buffer.slice(0, boundary));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
      }
      // A non-stream answer (an error as JSON) is one event.
      if (buffer.trim().startsWith('{')) this.#push(JSON.parse(buffer) as StreamEvent<T>);
    } catch {
      // Aborted by close(), or the connection broke: the stream has ended either way.
    } finally {
      this.#ended = true;
      for (const waiter of this.#waiters.splice(0)) waiter(null);
    }
  }

  #dispatch(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (event === 'next' && data.length > 0) this.#push(JSON.parse(data.join('\n')) as StreamEvent<T>);
  }

  #push(event: StreamEvent<T>): void {
    const waiter = this.#waiters.shift();
    if (waiter) waiter(event);
    else this.#events.push(event);
  }
}
