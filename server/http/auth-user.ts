// The logged-in customer as routes and loaders see it, resolved from the `authentication` header.
export interface AuthUser {
  id: number;
  email: string;
  username: string | null;
  /** Account kind (users.tid); 0 = ordinary customer. */
  tid: number;
  /** Id of the session row that authenticated this request (for logout of this device). */
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}
