import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../src/session/cookies.ts';
import { Browser, signUp, startAccountsStack, VIEWER, type AccountsStack, type ViewerData } from './support/accounts.ts';

/**
 * CSRF defences for the cookie session: Yoga's required header on requests a browser could send
 * cross-site without a preflight, an Origin check, and no CORS for other sites.
 */
describe('CSRF protection of the session cookie', () => {
  const trusted = 'https://app.example.test';
  let stack: AccountsStack;
  let signedIn: Browser;

  beforeAll(async () => {
    stack = await startAccountsStack({ allowedOrigins: [trusted] });
    signedIn = new Browser(stack.bffUrl);
    await signUp(signedIn);
  });

  afterAll(async () => {
    await stack?.close();
  });

  const cookieHeader = () => ({ cookie: `${SESSION_COOKIE}=${signedIn.cookie}` });

  it('refuses a GET query without the x-graphql-csrf header', async () => {
    const url = `${stack.bffUrl}/graphql?query=${encodeURIComponent(VIEWER)}`;
    const refused = await fetch(url, { headers: { accept: 'application/json', ...cookieHeader() } });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Required CSRF header(s) not present');

    const allowed = await fetch(url, { headers: { accept: 'application/json', 'x-graphql-csrf': '1', ...cookieHeader() } });
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { data: { viewer: ViewerData } }).data.viewer.email).toContain('@example.com');
  });

  it('refuses a form-encoded or multipart POST without the header (what a cross-site form can send)', async () => {
    const form = new URLSearchParams({ query: 'mutation { logout { signedOut } }' });
    const refused = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookieHeader() },
      body: form.toString(),
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.getSetCookie()).toEqual([]);

    const forged = Object.assign(new Browser(stack.bffUrl), { cookie: signedIn.cookie, sendsCsrfHeader: false });
    const multipart = await forged.upload(
      'mutation ($input: UpdateAvatarInput!) { updateAvatar(input: $input) { __typename } }',
      { input: { avatar: null } },
      { 'variables.input.avatar': { bytes: Buffer.from('x'), name: 'a.png', type: 'image/png' } },
    );
    expect(multipart.status).toBe(403);
    expect(multipart.errors?.[0]?.message).toBe('Required CSRF header(s) not present');

    // Neither reached the resolvers: the session they tried to end still answers.
    const still = await signedIn.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(still.data?.viewer.email).toContain('@example.com');
  });

  it('refuses a cookie request from a foreign Origin, even with the header', async () => {
    const attacker = Object.assign(new Browser(stack.bffUrl, 'https://evil.example'), { cookie: signedIn.cookie });
    const reply = await attacker.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(reply.status).toBe(403);
    expect(reply.data).toBeNull();
    expect(reply.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(reply.text).not.toContain('@example.com');
    // Control: the same cookie from the bff's own origin reads the email.
    const own = await signedIn.graphql<{ viewer: ViewerData }>(VIEWER);
    expect(own.text).toContain('@example.com');
  });

  it('accepts its own origin and the ALLOWED_ORIGINS, and tolerates requests without Origin', async () => {
    for (const origin of [stack.bffUrl, trusted, null]) {
      const browser = Object.assign(new Browser(stack.bffUrl, origin), { cookie: signedIn.cookie });
      const reply = await browser.graphql<{ viewer: ViewerData }>(VIEWER);
      expect(reply.status, String(origin)).toBe(200);
      expect(reply.data?.viewer.email).toContain('@example.com');
    }
  });

  it('grants CORS with credentials to ALLOWED_ORIGINS only (Yoga would otherwise reflect any origin)', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.bffUrl}/graphql`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-graphql-csrf' },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const listed = await preflight(trusted);
    expect(listed.headers.get('access-control-allow-origin')).toBe(trusted);
    expect(listed.headers.get('access-control-allow-credentials')).toBe('true');
  });
});
