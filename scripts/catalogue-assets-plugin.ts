// Vite plugin: each language's interface catalogue as a static JSON asset with a content hash in its
// name (served with the immutable cache of /assets), and `virtual:catalogue-assets` telling the app
// its address. The browser fetches it before hydrating; the server reads the same catalogue in
// process (decision 0048). Both builds work the names out from the same text, so they agree.
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { PageLanguage } from '../contracts/page-language.ts';
import { catalogueTextOf } from '../app/i18n/catalogue-of.ts';

const VIRTUAL_ID = 'virtual:catalogue-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const LANGUAGES: readonly PageLanguage[] = ['zh', 'en'];
// `npm run dev` answers these from the catalogue as it is now, so an edit shows without a restart.
const DEV_PREFIX = '/__catalogue/';

export interface CatalogueAsset {
  /** Path inside the client build, e.g. assets/catalogue-en-<hash>.json. */
  fileName: string;
  text: string;
}

export function catalogueAsset(language: PageLanguage, text: string): CatalogueAsset {
  const hash = createHash('sha256').update(text).digest('base64url').slice(0, 10);
  return { fileName: `assets/catalogue-${language}-${hash}.json`, text };
}

export function builtCatalogueAssets(): Record<PageLanguage, CatalogueAsset> {
  return { zh: catalogueAsset('zh', catalogueTextOf('zh')), en: catalogueAsset('en', catalogueTextOf('en')) };
}

export function catalogueAssetsPlugin(): Plugin {
  let base = '/';
  let serving = false;
  return {
    name: 'catalogue-assets',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const assets = builtCatalogueAssets();
      const urls = Object.fromEntries(LANGUAGES.map((language) => [language, serving ? `${DEV_PREFIX}${language}.json` : `${base}${assets[language].fileName}`]));
      return `export const catalogueUrls = ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PREFIX, (req, res, next) => {
        const language = LANGUAGES.find((candidate) => req.url === `/${candidate}.json`);
        if (!language) return next();
        server
          .ssrLoadModule('/app/i18n/catalogue-of.ts')
          .then((module) => {
            res.setHeader('content-type', 'application/json; charset=utf-8');
            res.setHeader('cache-control', 'no-store');
            res.end((module as { catalogueTextOf: (language: PageLanguage) => string }).catalogueTextOf(language));
          })
          .catch(next);
      });
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const asset of Object.values(builtCatalogueAssets())) this.emitFile({ type: 'asset', fileName: asset.fileName, source: asset.text });
    },
  };
}
