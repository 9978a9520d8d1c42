import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../src/auth/secrets.ts';
import { AccountsApi, CLIENT } from './support/auth-api.ts';

let api: AccountsApi;
beforeAll(async () => {
  // Every test here fails logins from 127.0.0.1; a roomy address limit keeps them independent
  // (the address limit has its own test below, on its own server).
  api = await AccountsApi.start({ loginThrottle: { perAddress: 1000 } });
});
afterAll(() => api?.close());

/** The refresh tokens rotated so far were rotated longer ago than the race grace (10 s). */
const pastTheGrace = () => api.db.query("UPDATE oauth_refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL");

const refresh = (refreshToken: string, clientSecret: string = CLIENT.secret) =>
  api.post('/oauth/token', { grant_type: 'refresh_token', client_id: CLIENT.id, client_secret: clientSecret, refresh_token: refreshToken, scope: '' });

describe('POST /oauth/token, password grant', () => {
  it('issues a bearer token pair that expires in an hour and opens GET /api/v1/user', async () => {
    const account = await api.register();
    const reply = await api.login(account.email, account.password);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ token_type: 'Bearer', expires_in: 3600, access_token: expect.any(String), refresh_token: expect.any(String) });
    const me = await api.get('/api/v1/user', reply.body.access_token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: account.id, email: account.email });
  });

  it('stores only hashes of the tokens, expiring in 1 hour and 30 days', async () => {
    const { tokens } = await api.signedIn();
    const [row] = await api.db.query<{ access_ttl: number; refresh_ttl: number }>(
      `SELECT extract(epoch FROM a.expires_at - a.created_at)::int AS access_ttl,
              extract(epoch FROM r.expires_at - r.created_at)::int AS refresh_ttl
       FROM oauth_access_tokens a JOIN oauth_refresh_tokens r ON r.access_token_id = a.id
       WHERE a.token_hash = $1 AND r.token_hash = $2`,
      [sha256(tokens.access_token), sha256(tokens.refresh_token)],
    );
    expect(row).toEqual({ access_ttl: 3600, refresh_ttl: 30 * 24 * 3600 });
    const plain = await api.db.query('SELECT 1 FROM oauth_access_tokens WHERE token_hash = $1', [tokens.access_token]);
    expect(plain).toHaveLength(0);
  });

  it('accepts a form-encoded body and an email in another case', async () => {
    const account = await api.register({ email: api.email('Mixed.Case') });
    const reply = await api.request('POST', '/oauth/token', {
      form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: account.email.toUpperCase(), password: account.password, scope: '' },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.token_type).toBe('Bearer');
  });

  it('refuses a wrong password or an unknown email with invalid_grant (400)', async () => {
    const account = await api.register();
    for (const [email, password] of [[account.email, 'not the password'], [api.email('nobody'), account.password]] as const) {
      const reply = await api.login(email, password);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: 'invalid_grant', message: 'The user credentials were incorrect.' });
    }
  });

  it('refuses a wrong or unknown client with invalid_client (401)', async () => {
    const account = await api.register();
    for (const client of [{ client_id: CLIENT.id, client_secret: 'wrong' }, { client_id: '999', client_secret: CLIENT.secret }, { client_id: 'x' }]) {
      const reply = await api.post('/oauth/token', { grant_type: 'password', ...client, username: account.email, password: account.password });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ error: 'invalid_client', message: 'Client authentication failed' });
    }
  });

  it('refuses an unsupported grant type, missing credentials and unknown scopes', async () => {
    const base = { client_id: CLIENT.id, client_secret: CLIENT.secret };
    const unsupported = await api.post('/oauth/token', { ...base, grant_type: 'client_credentials' });
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toBe('unsupported_grant_type');
    const missing = await api.post('/oauth/token', { ...base, grant_type: 'password', password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: 'invalid_request', hint: 'Check the `username` parameter' });
    const scope = await api.post('/oauth/token', { ...base, grant_type: 'password', username: 'a@example.com', password: 'x', scope: 'admin' });
    expect(scope.status).toBe(400);
    expect(scope.body.error).toBe('invalid_scope');
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  it('rotates: a new pair is issued, the old refresh and access tokens stop working', async () => {
    const { tokens, email } = await api.signedIn();
    const rotated = await refresh(tokens.refresh_token);
    expect(rotated.status).toBe(200);
    expect(rotated.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(rotated.body.access_token).not.toBe(tokens.access_token);
    expect(rotated.body.refresh_token).not.toBe(tokens.refresh_token);

    const me = await api.get('/api/v1/user', rotated.body.access_token as string);
    expect(me.body.data.email).toBe(email);
    expect((await api.get('/api/v1/user', tokens.access_token)).status).toBe(401);

    await pastTheGrace();
    const reused = await refresh(tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant', message: 'The refresh token is invalid.' });
  });

  it('refuses an expired refresh token, an unknown one, and one presented with a wrong secret', async () => {
    const { tokens } = await api.signedIn();
    expect((await refresh(tokens.refresh_token, 'wrong')).status).toBe(401);
    expect((await refresh('not-a-token')).body.error).toBe('invalid_grant');
    await api.db.query(`UPDATE oauth_refresh_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(tokens.refresh_token)]);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
  });
});

describe('refresh-token families', () => {
  /** Whether a pair still works: its access token opens /user (and its refresh token is left untouched). */
  const opens = async (accessToken: string) => (await api.get('/api/v1/user', accessToken)).status === 200;

  it('a rotated refresh token used again ends the whole sign-in: every pair descended from it', async () => {
    const account = await api.signedIn();
    const first = await refresh(account.tokens.refresh_token);
    const second = await refresh(first.body.refresh_token as string);
    expect(second.status).toBe(200);
    // Another sign-in of the same account is another family.
    const elsewhere = (await api.login(account.email, account.password)).body;
    await pastTheGrace();

    // Whoever presents the first refresh token again (a thief, or the owner after a thief used it)...
    const replay = await refresh(account.tokens.refresh_token);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ error: 'invalid_grant', message: 'The refresh token is invalid.' });
    // ...ends the current pair of that sign-in too: both parties must sign in again.
    expect(await opens(second.body.access_token as string)).toBe(false);
    expect((await refresh(second.body.refresh_token as string)).status).toBe(400);
    // The account's other sign-in is untouched.
    expect(await opens(elsewhere.access_token)).toBe(true);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(200);
  });

  it('concurrent refreshes of one token (bff replicas racing) all get working pairs, and the family lives on', async () => {
    const { tokens } = await api.signedIn();
    const answers = await Promise.all([1, 2, 3, 4].map(() => refresh(tokens.refresh_token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const pairs = answers.map((answer) => answer.body);
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(4);
    for (const pair of pairs) expect(await opens(pair.access_token as string)).toBe(true);
    // Each sibling can go on refreshing.
    expect((await refresh(pairs[0]!.refresh_token as string)).status).toBe(200);
    expect((await refresh(pairs[3]!.refresh_token as string)).status).toBe(200);
  });

  it('only the latest rotation of a family has the grace: an older rotated token is a replay at once', async () => {
    const { tokens } = await api.signedIn();
    const first = await refresh(tokens.refresh_token);
    const second = await refresh(first.body.refresh_token as string);
    // Seconds later, well within the grace, but the token it was exchanged for has been rotated since.
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    expect(await opens(second.body.access_token as string)).toBe(false);
  });

  it('sign-out ends the whole family, siblings of a race included', async () => {
    const { tokens } = await api.signedIn();
    const [one, two] = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token)]);
    expect(await opens(two!.body.access_token as string)).toBe(true);
    expect((await api.request('DELETE', '/oauth/token', { token: one!.body.access_token as string })).status).toBe(204);
    expect(await opens(two!.body.access_token as string)).toBe(false);
    expect((await refresh(two!.body.refresh_token as string)).status).toBe(400);
    // Inside the grace too: a signed-out family gets no sibling.
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('RFC 7009 revocation of a refresh token ends its family', async () => {
    const { tokens } = await api.signedIn();
    const rotated = (await refresh(tokens.refresh_token)).body;
    await api.post('/oauth/token/revoke', { client_id: CLIENT.id, client_secret: CLIENT.secret, token: rotated.refresh_token });
    expect(await opens(rotated.access_token as string)).toBe(false);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });
});

describe('access tokens on protected endpoints', () => {
  it('answers 401 {message: "Unauthenticated."} without a token, with a garbage one and with an expired one', async () => {
    const { tokens } = await api.signedIn();
    await api.db.query(`UPDATE oauth_access_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(tokens.access_token)]);
    for (const token of [undefined, 'garbage', tokens.access_token]) {
      const reply = await api.get('/api/v1/user', token);
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ message: 'Unauthenticated.' });
    }
  });
});

