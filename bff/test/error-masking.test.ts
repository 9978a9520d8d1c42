import { GraphQLError, locatedError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR_MESSAGE, unexpectedErrorMasker } from '../src/pipeline/error-masking.ts';
import { NotAuthenticatedError } from '../src/upstream/errors.ts';

function maskerWithLog() {
  const lines: string[] = [];
  return { mask: unexpectedErrorMasker((line) => lines.push(line)), lines };
}

describe('the error masker', () => {
  it('sends a fault of ours as "Unexpected error." and logs it with its stack', () => {
    const { mask, lines } = maskerWithLog();
    const bug = locatedError(new TypeError("Cannot read properties of undefined (reading 'slug')"), null, ['pod']);

    const sent = mask(bug, UNEXPECTED_ERROR_MESSAGE);

    expect(sent.message).toBe('Unexpected error.');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^unexpected error: TypeError: Cannot read properties of undefined/);
    expect(lines[0]).toContain('at ');
  });

  it('passes on an error raised on purpose, unlogged', () => {
    const { mask, lines } = maskerWithLog();
    const notSignedIn = new NotAuthenticatedError();

    expect(mask(notSignedIn, UNEXPECTED_ERROR_MESSAGE)).toBe(notSignedIn);
    expect(lines).toEqual([]);
  });

  it('passes on a client going away, bare or at the field it stopped, unlogged: it is no fault', () => {
    const { mask, lines } = maskerWithLog();
    const abort = new DOMException('This operation was aborted', 'AbortError');
    const atField = locatedError(abort, null, ['notificationsChanged']);

    expect(mask(atField, UNEXPECTED_ERROR_MESSAGE)).toBe(atField);
    expect(mask(abort, UNEXPECTED_ERROR_MESSAGE)).toBe(abort);
    expect(lines).toEqual([]);
  });

  it('still masks and logs a timeout that reaches it raw: a deadline is cancelled by the upstream calls, not here', () => {
    const { mask, lines } = maskerWithLog();
    const timeout = locatedError(new DOMException('The operation deadline passed.', 'TimeoutError'), null, ['pod']);

    expect(mask(timeout, UNEXPECTED_ERROR_MESSAGE)).toBeInstanceOf(GraphQLError);
    expect(mask(timeout, UNEXPECTED_ERROR_MESSAGE).message).toBe('Unexpected error.');
    expect(lines).toHaveLength(2);
  });
});
