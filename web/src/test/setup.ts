import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment calls the global `jest.fn`; vitest's `vi.fn` is compatible.
Object.assign(globalThis, { jest: { fn: vi.fn } });

// Lazy route chunks are compiled on first import; on a busy 2-core CI machine that can take
// longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Testing Library only auto-cleans when the runner exposes globals; ours does not.
afterEach(() => cleanup());
