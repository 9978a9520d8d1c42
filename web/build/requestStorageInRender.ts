/**
 * What the server build gives React's server renderer in place of `node:async_hooks`.
 *
 * React keeps the request it is rendering in an AsyncLocalStorage, to find it again when
 * `ReactDOM.preload` and its kin are called from a later turn (after an await) instead of during
 * its own work. Node's AsyncLocalStorage before Node 24 (which keeps it in an AsyncContextFrame
 * instead), once `run` has been called, turns async hooks on for the whole process and leaves
 * them on: from the first page rendered, every promise the bff makes for any request (each
 * GraphQL resolver, each upstream call) pays for them, 1-4.5 % of the CPU of a signed-in
 * GraphQL request.
 *
 * React never needs that here: its own work (`performWork`) sets the request it renders while it
 * runs, and the app calls none of those functions from a later turn. So this storage holds the
 * store for the duration of `run` only, without async hooks: outside it, `getStore` answers
 * undefined, as React's storage does outside a render. Only what React calls is here.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined = undefined;

  getStore(): T | undefined {
    return this.#store;
  }

  run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    const previous = this.#store;
    this.#store = store;
    try {
      return callback(...args);
    } finally {
      this.#store = previous;
    }
  }
}
