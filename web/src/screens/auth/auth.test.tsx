import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OperationDescriptor } from 'relay-runtime';
import type { RelayMockEnvironment } from 'relay-test-utils';
import { renderRoute } from '../../test/renderRoute.tsx';
import { formErrorsOf } from '../../components/forms/formErrors.ts';
import { returnPathFrom } from './returnTo.ts';

async function pendingOperation(environment: RelayMockEnvironment, name: string): Promise<OperationDescriptor> {
  return waitFor(() => {
    const operation = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!operation) throw new Error(`${name} has not started`);
    return operation;
  });
}

/** The text of the elements an input's aria-describedby names: what a screen reader reads after its name. */
function describedBy(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

beforeEach(() => window.localStorage.clear());

describe('formErrorsOf', () => {
  it('puts messages of shown fields inline and everything else in the form message', () => {
    expect(
      formErrorsOf(
        {
          __typename: 'ValidationError',
          message: 'The email field is required. This password reset token is invalid.',
          fields: [
            { field: 'email', messages: ['The email field is required.'] },
            { field: 'token', messages: ['This password reset token is invalid.'] },
          ],
        },
        ['email', 'password'],
      ),
    ).toEqual({ fields: { email: 'The email field is required.' }, form: 'This password reset token is invalid.' });
    expect(formErrorsOf({ __typename: 'InvalidCredentialsError', message: 'The user credentials were incorrect.' }, ['email'])).toEqual({
      fields: {},
      form: 'The user credentials were incorrect.',
    });
  });

  it('only returns to same-app paths that are not guest pages', () => {
    expect(returnPathFrom({ from: '/pod/maths?page=2' })).toBe('/pod/maths?page=2');
    expect(returnPathFrom({ from: '//evil.example' })).toBe('/');
    expect(returnPathFrom({ from: 'https://evil.example' })).toBe('/');
    expect(returnPathFrom({ from: '/login' })).toBe('/');
    expect(returnPathFrom(null)).toBe('/');
  });
});

describe('/login', () => {
  it('shows the server field errors inline and the credentials error as a form message', async () => {
    const { resolvePending, environment } = renderRoute('/login');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    let login = await pendingOperation(environment, 'LoginPageMutation');
    expect(login.request.variables).toEqual({ input: { email: '', password: '' } });
    // Disabled with a spinner while the request runs.
    const submit = screen.getByRole('button', { name: /Login|Signing in/ });
    expect(submit.hasAttribute('disabled')).toBe(true);
    act(() =>
      environment.mock.resolve(login, {
        data: {
          login: {
            __typename: 'ValidationError',
            message: 'The email field is required. The password field is required.',
            fields: [
              { field: 'email', messages: ['The email field is required.'] },
              { field: 'password', messages: ['The password field is required.'] },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Focus goes to the first rejected field, which is described by its message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(describedBy(screen.getByLabelText('Email'))).toContain('The email field is required.');

    type('Email', 'ada@example.com');
    type('Password', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    login = await pendingOperation(environment, 'LoginPageMutation');
    expect(login.request.variables).toEqual({ input: { email: 'ada@example.com', password: 'wrong' } });
    act(() =>
      environment.mock.resolve(login, {
        data: { login: { __typename: 'InvalidCredentialsError', message: 'The user credentials were incorrect.' } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The user credentials were incorrect.');
    // The earlier inline messages are gone.
    expect(screen.queryByText('The email field is required.')).toBeNull();
  });

  it('signs in: the header shows the account menu and the app goes back where the user came from', async () => {
    const { resolvePending, environment, router } = renderRoute('/no/such/page', { Query: () => ({ containers: [] }) });
    await resolvePending();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Login' });

    type('Email', 'ada@example.com');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const login = await pendingOperation(environment, 'LoginPageMutation');
    act(() =>
      environment.mock.resolve(login, {
        data: {
          login: {
            __typename: 'LoginPayload',
            viewer: { id: 'Viewer:7', databaseId: 7, name: 'Ada Lovelace', avatarUrl: null, defaultPod: null },
          },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/no/such/page'));
    expect(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeTruthy();
    expect(await screen.findByText('Welcome back, Ada Lovelace.')).toBeTruthy();
    // No token anywhere in the page's storage: only the header snapshot.
    expect(Object.keys(window.localStorage)).toEqual(['loggedInUser']);
  });

  it('shows a request failure (rate limit, network) as the form message', async () => {
    const { resolvePending, environment } = renderRoute('/login');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const login = await pendingOperation(environment, 'LoginPageMutation');
    act(() =>
      environment.mock.resolve(login, {
        data: { login: { __typename: 'TooManyRequestsError', message: 'Too many login attempts. Please try again in 60 seconds.' } },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Too many login attempts. Please try again in 60 seconds.');
  });
});

describe('/register', () => {
  it('sends the four fields and shows the confirmation message inline', async () => {
    const { resolvePending, environment } = renderRoute('/register');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    type('Name', 'Ada');
    type('Email', 'ada@example.com');
    type('Password', 'secret-password');
    type('Confirm password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    const register = await pendingOperation(environment, 'RegisterPageMutation');
    expect(register.request.variables).toEqual({
      input: { name: 'Ada', email: 'ada@example.com', password: 'secret-password', passwordConfirmation: 'other' },
    });
    act(() =>
      environment.mock.resolve(register, {
        data: {
          register: {
            __typename: 'ValidationError',
            message: 'The password field confirmation does not match.',
            fields: [{ field: 'passwordConfirmation', messages: ['The password field confirmation does not match.'] }],
          },
        },
      }),
    );
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(screen.getByLabelText('Confirm password').getAttribute('aria-invalid')).toBe('true');
    // The writer is taken to the field to fix, which reads out its message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Confirm password')));
    expect(describedBy(screen.getByLabelText('Confirm password'))).toBe('The password field confirmation does not match.');
  });
});

describe('/forgot-password and /password/reset', () => {
  it("shows a clear 'check your email' state that does not claim the address has an account", async () => {
    const { resolvePending, environment } = renderRoute('/forgot-password');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const request = await pendingOperation(environment, 'ForgotPasswordPageMutation');
    const sent = "If an account exists for that address, we've emailed a reset link.";
    act(() => environment.mock.resolve(request, { data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: sent } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText(sent)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('If ada@example.com belongs to an account, the link is in its inbox.');
  });

  it('shows the rate-limit message of too many requests on the form', async () => {
    const { resolvePending, environment } = renderRoute('/forgot-password');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const request = await pendingOperation(environment, 'ForgotPasswordPageMutation');
    const message = 'Too many password reset requests. Please try again in 3600 seconds.';
    act(() => environment.mock.resolve(request, { data: { requestPasswordReset: { __typename: 'TooManyRequestsError', message } } }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.queryByRole('heading', { level: 1, name: 'Check your email' })).toBeNull();
  });

  it('resets with the token and email of the link, then goes to /login with a toast', async () => {
    const { resolvePending, environment, router } = renderRoute('/password/reset?token=tok123&email=ada%40example.com');
    await resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    type('New password', 'new-password');
    type('Confirm new password', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    let reset = await pendingOperation(environment, 'ResetPasswordPageMutation');
    expect(reset.request.variables).toEqual({
      input: { token: 'tok123', email: 'ada@example.com', password: 'new-password', passwordConfirmation: 'new-password' },
    });
    // A used or expired token: the message is about no visible field, so it is the form message.
    act(() =>
      environment.mock.resolve(reset, {
        data: {
          resetPassword: {
            __typename: 'ValidationError',
            message: 'This password reset token is invalid.',
            fields: [{ field: 'token', messages: ['This password reset token is invalid.'] }],
          },
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This password reset token is invalid.');

    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    reset = await pendingOperation(environment, 'ResetPasswordPageMutation');
    act(() =>
      environment.mock.resolve(reset, {
        data: { resetPassword: { __typename: 'ResetPasswordPayload', message: 'Your password has been reset.' } },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Your password has been reset.')).toBeTruthy();
  });

  it('explains a link without a token', async () => {
    const { resolvePending } = renderRoute('/password/reset');
    await resolvePending();
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is incomplete.');
  });
});

describe('/email/confirm', () => {
  async function openLink(token: string) {
    const rendered = renderRoute(`/email/confirm?token=${token}`);
    await rendered.resolvePending();
    await screen.findByRole('heading', { level: 1, name: 'Confirm your new email address' });
    return rendered;
  }

  it('confirms on the button (not on opening the page) and shows the new sign-in address', async () => {
    const { environment } = await openLink('tok-1');
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'ConfirmEmailPageMutation')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    const request = await pendingOperation(environment, 'ConfirmEmailPageMutation');
    expect(request.request.variables).toEqual({ input: { token: 'tok-1' } });
    act(() =>
      environment.mock.resolve(request, {
        data: { confirmEmailChange: { __typename: 'ConfirmEmailChangePayload', message: 'Your email address has been changed.', email: 'ada@new.example' } },
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Email address changed' })).toBeTruthy();
    // Toasts are status regions too: the card's own is the one that says it.
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes('Sign in with ada@new.example from now on.'))).toBe(true);
  });

  it.each([
    ['used', 'This email confirmation link has already been used.'],
    ['expired', 'This email confirmation link has expired. Change your email on your profile again to get a new one.'],
  ])('shows a %s link as such', async (_state, message) => {
    const { environment } = await openLink('tok-2');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email address' }));
    const request = await pendingOperation(environment, 'ConfirmEmailPageMutation');
    act(() => environment.mock.resolve(request, { data: { confirmEmailChange: { __typename: 'ValidationError', message } } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Go to your profile' }).getAttribute('href')).toBe('/profile');
  });
});
