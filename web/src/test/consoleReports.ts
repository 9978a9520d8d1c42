import { format } from 'node:util';

/**
 * What the web specs do with console.error. It is wrapped once per worker: the project runs
 * without isolation, so the setup file runs again for every test file of a worker.
 *
 * Reports that fail the test that caused them:
 * - React's list keys missing or repeated: it renders on, and the children it then mixes up
 *   (state kept by the wrong element) show as bugs far from the cause;
 * - Relay's warnings about a payload that does not fit its query (a field missing, one id for two
 *   types): in a spec, the mocked answer is not one the bff could give, and the screen is tested on
 *   data it will never see; in production, a server bug.
 *
 * Errors a spec causes on purpose (a query it fails, to see the error screen) stay out of the
 * run's output: React and React Router report every error a boundary catches, stack and all, and
 * a log full of expected stacks hides the one that matters.
 */
const FAILING_REPORTS = [
  'Encountered two children with the same key',
  'Each child in a list should have a unique "key" prop',
  'Warning: RelayResponseNormalizer',
  'Warning: RelayModernRecord',
];

/** React's note after it reports an error a boundary caught, printed as a report of its own. */
const CAUGHT_ERROR_NOTE = 'The above error occurred in the';

interface ConsoleReports {
  failing: string[];
  expected: Set<Error>;
}

const KEY = Symbol.for('jotpod.test.consoleReports');
const worker = globalThis as typeof globalThis & { [KEY]?: ConsoleReports };
const reports = (worker[KEY] ??= watchConsoleErrors());

function watchConsoleErrors(): ConsoleReports {
  const state: ConsoleReports = { failing: [], expected: new Set() };
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const text = format(...args);
    if (FAILING_REPORTS.some((report) => text.includes(report))) state.failing.push(text);
    else if (state.expected.size > 0 && (args.some((arg) => arg instanceof Error && state.expected.has(arg)) || text.includes(CAUGHT_ERROR_NOTE))) return;
    consoleError(...args);
  };
  return state;
}

/** The running test causes `error` on purpose: reports of it stay out of the output until it ends. */
export function expectCaughtError(error: Error): void {
  reports.expected.add(error);
}

/** After each test: fails it with the failing reports it caused, and forgets its expected errors. */
export function checkConsoleReports(): void {
  reports.expected.clear();
  const failing = reports.failing.splice(0);
  if (failing.length > 0) throw new Error(`React or Relay reported:\n${failing.join('\n')}`);
}
