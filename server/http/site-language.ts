// The language of the page that made an API call: English pages send `x-site-language: en`
// (app/api/client.ts); every other call is Chinese, the specification's language.
import type { FastifyRequest } from 'fastify';
import { SITE_LANGUAGE_HEADER } from '../../contracts/english-messages.ts';
import type { PageLanguage } from '../../contracts/page-language.ts';

export const siteLanguageOf = (request: Pick<FastifyRequest, 'headers'>): PageLanguage =>
  request.headers[SITE_LANGUAGE_HEADER] === 'en' ? 'en' : 'zh';
