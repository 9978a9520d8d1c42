import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { Cancellation, cancellationOf } from '../src/upstream/cancellation.ts';

describe("cancelling a request's upstream calls", () => {
  it('cancels the calls still waiting when it aborts, not those already over', () => {
    const cancellation = new Cancellation();
    const cancelled: unknown[] = [];
    cancellation.join({ cancel: (reason) => cancelled.push(reason) });
    const answered = { cancel: () => cancelled.push('answered') };
    cancellation.join(answered);
    cancellation.leave(answered);

    const reason = new DOMException('The client went away.', 'AbortError');
    cancellation.abort(reason);
    cancellation.abort(new DOMException('The operation deadline passed.', 'TimeoutError'));

    expect(cancelled).toEqual([reason]);
    expect(cancellation.aborted).toBe(true);
    // The first reason stays, as an AbortController's does.
    expect(cancellation.reason).toBe(reason);
  });

  it('gives an AbortSignal to the APIs that take one, aborted with it, or already aborted when asked late', () => {
    const deadline = new DOMException('The operation deadline passed.', 'TimeoutError');
    const early = new Cancellation();
    const signal = early.signal;
    expect(early.signal).toBe(signal);
    let heard: unknown;
    signal.addEventListener('abort', () => (heard = signal.reason), { once: true });
    early.abort(deadline);
    expect(heard).toBe(deadline);

    const late = new Cancellation();
    late.abort(deadline);
    expect(late.signal.aborted).toBe(true);
    expect(late.signal.reason).toBe(deadline);
  });

  it('is not aborted until it is, and aborts with an AbortError when given no reason', () => {
    const cancellation = new Cancellation();
    expect(cancellation.aborted).toBe(false);
    expect(cancellation.reason).toBeNull();
    cancellation.abort();
    expect(cancellation.reason).toBeInstanceOf(DOMException);
    expect(cancellation.reason?.name).toBe('AbortError');
  });

  it('follows a signal from elsewhere with one listener, whatever the number of calls', () => {
    const controller = new AbortController();
    const cancellation = cancellationOf(controller.signal);
    const cancelled: number[] = [];
    for (const call of [1, 2, 3]) cancellation.join({ cancel: () => cancelled.push(call) });

    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    const deadline = new DOMException('The operation deadline passed.', 'TimeoutError');
    controller.abort(deadline);
    expect(cancelled).toEqual([1, 2, 3]);
    expect(cancellation.reason).toBe(deadline);
    expect(cancellationOf(controller.signal).reason).toBe(deadline);
  });

  it('gives a reason that is not an Error as an AbortError carrying it', () => {
    const controller = new AbortController();
    const cancellation = cancellationOf(controller.signal);
    controller.abort('the client went away');
    expect(cancellation.reason?.name).toBe('AbortError');
    expect(cancellation.reason?.message).toBe('the client went away');
  });
});
