// Web settings, the four counters, the single pages (about us, privacy policy, welfare, service
// advantages) and the page blocks (about/contact sections) as editors edit them. Settings are stored
// as plain text, as typed (the public read turns the hotlines' line breaks into <br>); page and block
// bodies are sanitised on write exactly as the public site sanitises them on read. Each write commits
// with its audit row holding only what changed; the routes then announce the change (contentChanged).
import { z } from 'zod';
import { WEB_COUNTER_KEYS, WEB_SETTING_KEYS, type WebCounters, type WebSettings } from '../../../contracts/api/content.ts';
import { WEB_SETTING_EN_KEYS, englishSettingName, type WebSettingEnKey } from '../../../contracts/english-content.ts';
import { blockInput, pageInput, SITE_MESSAGES as M, type SettingsInput, type SitePageSlug } from '../../../contracts/content-site.ts';
import type { Database } from '../../db/client.ts';
import type { StaffActor } from '../../http/auth-staff.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { AuditService } from '../audit/service.ts';
import { changedFields } from './site-changes.ts';
import { createSiteSettingsRepo, type SettingsQueries } from './site-settings-repo.ts';

type PageInput = z.infer<typeof pageInput>;
type BlockInput = z.infer<typeof blockInput>;

function snapshot(values: Map<string, string>, counts: Map<string, number>) {
  const settings = {} as WebSettings;
  for (const key of WEB_SETTING_KEYS) settings[key] = values.get(key) ?? '';
  const counters = {} as WebCounters;
  for (const key of WEB_COUNTER_KEYS) counters[key] = counts.get(key) ?? 0;
  // English values live beside the Chinese as `<key>_en` rows (decision 0033).
  const settings_en = {} as Record<WebSettingEnKey, string>;
  for (const key of WEB_SETTING_EN_KEYS) settings_en[key] = values.get(englishSettingName(key)) ?? '';
  return { settings, counters, settings_en };
}

/** Rich HTML of an English field sanitised like the Chinese; absent stays absent (unchanged). */
const englishHtml = (value: string | null | undefined) => (value === undefined ? undefined : sanitizeRichHtml(value));

const blockValues = (input: BlockInput) => ({ ...input, body: sanitizeRichHtml(input.body), en_body: englishHtml(input.en_body) });

export function createSiteSettingsService(database: Database, deps: { audit: Pick<AuditService, 'record'> }) {
  const repo = createSiteSettingsRepo(database.db);
  const read = async (q: SettingsQueries) => snapshot(await q.settings(), await q.counters());

  async function existingBlock(q: SettingsQueries, id: number) {
    const row = await q.block(id);
    if (!row) throw notFound(M.blockNotFound);
    return row;
  }

  return {
    settings: () => read(repo),

    async saveSettings(actor: StaffActor, input: SettingsInput) {
      return repo.transaction(async (q, tx) => {
        const current = await read(q);
        const settings = changedFields(current.settings, input.settings);
        const counters = changedFields(current.counters, input.counters);
        const english = changedFields(current.settings_en, input.settings_en ?? {});
        for (const [name, value] of Object.entries(settings.after)) await q.putSetting(name, value);
        for (const [key, value] of Object.entries(english.after)) await q.putSetting(englishSettingName(key as WebSettingEnKey), value);
        for (const [name, value] of Object.entries(counters.after)) await q.putCounter(name, value);
        if (settings.changed || counters.changed || english.changed) {
          // English values are recorded under their stored names (`<key>_en`), beside the Chinese.
          const enBefore = Object.fromEntries(Object.entries(english.before).map(([k, v]) => [englishSettingName(k as WebSettingEnKey), v]));
          const enAfter = Object.fromEntries(Object.entries(english.after).map(([k, v]) => [englishSettingName(k as WebSettingEnKey), v]));
          await deps.audit.record(
            actor,
            {
              action: 'content.settings.update',
              entity: 'settings',
              entityId: null,
              before: { ...settings.before, ...enBefore, counters: counters.before },
              after: { ...settings.after, ...enAfter, counters: counters.after },
            },
            tx,
          );
        }
        return read(q);
      });
    },

    async page(slug: SitePageSlug) {
      return (await repo.page(slug)) ?? { slug, title: '', litpic: null, description: null, body: null, en_title: null, en_description: null, en_body: null, en_litpic: null, update_time: null };
    },

    async savePage(actor: StaffActor, input: PageInput) {
      const values = { ...input, body: sanitizeRichHtml(input.body), en_body: englishHtml(input.en_body) };
      return repo.transaction(async (q, tx) => {
        const before = await q.page(input.slug);
        const diff = changedFields(before ?? { slug: input.slug, title: '', litpic: null, description: null, body: null, en_title: null, en_description: null, en_body: null, en_litpic: null }, values);
        if (before && !diff.changed) return before;
        const row = await q.putPage(values);
        await deps.audit.record(actor, { action: 'content.page.update', entity: 'pages', entityId: input.slug, before: diff.before, after: diff.after }, tx);
        return row;
      });
    },

    blocks: (section: string) => repo.blocks(section),

    async createBlock(actor: StaffActor, input: BlockInput) {
      return repo.transaction(async (q, tx) => {
        const row = await q.insertBlock(blockValues(input));
        await deps.audit.record(actor, { action: 'content.page_block.create', entity: 'page_blocks', entityId: row.id, after: row }, tx);
        return row;
      });
    },

    async updateBlock(actor: StaffActor, input: BlockInput & { id: number }) {
      const { id, ...fields } = input;
      return repo.transaction(async (q, tx) => {
        const before = await existingBlock(q, id);
        const diff = changedFields(before, blockValues(fields));
        if (!diff.changed) return before;
        const row = await q.updateBlock(id, diff.after);
        await deps.audit.record(actor, { action: 'content.page_block.update', entity: 'page_blocks', entityId: id, before: diff.before, after: diff.after }, tx);
        return row;
      });
    },

    async removeBlock(actor: StaffActor, id: number): Promise<null> {
      await repo.transaction(async (q, tx) => {
        const before = await existingBlock(q, id);
        await q.removeBlock(id);
        await deps.audit.record(actor, { action: 'content.page_block.delete', entity: 'page_blocks', entityId: id, before }, tx);
      });
      return null;
    },
  };
}
