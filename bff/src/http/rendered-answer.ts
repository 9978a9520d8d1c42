import { createHash } from 'node:crypto';
import { encodeBody, MIN_COMPRESSIBLE_BYTES, preferredEncoding, type CompressionLevels, type ContentEncoding } from './content-encoding.ts';

/**
 * Brotli 5: on these answers (JSON of a few kB) nearly quality 9's size in a small fraction of
 * its time; quality 11 is smaller still but too slow to run once per answer.
 */
const LEVELS: CompressionLevels = { brotli: 5, gzip: 6 };

/** One representation of an answer as sent: its bytes, their content coding (null: none) and its strong ETag. */
export interface Representation {
  bytes: Buffer<ArrayBuffer>;
  encoding: ContentEncoding | null;
  etag: string;
}

/**
 * A visitor's GraphQL answer (or server-rendered page) as sent: its text, and that text brotli- or
 * gzip-compressed for the clients that accept it, each compressed at the first request that asks
 * for it and then kept as long as the answer (at LEVELS: it runs once per answer, but on the
 * request that first asks).
 *
 * Each representation has its own strong ETag (the body's hash, with the coding after it): a
 * strong validator names one sequence of bytes (RFC 9110 §8.8.1), and a gzip body is not the
 * brotli one. A cache holding one coding that revalidates gets 304 only for that very coding,
 * never a 304 that would confirm bytes it does not have. Bodies too small to gain from a coding
 * are sent as they are whatever the client accepts.
 */
export class RenderedAnswer {
  /** The JSON as Yoga would write it (or the page's HTML). */
  readonly body: string;
  readonly identity: Representation;
  readonly #encoded = new Map<ContentEncoding, Promise<Representation>>();

  /** `etag`: the body's, when the caller has it already (answerEtag). */
  constructor(body: string, etag: string = answerEtag(body)) {
    this.body = body;
    this.identity = { bytes: Buffer.from(body), encoding: null, etag };
  }

  /** The representation for a client's Accept-Encoding. */
  representationFor(acceptEncoding: string | string[] | null | undefined): Representation | Promise<Representation> {
    if (this.identity.bytes.length <= MIN_COMPRESSIBLE_BYTES) return this.identity;
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return this.identity;
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded = this.#encode(encoding);
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }

  async #encode(encoding: ContentEncoding): Promise<Representation> {
    const { bytes: identity, etag } = this.identity;
    const bytes = await encodeBody(identity, encoding, LEVELS);
    return { bytes, encoding, etag: `${etag.slice(0, -1)}-${encoding}"` };
  }
}

/** An answer's strong ETag: a hash of its JSON. */
export function answerEtag(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
