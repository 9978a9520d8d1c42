import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './formErrors.ts';

describe('formErrorsOf', () => {
  const shown = ['currentPassword', 'password', 'passwordConfirmation'];

  it('puts each field’s messages under it, and the rest above the submit button', () => {
    const errors = formErrorsOf(
      {
        __typename: 'ValidationError',
        message: 'The given data was invalid.',
        fields: [
          { field: 'password', messages: ['The password must be at least 8 characters.'] },
          { field: 'token', messages: ['This password reset link is invalid.'] },
        ],
      },
      shown,
    );
    expect(errors).toEqual({
      fields: { password: 'The password must be at least 8 characters.' },
      form: 'This password reset link is invalid.',
    });
  });

  it('shows a confirmation that does not match under the confirmation, not under the password', () => {
    const errors = formErrorsOf(
      {
        __typename: 'ValidationError',
        fields: [{ field: 'password', messages: ['The password must be at least 8 characters.', 'The password field confirmation does not match.'] }],
      },
      shown,
    );
    expect(errors.fields).toEqual({
      password: 'The password must be at least 8 characters.',
      passwordConfirmation: 'The password field confirmation does not match.',
    });
  });
});
