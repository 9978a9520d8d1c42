import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';

/** The content codings the bff sends: brotli, else gzip (every browser the app supports reads both). */
export type ContentEncoding = 'br' | 'gzip';

/** Bodies up to 1 kB gain a few hundred bytes at most from a coding: they are sent as they are. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** Preferred first when the client weighs them alike: brotli is the smaller of the two. */
const OFFERED: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The coding to send a client, from its Accept-Encoding (RFC 9110 §12.5.3): the one it weighs
 * highest of brotli and gzip, brotli on a tie; `q=0` refuses a coding, `*` stands for any coding
 * it does not name. Null: identity (no header, `identity`, or nothing offered acceptable).
 */
export function preferredEncoding(acceptEncoding: string | string[] | null | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [name = '', ...params] = item.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') weight = Number(value?.trim());
    }
    // `x-gzip` is gzip's old name (RFC 9110 §8.4.1.3).
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, Number.isFinite(weight) ? weight : 0);
  }
  let best: ContentEncoding | null = null;
  let bestWeight = 0;
  for (const coding of OFFERED) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

/** A Vary header's value with Accept-Encoding among its names. */
export function withAcceptEncoding(vary: string | null): string {
  if (!vary) return 'accept-encoding';
  return vary.split(',').some((name) => name.trim().toLowerCase() === 'accept-encoding') ? vary : `${vary}, accept-encoding`;
}

/** How hard to compress: brotli's quality (0-11) and gzip's level (1-9). */
export interface CompressionLevels {
  brotli: number;
  gzip: number;
}

/**
 * Up to this size a body is compressed on the event loop: at the fast levels used per request,
 * compressing a few kB costs less than handing them to the thread pool does by itself.
 */
const SYNC_MAX_BYTES = 64 * 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A text body (JSON, HTML) in a content coding. */
export async function encodeBody(bytes: Buffer, encoding: ContentEncoding, levels: CompressionLevels): Promise<Buffer<ArrayBuffer>> {
  const sync = bytes.length <= SYNC_MAX_BYTES;
  if (encoding === 'gzip') return sync ? gzipSync(bytes, { level: levels.gzip }) : gzipAsync(bytes, { level: levels.gzip });
  const options = {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: levels.brotli,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      // A window no larger than the body: the encoder's buffers are sized by it.
      [zlib.BROTLI_PARAM_LGWIN]: Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes.length + 1)))),
    },
  };
  return sync ? brotliCompressSync(bytes, options) : brotliAsync(bytes, options);
}
