import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { findAccessToken, type TokenOwner } from './tokens.ts';

/** The signed-in user of a request, resolved from `Authorization: Bearer <access token>`. */
export interface Viewer {
  id: number;
  accessTokenId: number;
  clientId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** null for visitors and for missing, unknown, expired or revoked tokens. */
    viewer: Viewer | null;
  }
}

export interface ViewerPluginOptions {
  db: Db;
}

/**
 * Resolves the bearer token of every request to `request.viewer`. A bad token on a public
 * endpoint is treated as a visitor (the page still renders); endpoints that need a user add
 * `requireUser`, which answers 401. Wrapped with fastify-plugin so the decorator and hook reach
 * every route of the app, read endpoints included (has_liked, is_following).
 */
const resolveViewers: FastifyPluginAsync<ViewerPluginOptions> = async (app, { db }) => {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.viewer = token ? toViewer(await findAccessToken(db, token)) : null;
  });
};
export const viewerPlugin = fp(resolveViewers, { name: 'jotpod-viewer', fastify: '5.x' });

/** preHandler for endpoints that need a signed-in user: 401 `{message: 'Unauthenticated.'}`. */
export async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  // Returning the reply from an async hook is how Fastify is told the response is already sent.
  if (!request.viewer) return reply.code(401).send({ message: 'Unauthenticated.' });
  return undefined;
}

/** The viewer of a route guarded by requireUser (a guard failure here is a wiring bug). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error('viewerOf() used on a route without requireUser');
  return request.viewer;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // Our tokens are base64url; anything longer than a few hundred bytes is not one of ours.
  return match?.[1] && match[1].length <= 512 ? match[1] : null;
}

function toViewer(owner: TokenOwner | null): Viewer | null {
  return owner ? { id: owner.userId, accessTokenId: owner.accessTokenId, clientId: owner.clientId } : null;
}
