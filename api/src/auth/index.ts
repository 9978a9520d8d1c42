// The auth layer's public surface: start-up client registration, token checks, route guards.
export { ensureOAuthClient, type OAuthClientSpec } from './clients.ts';
export { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, type TokenResponse } from './tokens.ts';
export { viewerPlugin, requireUser, viewerOf, type Viewer } from './viewer.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