describe('sign out', () => {
  it('DELETE /oauth/token revokes the presented access token and its refresh token', async () => {
    const { tokens } = await api.signedIn();
    const out = await api.request('DELETE', '/oauth/token', { token: tokens.access_token });
    expect(out.status).toBe(204);
    expect((await api.get('/api/v1/user', tokens.access_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).body.error).toBe('invalid_grant');
    expect((await api.request('DELETE', '/oauth/token', { token: tokens.access_token })).status).toBe(401);
  });

  it('POST /oauth/token/revoke (client credentials) revokes the pair of an access or a refresh token', async () => {
    for (const pick of ['access_token', 'refresh_token'] as const) {
      const { tokens } = await api.signedIn();
      const out = await api.post('/oauth/token/revoke', { client_id: CLIENT.id, client_secret: CLIENT.secret, token: tokens[pick] });
      expect(out.status).toBe(200);
      expect((await api.get('/api/v1/user', tokens.access_token)).status).toBe(401);
      expect((await refresh(tokens.refresh_token)).status).toBe(400);
    }
    const { tokens } = await api.signedIn();
    const wrongClient = await api.post('/oauth/token/revoke', { client_id: CLIENT.id, client_secret: 'wrong', token: tokens.access_token });
    expect(wrongClient.status).toBe(401);
    expect((await api.get('/api/v1/user', tokens.access_token)).status).toBe(200);
  });
});

describe('login rate limit', () => {
  it('locks an account for the rest of the minute after 5 failures, even for the right password', async () => {
    const account = await api.register();
    for (let i = 0; i < 5; i++) expect((await api.login(account.email, `wrong ${i}`)).status).toBe(400);
    const locked = await api.login(account.email, account.password);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many login attempts\. Please try again in (\d+) seconds\.$/);
    const seconds = Number(/in (\d+) seconds/.exec(locked.body.message)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(locked.headers.get('retry-after')).toBe(String(seconds));
  });

  it('forgets an account\'s failures after a successful login', async () => {
    const account = await api.register();
    for (let i = 0; i < 4; i++) await api.login(account.email, 'wrong');
    expect((await api.login(account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await api.login(account.email, 'wrong')).status).toBe(400);
  });

  it('limits failures per client address across accounts, counted in the database every replica shares', async () => {
    // Earlier specs of this file failed logins from this address too: start a fresh window.
    await api.db.query("DELETE FROM throttle_windows WHERE key LIKE 'login-address:%'");
    const strict = await AccountsApi.start({ db: api.db, loginThrottle: { perAddress: 3 } });
    try {
      const account = await api.register();
      // Two failures at one replica, one at another: the address has failed three times.
      for (let i = 0; i < 2; i++) expect((await api.login(api.email('stranger'), 'guess')).status).toBe(400);
      expect((await strict.login(api.email('stranger'), 'guess')).status).toBe(400);
      const locked = await strict.login(account.email, account.password);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(/^Too many login attempts/);
    } finally {
      await strict.close();
    }
  });
});
