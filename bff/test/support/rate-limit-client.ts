import { request } from 'node:http';

/** A GET's answer: a page, a share card. */
export interface PageReply {
  status: number;
  retryAfter: string | null;
  contentType: string | null;
  body: string;
}

export interface RateLimitReply {
  status: number;
  retryAfter: string | null;
  errors: { message: string; extensions?: Record<string, unknown> }[] | undefined;
}

/**
 * A GraphQL client that connects from a chosen loopback address (127.0.0.2, ...), so one machine
 * can play several clients (or a proxy and the clients behind it) against a bff's rate limits.
 */
export class LoopbackClient {
  readonly address: string;
  constructor(address: string) {
    this.address = address;
  }

  post(bffUrl: string, query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>): Promise<RateLimitReply> {
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const outgoing = request(
        `${bffUrl}/graphql`,
        {
          method: 'POST',
          localAddress: this.address,
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { errors?: RateLimitReply['errors'] };
            const retryAfter = response.headers['retry-after'];
            resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null, errors: parsed.errors });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  }

  /** GETs a path as a browser navigating to it would. */
  get(bffUrl: string, path: string, headers: Record<string, string> = {}): Promise<PageReply> {
    return new Promise((resolve, reject) => {
      const outgoing = request(`${bffUrl}${path}`, { method: 'GET', localAddress: this.address, headers: { accept: 'text/html', ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
            contentType: response.headers['content-type'] ?? null,
            body: Buffer.concat(chunks).toString('utf8'),
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }
}
