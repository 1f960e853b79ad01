// The console's page cookie (decision 0091): a copy of the staff session's token that lets the server
// draw a console page with the member's data. HttpOnly (no script reads it), SameSite=Strict (no other
// site has a page drawn for the member) and Path=/admin (sent with console pages only, never with
// /api/admin/ calls). It grants nothing but a page render: the admin API reads the `authentication`
// header alone (plugins/auth.ts), and the pages' own calls go through that API with the same session.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { CONSOLE_HOME } from '../../contracts/console-home.ts';

export const CONSOLE_COOKIE = 'console_session';

function writeConsoleCookie(reply: FastifyReply, value: string, expires: Date): void {
  const secure = reply.server.config.publicUrl.startsWith('https://');
  reply.header('set-cookie', stringifySetCookie({ name: CONSOLE_COOKIE, value, path: CONSOLE_HOME, expires, httpOnly: true, sameSite: 'strict', secure }));
}

/** Set with the token of a new staff session; it expires with the session (idle ends it sooner). */
export function setConsoleCookie(reply: FastifyReply, token: string, expiresAt: Date | string): void {
  writeConsoleCookie(reply, token, new Date(expiresAt));
}

/** Signing out, or a page request whose session has ended. */
export function clearConsoleCookie(reply: FastifyReply): void {
  writeConsoleCookie(reply, '', new Date(0));
}

/** The token the request's console cookie carries; null without one or with a malformed one. */
export function consoleTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const value = parseCookie(header)[CONSOLE_COOKIE];
  return value && value.length <= 256 ? value : null;
}
