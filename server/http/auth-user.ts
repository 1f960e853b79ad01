// The logged-in customer as routes and loaders see it, resolved from the `authentication` header.
export interface AuthUser {
  id: number;
  email: string;
  username: string | null;
  /** Hash of the session token that authenticated this request (for logout/revocation). */
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
