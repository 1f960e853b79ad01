// Preview of unpublished content (drafts: status 0 / hidden). An editor asks the console for a link
// (adminContentApi.previewLink); the answer is the item's PUBLIC page with `?preview=<token>`. The token
// is random (32 bytes), stored only as its SHA-256 in preview_tokens with its entity, id and expiry
// (10 minutes), so every app server on the same database accepts it and a leaked database row cannot
// be turned back into a link. It is reusable until it expires (reloading the preview works).
//
// The public side, for every entity the same: a loader asks `services.preview.allows(request, entity, id)`
// (or `previewedId(request, entity)` when the URL names something else, e.g. an article's category) and,
// when it says yes, reads the item whatever its status. A category is previewed by handing its id to the
// category reads (`services.content.navigationTree(id)` …), which then build the trees as if it were
// shown, so the root loader's menus and the page's own reads agree. Something the previewed page makes
// the browser fetch separately (a plasmid's sequence download) carries the page's token on and checks
// it again for the same item. What keeps such a render private is not the loader:
// any public URL carrying `preview=` gets `Cache-Control: private, no-store` and `X-Robots-Tag: noindex`
// (server/plugins/security.ts `isPreviewUrl`) and is never stored by the rendered-page cache (server/plugins/page-cache.ts).
// A request without a valid token never shows an unpublished item.
//
// Which page previews an entity: server/modules/content-admin/preview-targets.ts (one line per entity).
import { createHash, randomBytes } from 'node:crypto';
import { CONTENT_MESSAGES, PREVIEW_PARAM, PREVIEW_TTL_SECONDS, type PreviewEntity } from '../../../contracts/content-articles.ts';
import type { Database } from '../../db/client.ts';
import { refuse } from '../../http/errors.ts';
import { createPreviewRepo } from './preview-repo.ts';

/** The public page of one item (path and query, relative to the site), or null when the item does not exist. */
export type PreviewTarget = (id: number) => Promise<string | null>;
export type PreviewTargets = Partial<Record<PreviewEntity, PreviewTarget>>;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The token a page request carries, if any: a Fetch Request, a URL, or a URL string (path + query is enough). */
export function previewTokenOf(request: Request | URL | string): string | null {
  const url = typeof request === 'string' ? new URL(request, 'http://x') : request instanceof URL ? request : new URL(request.url);
  const token = url.searchParams.get(PREVIEW_PARAM);
  return token && /^[\w-]{20,100}$/.test(token) ? token : null;
}

export function createPreviewService(database: Database, deps: { targets: PreviewTargets; clock?: () => Date }) {
  const repo = createPreviewRepo(database.db);
  const now = deps.clock ?? (() => new Date());

  async function previewedId(request: Request | URL | string, entity: PreviewEntity): Promise<number | null> {
    const token = previewTokenOf(request);
    if (!token) return null;
    const row = await repo.findLive(hash(token), now());
    return row && row.entity === entity ? row.entity_id : null;
  }

  return {
    /** A link to the item's public page that shows it even unpublished, for 10 minutes. */
    async link(staffId: number, entity: PreviewEntity, id: number): Promise<{ url: string; expires_at: Date }> {
      const target = deps.targets[entity];
      if (!target) throw refuse(CONTENT_MESSAGES.entityInvalid);
      const page = await target(id);
      if (!page) throw refuse(CONTENT_MESSAGES.previewMissing);
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(now().getTime() + PREVIEW_TTL_SECONDS * 1000);
      await repo.deleteExpired(now());
      await repo.insert({ token_hash: hash(token), entity, entity_id: id, staff_id: staffId, expires_at: expires });
      return { url: `${page}${page.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=${token}`, expires_at: expires };
    },

    /** The id of the `entity` item the request's live preview token names, or null. */
    previewedId,

    /** Whether the request carries a live preview token for exactly this item. */
    async allows(request: Request | URL | string, entity: PreviewEntity, id: number): Promise<boolean> {
      return (await previewedId(request, entity)) === id;
    },
  };
}
