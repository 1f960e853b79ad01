// Preview links of drafts (docs/CONVENTIONS.md "Drafts and preview links"): what they can show, how
// long they work, the query parameter that carries them. No zod, so public pages can read it.

/** What the preview link can show; each entity's public page checks the token (server/modules/content/preview.ts). */
export const PREVIEW_ENTITIES = ['article', 'news', 'product', 'plasmid', 'job', 'category'] as const;
export type PreviewEntity = (typeof PREVIEW_ENTITIES)[number];

/** A preview link works for 10 minutes. */
export const PREVIEW_TTL_SECONDS = 600;
/** The query parameter that carries the preview token on a public page. */
export const PREVIEW_PARAM = 'preview';
