/** The calls waiting on each signal, each to be cancelled when it aborts. */
const waiting = new WeakMap<AbortSignal, Set<() => void>>();

/**
 * Runs `cancel` when `signal` aborts, unless the returned function (the call is over) runs first.
 * The calls of a request all wait on its one signal (a screen makes several at once, a page runs
 * several operations), and an EventTarget listener added and removed per call cost more than the
 * call's own bookkeeping: here a signal gets one listener, at its first call, that cancels
 * whichever calls are still waiting; each call only joins and leaves a set. The set lives as long
 * as the signal (a request's), which nothing keeps once the request is over.
 */
export function whenAborted(signal: AbortSignal, cancel: () => void): () => void {
  let calls = waiting.get(signal);
  if (!calls) {
    const created = new Set<() => void>();
    signal.addEventListener(
      'abort',
      () => {
        for (const call of created) call();
        created.clear();
      },
      { once: true },
    );
    waiting.set(signal, created);
    calls = created;
  }
  const waitingCalls = calls;
  waitingCalls.add(cancel);
  return () => {
    waitingCalls.delete(cancel);
  };
}
