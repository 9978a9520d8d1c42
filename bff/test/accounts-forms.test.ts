import { encodeGlobalID } from '@pothos/plugin-relay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../api/test/support/auth-images.ts';
import { whileShown } from '../../api/test/support/visibility.ts';
import { insertCatalogue, type Catalogue } from './support/catalogue.ts';
import {
  Browser,
  LOGIN,
  REGISTER,
  signUp,
  startAccountsStack,
  VIEWER_FIELDS,
  type AccountsStack,
  type MutationResult,
  type ViewerData,
} from './support/accounts.ts';

/**
 * The account forms through GraphQL, over the real api: typed results carry the api's messages,
 * with `fields` named after the mutation input so a form can put each message under its field.
 */
const RESET_SENT = "If an account exists for that address, we've emailed a reset link.";

describe('account mutations', () => {
  let stack: AccountsStack;
  let catalogue: Catalogue;

  beforeAll(async () => {
    stack = await startAccountsStack();
    catalogue = await insertCatalogue(stack.db, stack.storageDir);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const result = (typename: string, fields = '') => `
    __typename
    ... on ${typename} { ${fields} }
    ... on Error { message }
    ... on ValidationError { fields { field messages } }`;

  describe('register and login', () => {
    it('refuses a taken email and a mismatched confirmation with field messages, and sets no cookie', async () => {
      const { email } = await signUp(new Browser(stack.bffUrl));
      const browser = new Browser(stack.bffUrl);
      const reply = await browser.graphql<{ register: MutationResult }>(REGISTER, {
        input: { name: '', email, password: 'correct horse battery', passwordConfirmation: 'something else' },
      });
      expect(reply.data?.register).toEqual({
        __typename: 'ValidationError',
        message: 'The name field is required. The password field confirmation does not match. The email has already been taken.',
        fields: [
          { field: 'name', messages: ['The name field is required.'] },
          { field: 'password', messages: ['The password field confirmation does not match.'] },
          { field: 'email', messages: ['The email has already been taken.'] },
        ],
      });
      expect(reply.setCookie).toBeNull();
    });

    it('answers wrong credentials with InvalidCredentialsError and blank ones with field messages', async () => {
      const { email } = await signUp(new Browser(stack.bffUrl));
      const browser = new Browser(stack.bffUrl);
      const wrong = await browser.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password: 'not the password' } });
      expect(wrong.data?.login).toEqual({ __typename: 'InvalidCredentialsError', message: 'The user credentials were incorrect.' });
      expect(wrong.setCookie).toBeNull();

      const blank = await browser.graphql<{ login: MutationResult }>(LOGIN, { input: { email: ' ', password: '' } });
      expect(blank.data?.login).toMatchObject({
        __typename: 'ValidationError',
        fields: [
          { field: 'email', messages: ['The email field is required.'] },
          { field: 'password', messages: ['The password field is required.'] },
        ],
      });
    });

    it("answers the api's login throttle with TooManyRequestsError and its message", async () => {
      const { email, password } = await signUp(new Browser(stack.bffUrl));
      const browser = new Browser(stack.bffUrl);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await browser.graphql(LOGIN, { input: { email, password: 'guess' } });
      }
      const locked = await browser.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password } });
      expect(locked.data?.login.__typename).toBe('TooManyRequestsError');
      expect(locked.data?.login.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
    });
  });

  describe('password reset', () => {
    const REQUEST = `mutation ($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { ${result('RequestPasswordResetPayload', 'message')} } }`;
    const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) { ${result('ResetPasswordPayload', 'message')} } }`;

    it('mails a token (the outbox here), resets with it once, and signs in with the new password', async () => {
      const { email } = await signUp(new Browser(stack.bffUrl));
      const visitor = new Browser(stack.bffUrl);
      const requested = await visitor.graphql<{ requestPasswordReset: MutationResult }>(REQUEST, { input: { email } });
      expect(requested.data?.requestPasswordReset).toEqual({ __typename: 'RequestPasswordResetPayload', message: RESET_SENT });
      const [mail] = await stack.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
      const token = /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1];
      expect(token).toBeDefined();

      const input = { email, token, password: 'a brand new passphrase', passwordConfirmation: 'a brand new passphrase' };
      const reset = await visitor.graphql<{ resetPassword: MutationResult }>(RESET, { input });
      expect(reset.data?.resetPassword).toEqual({ __typename: 'ResetPasswordPayload', message: 'Your password has been reset.' });

      const reused = await visitor.graphql<{ resetPassword: MutationResult }>(RESET, { input });
      expect(reused.data?.resetPassword).toMatchObject({
        __typename: 'ValidationError',
        message: 'This password reset token is invalid.',
        fields: [{ field: 'email', messages: ['This password reset token is invalid.'] }],
      });

      const login = await visitor.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password: input.password } });
      expect(login.data?.login.__typename).toBe('LoginPayload');
      expect(visitor.cookie).not.toBeNull();
    });

    /** The whole HTTP answer to a request of the form, as a browser gets it, minus the Date header. */
    async function rawReset(email: string): Promise<{ status: number; headers: [string, string][]; body: string }> {
      const response = await fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-graphql-csrf': '1', origin: stack.bffUrl },
        body: JSON.stringify({ query: REQUEST, variables: { input: { email } } }),
      });
      return { status: response.status, headers: [...response.headers].filter(([name]) => name !== 'date'), body: await response.text() };
    }

    it('answers an unknown address exactly as a known one, byte for byte, and mails only the account', async () => {
      const { email } = await signUp(new Browser(stack.bffUrl));
      const ghost = `nobody-${Date.now()}@example.com`;
      const known = await rawReset(email);
      const unknown = await rawReset(ghost);
      expect(known.body).toBe(JSON.stringify({ data: { requestPasswordReset: { __typename: 'RequestPasswordResetPayload', message: RESET_SENT } } }));
      expect(unknown).toEqual(known);
      const mails = async (to: string) => (await stack.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [to])).length;
      expect(await mails(email)).toBe(1);
      expect(await mails(ghost)).toBe(0);
    });

  });

  describe('profile and password', () => {
    const UPDATE_PROFILE = `mutation ($input: UpdateProfileInput!) {
      updateProfile(input: $input) { ${result('UpdateProfilePayload', 'viewer { name bio phone twitter storefrontUrl isPrivate jotLevel user { bio } }')} }
    }`;
    const UPDATE_PASSWORD = `mutation ($input: UpdatePasswordInput!) { updatePassword(input: $input) { ${result('UpdatePasswordPayload', 'viewer { databaseId }')} } }`;

    it('saves the sent fields, leaves the others, and answers the fresh viewer', async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const first = await browser.graphql<{ updateProfile: MutationResult }>(UPDATE_PROFILE, {
        input: { name: 'Ada L.', bio: 'Teaches maths.', phone: '555-0100', twitter: 'https://twitter.com/ada', storefrontUrl: null, isPrivate: true, jotLevel: 'ADVANCED' },
      });
      expect(first.data?.updateProfile).toEqual({
        __typename: 'UpdateProfilePayload',
        viewer: {
          name: 'Ada L.',
          bio: 'Teaches maths.',
          phone: '555-0100',
          twitter: 'https://twitter.com/ada',
          storefrontUrl: null,
          isPrivate: true,
          jotLevel: 'ADVANCED',
          // Their own public profile, seen by themselves, still shows the bio.
          user: { bio: 'Teaches maths.' },
        },
      });

      const second = await browser.graphql<{ updateProfile: MutationResult & { viewer: { bio: string | null; name: string } } }>(
        UPDATE_PROFILE,
        { input: { bio: null } },
      );
      expect(second.data?.updateProfile.viewer).toMatchObject({ name: 'Ada L.', bio: null, phone: '555-0100' });
    });

    it('answers invalid fields by their input names', async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const reply = await browser.graphql<{ updateProfile: MutationResult }>(UPDATE_PROFILE, {
        input: { email: 'not-an-email', storefrontUrl: 'javascript:alert(1)', bio: 'x'.repeat(1001) },
      });
      expect(reply.data?.updateProfile.__typename).toBe('ValidationError');
      expect(reply.data?.updateProfile.fields?.map((f) => f.field).sort()).toEqual(['bio', 'email', 'storefrontUrl']);
      expect(reply.data?.updateProfile.message).toContain('The storefront url field must be a valid URL.');
    });

    it('changes the email only with currentPassword and once the new address confirms the mailed link', async () => {
      const EMAIL_FORM = `mutation ($input: UpdateProfileInput!) {
        updateProfile(input: $input) { ${result('UpdateProfilePayload', 'viewer { email pendingEmail bio }')} }
      }`;
      const CONFIRM = `mutation ($input: ConfirmEmailChangeInput!) { confirmEmailChange(input: $input) { ${result('ConfirmEmailChangePayload', 'message email')} } }`;
      const browser = new Browser(stack.bffUrl);
      const { email, password } = await signUp(browser);
      const wanted = `moved-${Date.now()}@example.com`;
      const ownProfile = async () =>
        (await browser.graphql<{ viewer: { email: string; pendingEmail: string | null; bio: string | null } }>('{ viewer { email pendingEmail bio } }')).data?.viewer;

      // Without the current password, or with a wrong one: a field error, and nothing is saved.
      for (const currentPassword of [undefined, 'not my password']) {
        const refused = await browser.graphql<{ updateProfile: MutationResult }>(EMAIL_FORM, { input: { email: wanted, bio: 'unsaved', currentPassword } });
        expect(refused.data?.updateProfile).toMatchObject({
          __typename: 'ValidationError',
          fields: [{ field: 'currentPassword', messages: [currentPassword ? 'The password is incorrect.' : 'The current password field is required.'] }],
        });
        expect(await ownProfile()).toEqual({ email, pendingEmail: null, bio: null });
      }

      const asked = await browser.graphql<{ updateProfile: MutationResult & { viewer: unknown } }>(EMAIL_FORM, {
        input: { email: wanted, bio: 'saved', currentPassword: password },
      });
      expect(asked.data?.updateProfile).toEqual({ __typename: 'UpdateProfilePayload', viewer: { email, pendingEmail: wanted, bio: 'saved' } });

      const [mail] = await stack.db.query<{ body: string }>('SELECT body FROM mail_outbox WHERE recipient = $1', [wanted]);
      const token = /\/email\/confirm\?token=(\S+)/.exec(mail?.body ?? '')?.[1];
      expect(token).toBeDefined();
      // Followed from anywhere: no session needed.
      const confirmed = await new Browser(stack.bffUrl).graphql<{ confirmEmailChange: MutationResult }>(CONFIRM, { input: { token: decodeURIComponent(token!) } });
      expect(confirmed.data?.confirmEmailChange).toEqual({ __typename: 'ConfirmEmailChangePayload', message: 'Your email address has been changed.', email: wanted });
      expect(await ownProfile()).toEqual({ email: wanted, pendingEmail: null, bio: 'saved' });

      const again = await browser.graphql<{ confirmEmailChange: MutationResult }>(CONFIRM, { input: { token: decodeURIComponent(token!) } });
      expect(again.data?.confirmEmailChange).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'token', messages: ['This email confirmation link has already been used.'] }],
      });
      const login = await new Browser(stack.bffUrl).graphql<{ login: MutationResult }>(LOGIN, { input: { email: wanted, password } });
      expect(login.data?.login.__typename).toBe('LoginPayload');
    });

    it('changes the password with the current one, and refuses a wrong current password', async () => {
      const browser = new Browser(stack.bffUrl);
      const { email, password } = await signUp(browser);
      const wrong = await browser.graphql<{ updatePassword: MutationResult }>(UPDATE_PASSWORD, {
        input: { currentPassword: 'nope nope nope', password: 'another long one', passwordConfirmation: 'another long one' },
      });
      expect(wrong.data?.updatePassword).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'currentPassword', messages: ['The password is incorrect.'] }],
      });

      const changed = await browser.graphql<{ updatePassword: MutationResult }>(UPDATE_PASSWORD, {
        input: { currentPassword: password, password: 'another long one', passwordConfirmation: 'another long one' },
      });
      expect(changed.data?.updatePassword.__typename).toBe('UpdatePasswordPayload');
      // This session stays signed in; the new password works, the old one no longer does.
      expect((await browser.graphql<{ viewer: ViewerData }>(`{ viewer { ${VIEWER_FIELDS} } }`)).data?.viewer.email).toBe(email);
      const old = await new Browser(stack.bffUrl).graphql<{ login: MutationResult }>(LOGIN, { input: { email, password } });
      expect(old.data?.login.__typename).toBe('InvalidCredentialsError');
      const fresh = await new Browser(stack.bffUrl).graphql<{ login: MutationResult }>(LOGIN, { input: { email, password: 'another long one' } });
      expect(fresh.data?.login.__typename).toBe('LoginPayload');
    });
  });

  describe('avatar upload (GraphQL multipart request)', () => {
    const UPDATE_AVATAR = `mutation ($input: UpdateAvatarInput!) { updateAvatar(input: $input) { ${result('UpdateAvatarPayload', 'viewer { avatarUrl }')} } }`;
    const upload = (browser: Browser, bytes: Buffer, name = 'me.png', type = 'image/png') =>
      browser.upload<{ updateAvatar: MutationResult & { viewer?: { avatarUrl: string | null } } }>(
        UPDATE_AVATAR,
        { input: { avatar: null } },
        { 'variables.input.avatar': { bytes, name, type } },
      );

    it('forwards a square PNG to the api and answers the new avatar URL, served through the bff', async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const reply = await upload(browser, png(64, 64));
      expect(reply.errors).toBeUndefined();
      const avatarUrl = reply.data?.updateAvatar.viewer?.avatarUrl;
      expect(avatarUrl).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.png$/);
      const image = await fetch(stack.bffUrl + avatarUrl!);
      expect(image.status).toBe(200);
      // The api stores the image decoded and written again: still a 64 x 64 PNG (IHDR width, height).
      const stored = Buffer.from(await image.arrayBuffer());
      expect(stored.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([stored.readUInt32BE(16), stored.readUInt32BE(20)]).toEqual([64, 64]);
    });

    it("answers the api's message for a non-square image", async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const reply = await upload(browser, png(64, 32));
      expect(reply.data?.updateAvatar).toMatchObject({
        __typename: 'ValidationError',
        message: 'The avatar must be a square image of at most 500x500 pixels.',
        fields: [{ field: 'avatar', messages: ['The avatar must be a square image of at most 500x500 pixels.'] }],
      });
    });

    it('refuses a file over 10 MB in the bff, before anything reaches the api', async () => {
      const browser = new Browser(stack.bffUrl);
      const { email } = await signUp(browser);
      const avatarOf = async () => (await stack.db.query<{ avatar: string | null }>('SELECT avatar FROM users WHERE email = $1', [email]))[0]?.avatar;
      const reply = await upload(browser, Buffer.concat([png(64, 64), Buffer.alloc(10 * 1024 * 1024)]));
      expect(reply.status).toBe(413);
      expect(reply.data).toBeNull();
      expect(reply.errors).toEqual([{ message: 'File size limit exceeded: 10485760 bytes', extensions: { code: 'REQUEST_ENTITY_TOO_LARGE' } }]);
      expect(await avatarOf()).toBeNull();
      // Control: the same upload within the limit does reach the api and set the avatar.
      expect((await upload(browser, png(64, 64))).errors).toBeUndefined();
      expect(await avatarOf()).toMatch(/^avatars\/.+\.png$/);
    });
  });

  describe('default topic', () => {
    const SET_DEFAULT = `mutation ($input: SetDefaultPodInput!) {
      setDefaultPod(input: $input) {
        ${result('SetDefaultPodPayload', 'viewer { defaultPod { databaseId } } pod { databaseId isDefault } previousDefaultPod { databaseId isDefault }')}
      }
    }`;
    interface DefaultPodResult {
      __typename: string;
      viewer: { defaultPod: { databaseId: number } | null };
      pod: { databaseId: number; isDefault: boolean } | null;
      previousDefaultPod: { databaseId: number; isDefault: boolean } | null;
    }
    const podId = (id: number) => encodeGlobalID('Pod', id);

    it('sets, moves and unsets the default pod, answering every pod whose isDefault changed', async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const [first, second] = catalogue.mathPods as [number, number];
      const set = async (id: string | null) => (await browser.graphql<{ setDefaultPod: DefaultPodResult }>(SET_DEFAULT, { input: { podId: id } })).data?.setDefaultPod;

      expect(await set(podId(first))).toEqual({
        __typename: 'SetDefaultPodPayload',
        viewer: { defaultPod: { databaseId: first } },
        pod: { databaseId: first, isDefault: true },
        previousDefaultPod: null,
      });
      expect(await set(podId(second))).toMatchObject({
        viewer: { defaultPod: { databaseId: second } },
        pod: { databaseId: second, isDefault: true },
        previousDefaultPod: { databaseId: first, isDefault: false },
      });
      // The current default again: 'Unset Default Topic'.
      expect(await set(podId(second))).toMatchObject({
        viewer: { defaultPod: null },
        pod: { databaseId: second, isDefault: false },
        previousDefaultPod: null,
      });

      const pod = await browser.graphql<{ pod: { isDefault: boolean } }>(`{ pod(slug: "${second}") { isDefault } }`);
      expect(pod.data?.pod.isDefault).toBe(false);
    });

    it('refuses a hidden pod and an id of another type', async () => {
      const browser = new Browser(stack.bffUrl);
      await signUp(browser);
      const hidden = await browser.graphql<{ setDefaultPod: MutationResult }>(SET_DEFAULT, { input: { podId: podId(catalogue.hiddenPod) } });
      expect(hidden.data?.setDefaultPod).toMatchObject({
        __typename: 'ValidationError',
        fields: [{ field: 'podId', messages: ['The selected pod id is invalid.'] }],
      });
      // Control: the same pod is accepted once it is active.
      const shown = await whileShown(stack.db, { pods: [catalogue.hiddenPod], containers: [] }, () =>
        browser.graphql<{ setDefaultPod: MutationResult }>(SET_DEFAULT, { input: { podId: podId(catalogue.hiddenPod) } }),
      );
      expect(shown.data?.setDefaultPod.__typename).toBe('SetDefaultPodPayload');
      const wrongType = await browser.graphql<unknown>(SET_DEFAULT, { input: { podId: encodeGlobalID('Container', catalogue.math) } });
      expect(wrongType.errors?.length).toBe(1);
    });
  });

  describe('deleteAccount', () => {
    const DELETE = `mutation ($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename ... on DeleteAccountPayload { deleted } ... on Error { message } ... on ValidationError { fields { field messages } } } }`;

    it('refuses a wrong password on `password` and keeps the account; the right one deletes it and signs this browser out', async () => {
      const browser = new Browser(stack.bffUrl);
      const { viewer, password } = await signUp(browser, 'Del Account');
      const wrong = await browser.graphql<{ deleteAccount: { __typename: string; fields?: unknown } }>(DELETE, { input: { password: 'not the password' } });
      expect(wrong.data?.deleteAccount).toMatchObject({ __typename: 'ValidationError', fields: [{ field: 'password', messages: ['The password is incorrect.'] }] });
      expect((await stack.db.query('SELECT 1 FROM users WHERE id = $1', [viewer.databaseId])).length).toBe(1);

      const done = await browser.graphql<{ deleteAccount: { __typename: string; deleted?: boolean } }>(DELETE, { input: { password } });
      expect(done.data?.deleteAccount).toEqual({ __typename: 'DeleteAccountPayload', deleted: true });
      expect(done.setCookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect((await stack.db.query('SELECT 1 FROM users WHERE id = $1', [viewer.databaseId])).length).toBe(0);
      expect((await browser.graphql<{ viewer: null }>('{ viewer { id } }')).data?.viewer).toBeNull();
      const visitor = await new Browser(stack.bffUrl).graphql(DELETE, { input: { password } });
      expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
