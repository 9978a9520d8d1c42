import { hkdfSync, randomBytes } from 'node:crypto';

/** SESSION_SECRET must carry at least this many bytes (AES-256 needs 32 bytes of key material). */
export const MIN_SECRET_BYTES = 32;

/**
 * The AES-256-GCM key that seals session cookies, derived from SESSION_SECRET with HKDF so that
 * any long enough string works (hex, base64 or a passphrase) and the raw secret is never the key.
 */
export function sessionKeyFrom(secret: string): Buffer {
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) {
    throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return Buffer.from(hkdfSync('sha256', secret, 'jotpod-session', 'session cookie v1', 32));
}

/**
 * The secret in use: the configured one, or in development and tests a random one per process
 * (with a warning: sessions then end when the process restarts, and replicas cannot share them).
 * Production refuses to start without one.
 */
export function resolveSessionSecret(configured: string | undefined, production: boolean, warn: (message: string) => void): string {
  if (configured) return configured;
  if (production) throw new Error('SESSION_SECRET is not set: the bff cannot seal session cookies (use 32+ random bytes)');
  warn('SESSION_SECRET is not set: using a random one for this process; sessions end when it restarts');
  return randomBytes(MIN_SECRET_BYTES).toString('base64url');
}
