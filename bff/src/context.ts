import { initContextCache } from '@pothos/core';
import { UpstreamClient } from './upstream/client.ts';
import type { UpstreamConnection } from './upstream/connection.ts';

/**
 * Everything request-scoped. A new object per GraphQL request: Pothos keys its dataloaders and node
 * cache on it, so nothing loaded for one viewer is ever served to another.
 */
export interface Context {
  /** The upstream for this request: counts its calls, carries the viewer's token. */
  readonly upstream: UpstreamClient;
  /** The viewer's upstream access token (from the session cookie), null for visitors. */
  readonly viewerToken: string | null;
}

export function createContext(connection: UpstreamConnection, viewerToken: string | null): Context {
  return {
    // Keeps Pothos' per-request caches attached when the server copies or extends the context.
    ...initContextCache(),
    upstream: new UpstreamClient(connection, viewerToken),
    viewerToken,
  };
}
