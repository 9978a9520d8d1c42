import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { UpstreamAbortController, whenAborted } from '../src/upstream/abort-waiters.ts';

describe('cancelling the upstream calls of a request', () => {
  it('cancels the calls still waiting when an UpstreamAbortController aborts, with no abort listener on its signal', () => {
    const controller = new UpstreamAbortController();
    const cancelled: string[] = [];
    whenAborted(controller.signal, () => cancelled.push('in flight'));
    const finished = whenAborted(controller.signal, () => cancelled.push('answered'));
    finished();

    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0);
    const reason = new DOMException('The client went away.', 'AbortError');
    controller.abort(reason);
    controller.abort(new DOMException('The operation deadline passed.', 'TimeoutError'));

    expect(cancelled).toEqual(['in flight']);
    expect(controller.signal.aborted).toBe(true);
    // The first reason stays, as an AbortController's does.
    expect(controller.signal.reason).toBe(reason);
  });

  it("tells the signal's own listeners, as an AbortController does", () => {
    const controller = new UpstreamAbortController();
    let heard: unknown;
    controller.signal.addEventListener('abort', () => (heard = controller.signal.reason), { once: true });
    controller.abort('deadline');
    expect(heard).toBe('deadline');
  });

  it('waits on any other signal with one listener, whatever the number of calls', () => {
    const controller = new AbortController();
    const cancelled: number[] = [];
    for (const call of [1, 2, 3]) whenAborted(controller.signal, () => cancelled.push(call));

    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
    controller.abort();
    expect(cancelled).toEqual([1, 2, 3]);
  });
});
