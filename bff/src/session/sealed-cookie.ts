import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { TokenSet } from './token-set.ts';

/**
 * The session cookie's value: the token set as JSON, encrypted and authenticated with
 * AES-256-GCM. Page scripts never see the cookie (httpOnly), and whoever does see it (a log, a
 * proxy) learns nothing and cannot forge or alter one. Layout, base64url: version (1 byte),
 * IV (12), ciphertext, tag (16). The cookie name is authenticated too (AAD), so a value cannot
 * be replayed under another cookie.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface SealedPayload {
  a: string;
  r: string;
  e: number;
  u?: number;
}

export function sealTokens(tokens: TokenSet, key: Buffer, cookieName: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(cookieName));
  const payload: SealedPayload = { a: tokens.accessToken, r: tokens.refreshToken, e: tokens.expiresAt, ...(tokens.userId === undefined ? {} : { u: tokens.userId }) };
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.of(VERSION), iv, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/** The token set, or null for anything not sealed by this key (tampered, truncated, old key). */
export function openTokens(value: string, key: Buffer, cookieName: string): TokenSet | null {
  const raw = Buffer.from(value, 'base64url');
  if (raw.length < 1 + IV_BYTES + TAG_BYTES + 1 || raw[0] !== VERSION) return null;
  const iv = raw.subarray(1, 1 + IV_BYTES);
  const tag = raw.subarray(raw.length - TAG_BYTES);
  const ciphertext = raw.subarray(1 + IV_BYTES, raw.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(cookieName));
    decipher.setAuthTag(tag);
    const json = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    return toTokenSet(JSON.parse(json));
  } catch {
    return null;
  }
}

function toTokenSet(value: unknown): TokenSet | null {
  if (typeof value !== 'object' || value === null) return null;
  const { a, r, e, u } = value as Partial<Record<keyof SealedPayload, unknown>>;
  if (typeof a !== 'string' || typeof r !== 'string' || typeof e !== 'number') return null;
  return { accessToken: a, refreshToken: r, expiresAt: e, ...(typeof u === 'number' ? { userId: u } : {}) };
}
