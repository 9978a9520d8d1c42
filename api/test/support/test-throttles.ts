import type { ApiOptions } from '../../src/app.ts';

/**
 * Test files sign up and ask for reset mail far more often than a person would, all from
 * 127.0.0.1: the apis the suites start allow that, and the specs of those limits start their own
 * api with small ones.
 */
export const SUITE_ADDRESS_LIMITS = {
  registerLimit: { perAddress: 10_000 },
  passwordResetLimit: { perAddress: 10_000 },
} satisfies Pick<ApiOptions, 'registerLimit' | 'passwordResetLimit'>;
