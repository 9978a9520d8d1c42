import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { toaster } from '../components/toaster/toaster.tsx';

// relay-test-utils' mock environment calls the global `jest.fn`; vitest's `vi.fn` is compatible.
Object.assign(globalThis, { jest: { fn: vi.fn } });

// Every wait in these tests is for an event (a query started, a chunk rendered, a route settled),
// never for a fixed time, so the limits only bound how long a broken test takes to fail. Lazy
// route chunks are compiled on first import, which on a busy 2-core CI machine takes seconds:
// the limits are set once, here, and generously. A wait's limit stays well below the test's, so
// a wait that never ends fails with Testing Library's message and the DOM, not a bare timeout.
// Tests do not pass their own shorter limits.
configure({ asyncUtilTimeout: 20_000 });
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// Test files share their worker's modules and window (the web project runs without isolation):
// each file starts as a new device, with nothing stored by the files before it (a signed-in user,
// a block list, remembered selections). Within a file, storage lives on as it would in a browser.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// React reports list keys that are missing or repeated with console.error and renders on: the
// children it then mixes up (state kept by the wrong element) show as bugs far from the cause.
// Such a report fails the test that rendered it. This file runs again for every test file of a
// worker (the project runs without isolation), so console.error is wrapped once per worker.
const KEY_WARNINGS = ['Encountered two children with the same key', 'Each child in a list should have a unique "key" prop'];
const KEY_WARNINGS_SEEN = Symbol.for('jotpod.test.keyWarnings');
const worker = globalThis as typeof globalThis & { [KEY_WARNINGS_SEEN]?: string[] };
const keyWarnings = (worker[KEY_WARNINGS_SEEN] ??= watchKeyWarnings());

function watchKeyWarnings(): string[] {
  const seen: string[] = [];
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (KEY_WARNINGS.some((warning) => text.includes(warning))) seen.push(text);
    consoleError(...args);
  };
  return seen;
}

afterEach(() => {
  const reported = keyWarnings.splice(0);
  if (reported.length > 0) throw new Error(`React reported list keys:\n${reported.join('\n')}`);
});

afterEach(() => {
  // A test that failed between vi.useFakeTimers() and vi.useRealTimers() must not hand fake
  // timers to the next one.
  vi.useRealTimers();
  // Testing Library only auto-cleans when the runner exposes globals; ours does not.
  cleanup();
  // Test files share their worker's modules (the web project runs without isolation, which saves
  // two thirds of its time): the toast store outlives a file, and its toasts must not.
  toaster.dismissAll();
});
