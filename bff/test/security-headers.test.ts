import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHIQL_DEFAULT_TABS } from '../src/http/graphiql.ts';
import { startBff, type RunningBff } from '../src/server.ts';
import { HTTPS_SESSION_COOKIE, SESSION_COOKIE } from '../src/session/cookies.ts';
import { sealTokens } from '../src/session/sealed-cookie.ts';
import { sessionKeyFrom } from '../src/session/session-key.ts';
import { Browser, LOGIN, signUp, startAccountsStack, VIEWER, type AccountsStack, type MutationResult, type ViewerData } from './support/accounts.ts';
import type { IncomingMessage } from 'node:http';
import { servedOverHttps } from '../src/http/security-headers.ts';
import { TrustedProxies } from '../src/limits/client-address.ts';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/app-1.js"></script></head><body><div id="root"></div></body></html>';
const SESSION_SECRET = 'a session secret of at least thirty-two bytes';
const PUBLIC_URL = 'https://jotpod.example';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

/** A session cookie value sealed with the bff's key, as a signed-in browser would send it. */
function sealedSession(cookieName: string): string {
  const tokens = { accessToken: 'access', refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000 };
  return sealTokens(tokens, sessionKeyFrom(SESSION_SECRET), cookieName);
}

const typename = (headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
  body: JSON.stringify({ query: '{ __typename }' }),
});

