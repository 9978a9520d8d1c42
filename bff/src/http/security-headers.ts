import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from '../limits/client-address.ts';

/** The one host the web app frames: the jot page's and side segments' YouTube player (privacy-enhanced mode). */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The web app's Content-Security-Policy. Scripts come only from our own files (Vite emits no
 * inline script), so an injected `<script>` or event handler never runs. Styles allow
 * 'unsafe-inline' because Chakra's emotion inserts `<style>` elements at runtime; a nonce would
 * need every HTML response templated per request and emotion's cache told the nonce, and injected
 * CSS cannot run script (the sanitizer keeps `<style>` and `style` out of content HTML anyway).
 * Images are ours (`/storage/...`), data: and blob: URLs (avatar previews); audio jots play their
 * file from wherever its author put it (https); frames only the YouTube player.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' https:",
  "connect-src 'self'",
  `frame-src ${VIDEO_FRAME_ORIGIN}`,
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GraphiQL's policy: its script, stylesheet and Monaco's three editor workers are our own files
 * (`/graphiql/...`); Monaco inserts `<style>` elements and its CSS carries data: fonts and icons.
 * Nothing else: no CDN, no frames, no inline script.
 */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Powerful features the site never uses: off for it and for every frame it embeds. Only names
 * Chromium knows (an unknown one is logged as an error on every page); the YouTube player keeps
 * the motion sensors its `allow` attribute asks for.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
].join(', ');

/** Two years, subdomains included: the value browsers' preload lists ask for. */
export const HSTS = 'max-age=63072000; includeSubDomains';

export interface TransportOptions {
  /** PUBLIC_URL: the address browsers use. When it is https, every response is an https one. */
  publicUrl: URL | null;
  /** Proxies in front of the bff (TRUST_PROXY) whose X-Forwarded-Proto is believed, besides loopback ones. */
  trustedProxies?: TrustedProxies;
}

/**
 * Whether the browser reached us over https: PUBLIC_URL says so, or a TLS-terminating proxy (on
 * this machine, or one listed in TRUST_PROXY) says `X-Forwarded-Proto: https`. The header from any
 * other peer is ignored: a client could send it itself.
 */
export function servedOverHttps(req: IncomingMessage, transport: TransportOptions): boolean {
  if (transport.publicUrl) return transport.publicUrl.protocol === 'https:';
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',', 1)[0]?.trim().toLowerCase();
  const peer = req.socket.remoteAddress;
  return forwarded === 'https' && (isLoopbackAddress(peer) || (peer !== undefined && transport.trustedProxies?.trusts(peer) === true));
}

function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && (address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.'));
}

/**
 * Headers every response carries, whatever it holds: no MIME sniffing (a JSON or upload never
 * runs as a script or page), referrers without paths to other sites, no powerful features, and
 * HSTS once the browser came over https. Set before the handler writes, so its own headers add to them.
 */
export function applyBaseHeaders(req: IncomingMessage, res: ServerResponse, transport: TransportOptions): void {
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('permissions-policy', PERMISSIONS_POLICY);
  if (servedOverHttps(req, transport)) res.setHeader('strict-transport-security', HSTS);
}

/** PUBLIC_URL as an origin URL (no path), or null when unset; anything but http(s) is refused. */
export function parsePublicUrl(value: string | undefined): URL | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_URL must be an http(s) address: ${value}`);
  return new URL(url.origin);
}
