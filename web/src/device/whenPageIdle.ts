/**
 * Runs `callback` once the page has loaded and the browser has an idle moment: for work nobody
 * waits for, kept out of the first load's busy window (hydration, the first screen's images).
 * `requestIdleCallback` with a deadline, so a page that is never idle still gets it within
 * `timeoutMs`; a timeout where the browser has no idle callbacks. Returns a cancel function.
 */
export function whenPageIdle(callback: () => void, timeoutMs = 2000): () => void {
  let cancelScheduled = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 0);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelScheduled();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}
