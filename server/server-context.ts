// What the Fastify server hands to React Router loaders for one request. The server fills it in
// (plugins/ssr.ts) and app/server-context.ts gives it its React Router key; the type lives on the
// server side because the server must never import from app/.
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from './services.ts';
import type { AuthUser } from './http/auth-user.ts';
import type { ModuleOrder } from './http/module-order.ts';

export interface PublicSettings {
  enSiteUrl: string;
}

export interface ServerContext {
  services: Services;
  user: AuthUser | null;
  settings: PublicSettings;
  /** Per-response CSP nonce for inline scripts. */
  nonce: string;
  /** The request's logger (the app's pino, with its redaction): render errors go here. */
  log: FastifyBaseLogger;
  /**
   * Whether the answer is a page; false for a client-side navigation's data request (`….data`),
   * which has no page to carry data blocks (app/page-assembly/packed-data.ts).
   */
  page: boolean;
  /**
   * A console page requested with the console's page cookie of a live staff session (decision 0091):
   * calls the admin API in process with that session, so the page is drawn with the member's data.
   * Null for every other request.
   */
  consoleApi: ((method: 'GET' | 'POST', url: string) => Promise<{ status: number; payload: unknown }>) | null;
  /** The built scripts' deps-first order, for evaluating a page's scripts a task each; null under `npm run dev`. */
  moduleOrder: ModuleOrder | null;
}
