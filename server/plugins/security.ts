// Security headers (helmet) with a Content-Security-Policy the app passes: scripts only from this
// origin or carrying the per-response nonce (the SSR plugin reads reply.cspNonce.script).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { CONSOLE_HOME } from '../../contracts/console-home.ts';

export function cspDirectives(config: Pick<AppConfig, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https://');
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    // helmet appends a style nonce to style-src; element and attribute styles get their own
    // directives so React `style` props and the UI kit's occasional <style> still apply.
    styleSrc: ["'self'"],
    styleSrcElem: ["'self'", "'unsafe-inline'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    // Upgrading would break installs reached over plain HTTP (intranet, first run on a laptop).
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Browser features no page of the site uses, switched off for it and anything it frames. The site
 * asks for no location (the contact map is a picture), camera or microphone (uploads take files; a
 * phone's camera through <input type=file> is not governed by these), payment or devices.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=()';

/** The operations console's pages (/admin, /admin/…): not the admin API, which lives under /api/admin. */
export function isConsolePage(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === CONSOLE_HOME || path.startsWith(`${CONSOLE_HOME}/`) || path === `${CONSOLE_HOME}.data`;
}

/** A page asked with `?preview=` (a preview link of a draft). */
export function isPreviewUrl(url: string): boolean {
  const query = url.split('?')[1];
  return query !== undefined && new URLSearchParams(query).has('preview');
}

export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  // The console must never be indexed or kept by a shared cache, whatever answers (page, 404, error).
  // Nor a preview of unpublished content (server/modules/content/preview.ts), valid token or not.
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!isConsolePage(request.url) && !isPreviewUrl(request.url)) return;
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('cache-control', 'private, no-store');
  });
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Baidu and other referrers matter for the company's statistics; keep the origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
