// The logged-in customer as routes and loaders see it, resolved from the `authentication` header
// (a session) or from `Authorization: Bearer gs_live_…` (a personal API key, decision 0081).
import type { ApiKeyScope } from '../../contracts/api-keys.ts';

export interface AuthUser {
  id: number;
  email: string;
  username: string | null;
  /** Account kind (users.tid); 0 = ordinary customer. */
  tid: number;
  /** Id of the session row that authenticated this request (for logout of this device); 0 for an API key. */
  sessionId: number;
}

/** The API key a request was authenticated with: it may make only the calls of its scopes. */
export interface RequestApiKey {
  id: number;
  scopes: ApiKeyScope[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Set with `user` when the request came with an API key instead of a session. */
    apiKey: RequestApiKey | null;
  }
}
