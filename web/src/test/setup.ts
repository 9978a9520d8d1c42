import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// relay-test-utils' mock environment calls the global `jest.fn`; vitest's `vi.fn` is compatible.
Object.assign(globalThis, { jest: { fn: vi.fn } });

// Testing Library only auto-cleans when the runner exposes globals; ours does not.
afterEach(() => cleanup());
