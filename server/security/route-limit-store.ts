// The routes' rate limits (`apiRoute({ rateLimit })`) counted in the shared limit store, so two app
// servers behind a balancer allow the limit once between them, not once each. Plugged into
// @fastify/rate-limit through its custom `store` option; keys as the plugin makes them (the IP),
// under one prefix per route.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ROUTE_LIMIT_PREFIX } from './attempt-limits.ts';
import type { LimitStore } from './limit-store.ts';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** A store class for the plugin (it constructs it itself, then one child per route). */
/** `clock`: the limit store's own, so the seconds left are measured against the window it recorded. */
export function routeLimitStore(store: LimitStore, clock: () => Date = () => new Date()): FastifyRateLimitStoreCtor {
  class RouteLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options?: FastifyRateLimitOptions | { routeInfo?: RouteInfo }) {
      const route = (options as { routeInfo?: RouteInfo } | undefined)?.routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      this.prefix = route?.url ? `${ROUTE_LIMIT_PREFIX}:${method ?? ''} ${route.url}` : ROUTE_LIMIT_PREFIX;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      store.take(`${this.prefix}:${key}`, timeWindow).then(
        (hit) => callback(null, { current: hit.hits, ttl: Math.max(0, hit.resetAt.getTime() - clock().getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      return new RouteLimitStore(routeOptions as { routeInfo?: RouteInfo });
    }
  }
  return RouteLimitStore;
}
