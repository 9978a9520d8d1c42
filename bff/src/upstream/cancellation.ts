/**
 * What stops a request's upstream calls: its client went away or its deadline passed. Every call
 * of the request waits on it (a screen makes several at once, a page runs several operations).
 *
 * Not an AbortSignal: one was made per request and cost more than the rest of the deadline (an
 * EventTarget with its listener map, a listener to cancel the calls waiting on it). Under load an
 * 'abort' listener per request kept each request's objects alive through young-generation
 * collections, about twice what the bff promoted to its old generation without it. A call joins and leaves a set instead (itself, not
 * a closure made for it); `abort` cancels those still waiting. An AbortSignal is made only for an
 * API that takes one (a page's render), on first ask.
 */
export class Cancellation {
  #reason: Error | null = null;
  #waiting: Set<Cancellable> | null = null;
  #controller: AbortController | null = null;

  get aborted(): boolean {
    return this.#reason !== null;
  }

  /** Why it was aborted (a DOMException named TimeoutError when the deadline passed); null until then. */
  get reason(): Error | null {
    return this.#reason;
  }

  /** An AbortSignal that aborts with this (made on first ask, already aborted if this is). */
  get signal(): AbortSignal {
    if (!this.#controller) {
      this.#controller = new AbortController();
      if (this.#reason) this.#controller.abort(this.#reason);
    }
    return this.#controller.signal;
  }

  /** `call` is cancelled when this aborts, unless it leaves first (it is over). */
  join(call: Cancellable): void {
    (this.#waiting ??= new Set()).add(call);
  }

  leave(call: Cancellable): void {
    this.#waiting?.delete(call);
  }

  /** Cancels the calls still waiting; the first reason stays, as an AbortController's does. */
  abort(reason: Error = new DOMException('This operation was aborted', 'AbortError')): void {
    if (this.#reason) return;
    this.#reason = reason;
    const waiting = this.#waiting;
    this.#waiting = null;
    if (waiting) for (const call of waiting) call.cancel(reason);
    this.#controller?.abort(reason);
  }
}

/** What waits on a Cancellation: a call in flight. */
export interface Cancellable {
  cancel(reason: Error): void;
}

/** A Cancellation that follows an AbortSignal from elsewhere (Yoga's request, a timeout). */
export function cancellationOf(signal: AbortSignal): Cancellation {
  const cancellation = new Cancellation();
  const reasonOf = (): Error => (signal.reason instanceof Error ? signal.reason : new DOMException(String(signal.reason ?? 'This operation was aborted'), 'AbortError'));
  if (signal.aborted) cancellation.abort(reasonOf());
  else signal.addEventListener('abort', () => cancellation.abort(reasonOf()), { once: true });
  return cancellation;
}
