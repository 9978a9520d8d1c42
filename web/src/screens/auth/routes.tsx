import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { RouteError } from '../../components/RouteError.tsx';
import { guestOnly } from '../../session/viewerSession.ts';

/**
 * /login, /register, /forgot-password, /password/reset: guest-only (a signed-in user goes Home),
 * each page in its own chunk. /email/confirm (the link of an email change) is open to everyone.
 * Mounted in the App layout.
 */
export function authRoutes(environment: IEnvironment): RouteObject[] {
  const loader = guestOnly(environment);
  return [
    { path: 'login', loader, lazy: { Component: async () => (await import('./LoginPage.tsx')).LoginPage }, errorElement: <RouteError /> },
    { path: 'register', loader, lazy: { Component: async () => (await import('./RegisterPage.tsx')).RegisterPage }, errorElement: <RouteError /> },
    {
      path: 'forgot-password',
      loader,
      lazy: { Component: async () => (await import('./ForgotPasswordPage.tsx')).ForgotPasswordPage },
      errorElement: <RouteError />,
    },
    {
      path: 'password/reset',
      loader,
      lazy: { Component: async () => (await import('./ResetPasswordPage.tsx')).ResetPasswordPage },
      errorElement: <RouteError />,
    },
    {
      path: 'email/confirm',
      lazy: { Component: async () => (await import('./ConfirmEmailPage.tsx')).ConfirmEmailPage },
      errorElement: <RouteError />,
    },
  ];
}
