// What the Fastify server hands to React Router loaders for one request. The key is created inside
// the server build and exported from entry.server, so the server and the loaders share one identity.
import { createContext } from 'react-router';
import type { Services } from '../server/services.ts';
import type { AuthUser } from '../server/http/auth-user.ts';

export interface PublicSettings {
  enSiteUrl: string;
}

export interface ServerContext {
  services: Services;
  user: AuthUser | null;
  settings: PublicSettings;
  /** Per-response CSP nonce for inline scripts. */
  nonce: string;
}

export const serverContext = createContext<ServerContext>();
