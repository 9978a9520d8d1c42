import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  AddressThrottle,
  AttemptCounter,
  DEFAULT_PASSWORD_RESET_LIMIT,
  DEFAULT_REGISTER_LIMIT,
  LoginThrottle,
  type AddressLimit,
  type LoginThrottleOptions,
} from '../auth/attempt-throttle.ts';
import { oauthRoutes } from '../auth/oauth-routes.ts';
import { viewerPlugin } from '../auth/viewer.ts';
import type { Db } from '../db/client.ts';
import { avatarRoutes } from './avatar.ts';
import { defaultPodRoutes } from './default-pod.ts';
import { deleteAccountRoutes } from './delete-account.ts';
import { dataExportRoutes } from './data-export.ts';
import { emailChangeRoutes } from './email-change.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { profileRoutes } from './profile.ts';
import { registerRoutes } from './register.ts';

export interface AccountsOptions {
  db: Db;
  /** The storage root (DATA_DIR/uploads); avatars go to storageDir/avatars. */
  storageDir: string;
  /** Defaults to SMTP_URL: set, mail goes through SMTP; unset, to the log and mail_outbox. */
  smtpUrl?: string | undefined;
  /** Defaults to MAIL_FROM, else 'Jotpod <no-reply@jotpod.local>'. */
  mailFrom?: string | undefined;
  /** Public origin of the web app for links in mail; defaults to APP_URL, else http://localhost:4000. */
  appUrl?: string | undefined;
  /** Replaces the mailer entirely (tests). */
  mailer?: Mailer | undefined;
  loginThrottle?: Partial<LoginThrottleOptions> | undefined;
  /** Sign-ups per client address; defaults to 20 an hour. */
  registerLimit?: Partial<AddressLimit> | undefined;
  /** Password-reset requests per client address; defaults to 10 an hour. */
  passwordResetLimit?: Partial<AddressLimit> | undefined;
}

/**
 * Accounts and sessions: the OAuth token endpoints, sign-up, password reset and the signed-in
 * user's own profile, password, avatar and default pod.
 *
 * Wrapped with fastify-plugin so `request.viewer` (which the read endpoints also use) is
 * resolved for every route of the app; register it before the other routes.
 * The routes themselves stay in their own encapsulated scopes.
 */
const accounts: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const { db, storageDir } = options;
  const mailer =
    options.mailer ??
    createMailer({
      db,
      log: app.log,
      smtpUrl: options.smtpUrl ?? process.env.SMTP_URL,
      from: options.mailFrom ?? process.env.MAIL_FROM ?? 'Jotpod <no-reply@jotpod.local>',
    });
  const appUrl = options.appUrl ?? process.env.APP_URL ?? 'http://localhost:4000';

  await app.register(viewerPlugin, { db });
  const attempts = new AttemptCounter(db);
  await app.register(oauthRoutes, { db, throttle: new LoginThrottle(attempts, options.loginThrottle) });
  await app.register(registerRoutes, { db, throttle: new AddressThrottle(attempts, 'register', DEFAULT_REGISTER_LIMIT, options.registerLimit) });
  await app.register(passwordResetRoutes, {
    db,
    mailer,
    appUrl,
    throttle: new AddressThrottle(attempts, 'password-reset', DEFAULT_PASSWORD_RESET_LIMIT, options.passwordResetLimit),
  });
  await app.register(profileRoutes, { db, mail: { mailer, appUrl } });
  await app.register(emailChangeRoutes, { db });
  await app.register(avatarRoutes, { db, storageDir });
  await app.register(defaultPodRoutes, { db });
  await app.register(deleteAccountRoutes, { db, storageDir, mailer });
  await app.register(dataExportRoutes, { db });
};
export const registerAccounts = fp(accounts, { name: 'jotpod-accounts', fastify: '5.x' });
