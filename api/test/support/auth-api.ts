import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import { registerAccounts, type AccountsOptions } from '../../src/accounts/index.ts';
import { ensureOAuthClient } from '../../src/auth/clients.ts';
import type { TokenResponse } from '../../src/auth/tokens.ts';
import type { Db } from '../../src/db/client.ts';
import { registerErrorHandling } from '../../src/http/errors.ts';
import type { UserJson } from '../../src/resources/users/present.ts';
import { Fixtures } from './fixtures.ts';
import { openTestDb } from './test-db.ts';
import { SUITE_ADDRESS_LIMITS } from './test-throttles.ts';

/** The password client the bff would use (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET). */
export const CLIENT = { id: '1', secret: 'test-client-secret' } as const;

export interface Reply<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** The fields tests read from any JSON answer; each test asserts the shape it relies on. */
export interface Answer {
  data: UserJson;
  message: string;
  errors: Record<string, string[]>;
  error: string;
  [key: string]: unknown;
}

export interface Account {
  id: number;
  name: string;
  email: string;
  password: string;
}

type ExtraOptions = Partial<Omit<AccountsOptions, 'db' | 'storageDir'>>;

/**
 * The accounts plugin on a real Fastify server (port 0) with the api's error policy, driven with
 * global fetch as the bff would. Owns a fresh test database unless one is passed in.
 */
export class AccountsApi {
  private counter = 0;

  readonly url: string;
  readonly db: Db;
  readonly storageDir: string;
  readonly fixtures: Fixtures;
  private readonly shutdown: () => Promise<void>;
  private constructor(
    url: string,
    db: Db,
    storageDir: string,
    fixtures: Fixtures,
    shutdown: () => Promise<void>,
  ) {
    this.url = url;
    this.db = db;
    this.storageDir = storageDir;
    this.fixtures = fixtures;
    this.shutdown = shutdown;
  }

  static async start(options: ExtraOptions & { db?: Db } = {}): Promise<AccountsApi> {
    const { db: sharedDb, ...accountOptions } = options;
    const testDb = sharedDb ? null : await openTestDb();
    const db = sharedDb ?? testDb!.db;
    const storageDir = await mkdtemp(path.join(tmpdir(), 'jotpod-accounts-'));
    await ensureOAuthClient(db, { ...CLIENT, name: 'bff' });
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(registerAccounts, { db, storageDir, ...SUITE_ADDRESS_LIMITS, ...accountOptions });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return new AccountsApi(`http://127.0.0.1:${port}`, db, storageDir, new Fixtures(db), async () => {
      await app.close();
      await rm(storageDir, { recursive: true, force: true });
      await testDb?.cleanup();
    });
  }

  close(): Promise<void> {
    return this.shutdown();
  }

  async request<T = Answer>(method: string, route: string, init: { json?: unknown; form?: Record<string, string>; body?: FormData; token?: string } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body) {
      body = init.body;
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(this.url + route, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
  }

  post<T = Answer>(route: string, json: unknown, token?: string): Promise<Reply<T>> {
    return this.request<T>('POST', route, { json, ...(token ? { token } : {}) });
  }

  get<T = Answer>(route: string, token?: string): Promise<Reply<T>> {
    return this.request<T>('GET', route, token ? { token } : {});
  }

  /** A fresh unique address, so tests in one file never collide. */
  email(prefix = 'reader'): string {
    this.counter += 1;
    return `${prefix}${this.counter}@example.com`;
  }

  /** Signs up through the endpoint and returns the account's credentials. */
  async register(overrides: Partial<Omit<Account, 'id'>> = {}): Promise<Account> {
    const account = { name: 'Ada Reader', email: this.email(), password: 'correct horse battery', ...overrides };
    const reply = await this.post('/api/v1/register', { ...account, password_confirmation: account.password });
    if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { ...account, id: reply.body.data.id };
  }

  /** The password grant, as the bff sends it. */
  login(email: string, password: string): Promise<Reply<TokenResponse & Answer>> {
    return this.post('/oauth/token', {
      grant_type: 'password',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      username: email,
      password,
      scope: '',
    });
  }

  /** Registers and signs in: an account with a valid access token. */
  async signedIn(overrides: Partial<Omit<Account, 'id'>> = {}): Promise<Account & { tokens: TokenResponse }> {
    const account = await this.register(overrides);
    const reply = await this.login(account.email, account.password);
    if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { ...account, tokens: reply.body };
  }
}
