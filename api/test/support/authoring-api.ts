import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ensureOAuthClient } from '../../src/auth/clients.ts';
import type { JotJson } from '../../src/contract/index.ts';
import { startTestApi, type TestApi } from './api.ts';
import { CLIENT } from './auth-api.ts';
import { Fixtures } from './fixtures.ts';

/** Any JSON answer; each test asserts the part it relies on. */
export interface Body {
  data: JotJson & { imageUrl?: string | null };
  message: string;
  errors: Record<string, string[]>;
  options: { pagination: { total_records: number; page: number; size: number; total_pages: number } };
  [key: string]: unknown;
}

export interface Reply<T = Body> {
  status: number;
  body: T;
}

export interface Author {
  id: number;
  token: string;
}

/** The parts of a jot form; `images` are file bytes with their names, `imageIds` pending uploads. */
export interface JotForm {
  content_type?: string;
  list_item_id?: number | string;
  name?: string;
  content_url?: string;
  content?: string;
  images?: { bytes: Buffer; filename: string; type?: string }[];
  imageIds?: (number | string)[];
}

/**
 * The whole api (buildApi) on a real port with a real password client: tests sign up and sign
 * in over HTTP and send bearer tokens, exactly as the bff does.
 */
export class AuthoringApi {
  private counter = 0;

  readonly api: TestApi;
  readonly fixtures: Fixtures;
  private constructor(
    api: TestApi,
    fixtures: Fixtures,
  ) {
    this.api = api;
    this.fixtures = fixtures;
  }

  static async start(): Promise<AuthoringApi> {
    const api = await startTestApi();
    await ensureOAuthClient(api.db, { ...CLIENT, name: 'bff' });
    return new AuthoringApi(api, new Fixtures(api.db));
  }

  close(): Promise<void> {
    return this.api.close();
  }

  get db() {
    return this.api.db;
  }

  get storageDir() {
    return this.api.storageDir;
  }

  async request<T = Body>(method: string, route: string, init: { json?: unknown; body?: FormData; token?: string | undefined } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = {};
    let body: string | FormData | undefined;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    } else if (init.body) {
      body = init.body;
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    const response = await fetch(this.api.url + route, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** Signs up and signs in through the real endpoints; `jotLevel` is set through the profile endpoint. */
  async signIn(options: { jotLevel?: number } = {}): Promise<Author> {
    this.counter += 1;
    const account = { name: `Author ${this.counter}`, email: `author${this.counter}@example.com`, password: 'correct horse battery' };
    const registered = await this.request('POST', '/api/v1/register', { json: { ...account, password_confirmation: account.password } });
    if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${JSON.stringify(registered.body)}`);
    const login = await this.request<{ access_token: string }>('POST', '/oauth/token', {
      json: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: account.email, password: account.password, scope: '' },
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
    const author = { id: registered.body.data.id, token: login.body.access_token };
    if (options.jotLevel !== undefined) {
      const profile = await this.request('POST', '/api/v1/users/profile', { json: { jot_level: options.jotLevel }, token: author.token });
      if (profile.status !== 200) throw new Error(`profile failed: ${profile.status}`);
    }
    return author;
  }

  /** A visible list item in a fresh container > pod > section. */
  async listItem(): Promise<number> {
    const f = this.fixtures;
    return f.listItem(await f.section(await f.pod(await f.container())));
  }

  createJot(token: string | undefined, form: JotForm, query = ''): Promise<Reply> {
    return this.request('POST', `/api/v1/jots${query}`, { body: jotFormData(form), token });
  }

  updateJot(token: string | undefined, id: number | string, form: JotForm, query = ''): Promise<Reply> {
    return this.request('POST', `/api/v1/jots/${id}${query}`, { body: jotFormData(form), token });
  }

  /** Every file under the storage root, relative to it (staging included): the "no orphan files" check. */
  async storedFiles(): Promise<string[]> {
    const entries = await readdir(this.storageDir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(this.storageDir, path.join(e.parentPath, e.name))).sort();
  }

  /** The stored file behind a /storage/... URL. */
  fileOf(url: string): string {
    return path.join(this.storageDir, decodeURIComponent(url.replace(/^\/storage\//, '')));
  }

  async count(table: 'jots' | 'jot_images'): Promise<number> {
    const [row] = await this.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    return row?.n ?? 0;
  }
}

/** The multipart body the web form (through the bff) sends. */
export function jotFormData(form: JotForm): FormData {
  const data = new FormData();
  for (const key of ['content_type', 'list_item_id', 'name', 'content_url', 'content'] as const) {
    const value = form[key];
    if (value !== undefined) data.append(key, String(value));
  }
  for (const image of form.images ?? []) data.append('images[]', new Blob([image.bytes], { type: image.type ?? 'application/octet-stream' }), image.filename);
  for (const id of form.imageIds ?? []) data.append('image_ids[]', String(id));
  return data;
}

/** Content comfortably over the 40-character minimum. */
export const LONG_CONTENT = '<p>Variables stand for numbers we do not know yet, so we can reason about them.</p>';
