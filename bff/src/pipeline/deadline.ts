import type { ServerResponse } from 'node:http';
import { Cancellation } from '../upstream/cancellation.ts';

/**
 * What a response's work (its operations' upstream calls, a page's render) stops on: aborted
 * when the browser goes away before the response is written, or when the deadline passes.
 *
 * A Cancellation (no AbortSignal unless something asks for one, ../upstream/cancellation.ts) and
 * its timer cleared as soon as the response is over. Neither `AbortSignal.timeout` (its signal
 * lives, with whatever listens to it, for the whole deadline) nor `AbortSignal.any` (Node keeps a
 * combined signal with listeners alive until one of its sources aborts): under load either kept
 * every finished page's work in memory for the deadline.
 */
export function responseDeadline(res: ServerResponse, deadlineMs: number): Cancellation {
  const cancellation = new Cancellation();
  const timer = setTimeout(() => cancellation.abort(new DOMException('The operation deadline passed.', 'TimeoutError')), deadlineMs);
  res.once('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) cancellation.abort(new DOMException('The client went away.', 'AbortError'));
  });
  return cancellation;
}
