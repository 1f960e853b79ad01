// Written by scripts/catalogue-assets-plugin.ts: the address of each language's catalogue asset
// (content-hashed in a build, a fresh text from the dev server under `npm run dev`).
declare module 'virtual:catalogue-assets' {
  export const catalogueUrls: Record<import('../../contracts/page-language.ts').PageLanguage, string>;
}
