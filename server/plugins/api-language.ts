// An English page's API calls say so (`x-site-language: en`, app/api/client.ts); the `msg` of their
// answers comes back in English, from the English declared beside each Chinese message in contracts/
// (contracts/english-messages.ts). Everything else, and every call without the header, stays Chinese:
// the Chinese text is the specification's contract.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SITE_LANGUAGE_HEADER, englishOf } from '../../contracts/english-messages.ts';

function hasMessage(payload: unknown): payload is { msg: string } {
  return typeof payload === 'object' && payload !== null && typeof (payload as { msg?: unknown }).msg === 'string';
}

/** Whether the call comes from an English page: its answer's content (region names …) is English too. */
export function isEnglishCall(request: FastifyRequest): boolean {
  return request.headers[SITE_LANGUAGE_HEADER] === 'en';
}

export function registerApiLanguage(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isEnglishCall(request) || !hasMessage(payload)) return payload;
    const english = englishOf(payload.msg);
    return english === undefined ? payload : { ...payload, msg: english };
  });
}
