/**
 * One piece of per-request state (a request's context, its deadline, its session) kept on the
 * request object itself, under a symbol of its own: what a WeakMap keyed by the request would
 * hold, and like it invisible to everything else, but gone with the request. A process-wide
 * WeakMap's entry for a request that has ended is not dropped by V8's young-generation
 * collections: its value, and all it reaches, is copied, promoted and left to a full collection,
 * for every request (measured in scripts/dependency-patches.mjs, which patches Pothos for it).
 */
export class RequestSlot<T> {
  readonly #key: symbol;

  constructor(name: string) {
    this.#key = Symbol(name);
  }

  get(request: object): T | undefined {
    return (request as Record<symbol, T | undefined>)[this.#key];
  }

  /** Not enumerable: a copy of the request (a spread, Object.assign) does not take it along. */
  set(request: object, value: T): void {
    Object.defineProperty(request, this.#key, { value, writable: true, configurable: true });
  }
}