describe('security headers of the web app, GraphQL and GraphiQL', () => {
  let dist: string;
  let bff: RunningBff;
  const html = (pathname: string) => fetch(bff.url + pathname, { headers: { accept: 'text/html' } });

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'jotpod-web-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
    // No api behind it: none of these requests reaches the upstream.
    bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', webDist: dist, production: true, sessionSecret: SESSION_SECRET, log: () => {} });
  });

  afterAll(async () => {
    await bff?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('gives every page of the web app a strict Content-Security-Policy', async () => {
    for (const route of ['/', '/jot/x']) {
      const response = await html(route);
      // The app's shell, with the page's own head.
      expect(await response.text(), route).toContain('<body><div id="root"></div></body>');
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp, route).toMatchObject({
        'default-src': ["'self'"],
        // No inline script: only our own files run.
        'script-src': ["'self'"],
        // Chakra's emotion inserts <style> elements at runtime.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'frame-src': ['https://www.youtube-nocookie.com'],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
    }
  });

  it('sends nosniff, a referrer policy and a permissions policy on pages and GraphQL answers alike', async () => {
    for (const response of [await html('/'), await html('/jot/x'), await fetch(`${bff.url}/graphql`, typename())]) {
      await response.text();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    }
  });

  it('sends no HSTS over plain http, and believes X-Forwarded-Proto only from a proxy on this machine', async () => {
    const plain = await html('/');
    await plain.text();
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // The test client is a loopback peer, like a TLS-terminating proxy on the same host.
    const proxied = await fetch(`${bff.url}/`, { headers: { accept: 'text/html', 'x-forwarded-proto': 'https' } });
    await proxied.text();
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('never lets a cache keep a GraphQL answer to a signed-in request or to a POST, and leaves visitors’ GETs cacheable', async () => {
    const visitor = await fetch(`${bff.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, { headers: { accept: 'application/json', 'x-graphql-csrf': '1' } });
    expect(await visitor.json()).toEqual({ data: { __typename: 'Query' } });
    expect(visitor.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);

    const visitorPost = await fetch(`${bff.url}/graphql`, typename());
    expect(await visitorPost.json()).toEqual({ data: { __typename: 'Query' } });
    expect(visitorPost.headers.get('cache-control')).toBe('no-store');

    const withCookie = await fetch(`${bff.url}/graphql`, typename({ cookie: `${SESSION_COOKIE}=${sealedSession(SESSION_COOKIE)}` }));
    expect(await withCookie.json()).toEqual({ data: { __typename: 'Query' } });
    expect(withCookie.headers.get('cache-control')).toBe('no-store');
    expect(withCookie.headers.get('x-content-type-options')).toBe('nosniff');

    const withBearer = await fetch(`${bff.url}/graphql`, typename({ authorization: 'Bearer some-token' }));
    await withBearer.text();
    expect(withBearer.headers.get('cache-control')).toBe('no-store');
  });

  it('serves GraphiQL in production, from its own files, under a policy of its own', async () => {
    const response = await html('/graphql');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('GraphiQL');
    // Everything it loads is ours: no CDN address, no inline script (the options are a JSON data block).
    expect(page).not.toMatch(/https?:\/\//);
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes, body] of scripts) {
      if (!attributes!.includes('type="application/json"')) expect(body!.trim()).toBe('');
    }
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'worker-src': ["'self'"],
      'connect-src': ["'self'"],
      'frame-src': ["'none'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });

    for (const asset of ['graphiql.js', 'graphiql.css', 'start.js', 'editor.worker.js', 'json.worker.js', 'graphql.worker.js']) {
      expect(page.includes(`/graphiql/${asset}`) || asset.endsWith('.worker.js'), asset).toBe(true);
      const file = await fetch(`${bff.url}/graphiql/${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('content-type'), asset).toMatch(/^text\/(javascript|css)/);
      expect((await file.text()).length, asset).toBeGreaterThan(0);
    }
  });

  it("opens GraphiQL with the main screens' operations, each valid against the schema", () => {
    const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));
    const names = GRAPHIQL_DEFAULT_TABS.map((tab) => /query (\w+)/.exec(tab.query)?.[1]);
    expect(names).toEqual(['Feed', 'Pod', 'Jot', 'Search']);
    for (const tab of GRAPHIQL_DEFAULT_TABS) expect(validate(schema, parse(tab.query)).map((e) => e.message), tab.query).toEqual([]);
  });
});

describe('GraphiQL turned off', () => {
  it('is not shown when the configuration turns it off (GRAPHIQL=false)', async () => {
    const bff = await startBff({ upstreamUrl: 'http://127.0.0.1:1', production: true, graphiql: false, log: () => {} });
    try {
      const page = await fetch(`${bff.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toContain('GraphiQL');
      const asset = await fetch(`${bff.url}/graphiql/graphiql.js`);
      await asset.text();
      expect(asset.status).toBe(404);
    } finally {
      await bff.close();
    }
  });
});

describe('an https site (PUBLIC_URL https://...)', () => {
  let stack: AccountsStack;

  beforeAll(async () => {
    stack = await startAccountsStack({ publicUrl: PUBLIC_URL, production: true });
  });

  afterAll(async () => {
    await stack?.close();
  });

  it('sends HSTS on every response, whatever address the proxy reached it by', async () => {
    const response = await fetch(`${stack.bffUrl}/graphql`, typename());
    await response.text();
    expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('keeps the session in a __Host- cookie: Secure, Path=/, no Domain', async () => {
    const browser = new Browser(stack.bffUrl, PUBLIC_URL, HTTPS_SESSION_COOKIE);
    const { email, password } = await signUp(browser);
    const reply = await browser.graphql<{ login: MutationResult }>(LOGIN, { input: { email, password } });
    expect(reply.data?.login.__typename).toBe('LoginPayload');
    expect(reply.setCookie).toMatch(/^__Host-jotpod_session=[A-Za-z0-9_-]+; /);
    const attributes = reply.setCookie!.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes.some((attribute) => /^Domain=/i.test(attribute))).toBe(false);

    // The cookie is the session: the next request is signed in, and its answer is never cached.
    const viewer = await browser.graphql<{ viewer: ViewerData | null }>(VIEWER);
    expect(viewer.data?.viewer?.email).toBe(email);
    expect(viewer.headers.get('cache-control')).toBe('no-store');
  });

  it('checks Origin against PUBLIC_URL, not against the Host header', async () => {
    const fromSite = await new Browser(stack.bffUrl, PUBLIC_URL).graphql<{ __typename: string }>('{ __typename }');
    expect(fromSite.data).toEqual({ __typename: 'Query' });

    // The address the request reached the bff by is not the site: a page there is another origin.
    for (const origin of [stack.bffUrl, 'http://jotpod.example', 'https://evil.example']) {
      const forged = await new Browser(stack.bffUrl, origin).graphql<{ __typename: string }>('{ __typename }');
      expect(forged.status, origin).toBe(403);
      expect(forged.errors?.[0]?.extensions?.code, origin).toBe('FORBIDDEN');
    }
  });
});

describe('whether a request came over https', () => {
  // A request as a TLS-terminating balancer on another host forwards it.
  const fromBalancer = (peer: string) =>
    ({ headers: { 'x-forwarded-proto': 'https' }, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;

  it('believes X-Forwarded-Proto from a proxy listed in TRUST_PROXY', () => {
    expect(servedOverHttps(fromBalancer('10.0.3.7'), { publicUrl: null, trustedProxies: TrustedProxies.parse('10.0.0.0/8') })).toBe(true);
  });

  it('ignores it from any other peer: a client could send it itself', () => {
    expect(servedOverHttps(fromBalancer('10.0.3.7'), { publicUrl: null, trustedProxies: TrustedProxies.parse('192.168.0.1') })).toBe(false);
    expect(servedOverHttps(fromBalancer('10.0.3.7'), { publicUrl: null })).toBe(false);
  });
});
