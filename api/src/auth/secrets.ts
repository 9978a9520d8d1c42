import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Opaque bearer secrets (access and refresh tokens, reset tokens, client secrets).
 *
 * They are long random strings, so a fast SHA-256 is enough to store them: unlike passwords
 * there is nothing to guess, and a stolen table row cannot be replayed because only the hash
 * is kept. Passwords use argon2id instead (see passwords.ts).
 */
export function randomSecret(bytes = 40): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** Compares two hex digests in constant time (the lengths of SHA-256 digests are public). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
