/** The content codings the bff sends: brotli, else gzip (every browser the app supports reads both). */
export type ContentEncoding = 'br' | 'gzip';

/** Bodies up to this size fit in one packet either way: they are sent as they are. */
export const MIN_COMPRESSIBLE_BYTES = 1024;

/** Preferred first when the client weighs them alike: brotli is the smaller of the two. */
const OFFERED: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The coding to send a client, from its Accept-Encoding (RFC 9110 §12.5.3): the one it weighs
 * highest among those offered, brotli on a tie; `q=0` refuses a coding, `*` stands for any coding
 * it does not name. Null: identity (no header, `identity`, or nothing offered acceptable).
 */
export function preferredEncoding(acceptEncoding: string | string[] | null | undefined, offered: readonly ContentEncoding[] = OFFERED): ContentEncoding | null {
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
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
