// Watches HTTP traffic inside this process (the test stack runs the api and the bff in-process)
// through Node's and undici's diagnostics channels, without touching either service's code.
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface ServerRequestMessage {
  request: IncomingMessage;
  response: ServerResponse;
  server: Server;
}

interface UndiciRequestMessage {
  request: { origin: string | URL; path: string };
}

/** Counts the requests one HTTP server of this process receives, and those still being answered. */
export class ServerTraffic {
  #received = 0;
  readonly #open = new Set<ServerResponse>();
  readonly #idleWaiters: (() => void)[] = [];
  readonly #requestWaiters: { test: (request: IncomingMessage) => boolean; resolve: (seen: ObservedRequest) => void }[] = [];
  readonly #port: number;
  readonly #onStart = (message: unknown) => this.#started(message as ServerRequestMessage);

  constructor(url: string) {
    this.#port = Number(new URL(url).port);
    diagnostics.subscribe('http.server.request.start', this.#onStart);
  }

  /** Requests received so far. */
  get received(): number {
    return this.#received;
  }

  /** Resolves once no request is being answered (its response closed, sent or not). */
  idle(): Promise<void> {
    if (this.#open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /**
   * Resolves with the next request that `test` accepts. The test runs synchronously as the request
   * arrives, before the server's handler sees it.
   */
  nextRequest(test: (request: IncomingMessage) => boolean = () => true): Promise<ObservedRequest> {
    return new Promise((resolve) => this.#requestWaiters.push({ test, resolve }));
  }

  close(): void {
    diagnostics.unsubscribe('http.server.request.start', this.#onStart);
  }

  #started({ request, response, server }: ServerRequestMessage): void {
    if ((server.address() as AddressInfo | null)?.port !== this.#port) return;
    this.#received += 1;
    this.#open.add(response);
    response.once('close', () => {
      this.#open.delete(response);
      if (this.#open.size === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
    });
    const waiter = this.#requestWaiters.find((candidate) => candidate.test(request));
    if (waiter) {
      this.#requestWaiters.splice(this.#requestWaiters.indexOf(waiter), 1);
      waiter.resolve(new ObservedRequest(request, response));
    }
  }
}

/** One request as the server saw it. */
export class ObservedRequest {
  /** Resolves when the server's response closes: whether it was sent completely. */
  readonly closed: Promise<{ completed: boolean }>;

  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  constructor(
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    this.request = request;
    this.response = response;
    this.closed = new Promise((resolve) => {
      if (response.closed) resolve({ completed: response.writableFinished });
      else response.once('close', () => resolve({ completed: response.writableFinished }));
    });
  }
}

/** The calls an undici client of this process has open to one origin (the bff's upstream pool). */
export class ClientCalls {
  readonly #origin: string;
  readonly #open = new Set<object>();
  readonly #idleWaiters: (() => void)[] = [];
  readonly #onCreate = (message: unknown) => {
    const { request } = message as UndiciRequestMessage;
    if (new URL(String(request.origin)).origin === this.#origin) this.#open.add(request);
  };
  readonly #onDone = (message: unknown) => {
    const { request } = message as UndiciRequestMessage;
    if (!this.#open.delete(request)) return;
    if (this.#open.size === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
  };

  constructor(url: string) {
    this.#origin = new URL(url).origin;
    diagnostics.subscribe('undici:request:create', this.#onCreate);
    diagnostics.subscribe('undici:request:trailers', this.#onDone);
    diagnostics.subscribe('undici:request:error', this.#onDone);
  }

  /** Resolves once every call made so far has completed or failed (aborted ones included). */
  idle(): Promise<void> {
    if (this.#open.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  close(): void {
    diagnostics.unsubscribe('undici:request:create', this.#onCreate);
    diagnostics.unsubscribe('undici:request:trailers', this.#onDone);
    diagnostics.unsubscribe('undici:request:error', this.#onDone);
  }
}
