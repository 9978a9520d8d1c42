import type { ServerResponse } from 'node:http';
import { UpstreamAbortController } from '../upstream/abort-waiters.ts';

/**
 * The signal a page's work (its operations' upstream calls, its render) stops on: aborted when the
 * browser goes away before the response is written, or when the deadline passes.
 *
 * One controller (whose abort cancels the upstream calls without a listener on the signal,
 * ../upstream/abort-waiters.ts), and its timer cleared as soon as the response is over. Neither
 * `AbortSignal.timeout` (its signal lives, with whatever listens to it, for the whole deadline)
 * nor `AbortSignal.any` (Node keeps a combined signal with listeners alive until one of its
 * sources aborts): under load either kept every finished page's work in memory for the deadline.
 */
export function responseDeadline(res: ServerResponse, deadlineMs: number): AbortSignal {
  const controller = new UpstreamAbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('The operation deadline passed.', 'TimeoutError')), deadlineMs);
  res.once('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) controller.abort(new DOMException('The client went away.', 'AbortError'));
  });
  return controller.signal;
}
