import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { toaster } from '../components/toaster/toaster.tsx';
import { checkConsoleReports } from './consoleReports.ts';

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

// React's and Relay's reports that fail a test, and the errors a test causes on purpose.
afterEach(checkConsoleReports);

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
