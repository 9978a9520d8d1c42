import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { MIN_COMPRESSIBLE_BYTES, preferredEncoding, type ContentEncoding } from './content-encoding.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One representation of an answer as sent: its bytes, their content coding (null: none) and its strong ETag. */
export interface Representation {
  bytes: Buffer<ArrayBuffer>;
  encoding: ContentEncoding | null;
  etag: string;
}

/**
 * A visitor's GraphQL answer as sent: its JSON, and that JSON brotli- or gzip-compressed for the
 * clients that accept it, each compressed at the first request that asks for it and then kept as
 * long as the answer. Brotli at quality 5: on answers of a few to a few tens of kB it is within a
 * few percent of quality 9's size at a fraction of the time; it runs once per answer, but on the
 * request that first asks for it.
 *
 * Each representation has its own strong ETag (the body's hash, with the coding after it): a
 * strong validator names one sequence of bytes (RFC 9110 §8.8.1), and a gzip body is not the
 * brotli one. A cache holding one coding that revalidates gets 304 only for that very coding,
 * never a 304 that would confirm bytes it does not have. Bodies too small to gain from a coding
 * are sent as they are whatever the client accepts.
 */
export class RenderedAnswer {
  /** The JSON as Yoga would write it. */
  readonly body: string;
  readonly identity: Representation;
  readonly #encoded = new Map<ContentEncoding, Promise<Representation>>();

  constructor(body: string) {
    this.body = body;
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    this.identity = { bytes: Buffer.from(body), encoding: null, etag: `"${hash}"` };
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
    const bytes =
      encoding === 'br'
        ? await brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } })
        : await gzipAsync(identity, { level: 6 });
    return { bytes, encoding, etag: `${etag.slice(0, -1)}-${encoding}"` };
  }
}
