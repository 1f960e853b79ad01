// Staff edit the English fields beside the Chinese (decision 0033) through the console's calls on a
// fresh database: sanitised like the Chinese, an audit row of what changed, absent fields left as
// they were, and the public English read showing the edit at once (contentChanged).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, categories, settings } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const call = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: editor.token });
const auditOf = async (entity: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity));

const article = { tid: 10, title: '基因敲除', body: '<p>中文</p>', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1 };

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values({ id: 10, pid: 0, catname: '基因编辑服务', type: 1 });
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t.close();
});

describe('English fields in the console', () => {
  it('saves an article’s English text sanitised, audits the change and shows it in English at once', async () => {
    const added = await call('/content/articles/add', article);
    expect(added.code).toBe(200);
    expect(added.data).toMatchObject({ en_title: null, en_body: null });
    const id = added.data.id as number;
    // Read once so the English answer is cached: the save must drop it.
    expect(await t.app.services.articles.find(id, { lang: 'en' })).toMatchObject({ title: '', hasEnglish: false });

    const saved = await call('/content/articles/update', {
      ...article,
      id,
      en_title: '  Knockout Cell Lines ',
      en_body: '<p>Validated clones.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      en_keywords: 'CRISPR knockout',
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({ en_title: 'Knockout Cell Lines', en_body: '<p>Validated clones.</p><img src="x" />', en_keywords: 'CRISPR knockout' });

    const [row] = (await auditOf('articles')).filter((r) => r.action === 'content.article.update');
    expect(row).toMatchObject({ entity_id: String(id), staff_id: editor.id });
    expect(row!.before).toEqual({ en_title: null, en_body: null, en_keywords: null });
    expect(row!.after).toEqual({ en_title: 'Knockout Cell Lines', en_body: '<p>Validated clones.</p><img src="x" />', en_keywords: 'CRISPR knockout' });

    expect(await t.app.services.articles.find(id, { lang: 'en' })).toMatchObject({ title: 'Knockout Cell Lines', body: '<p>Validated clones.</p><img src="x" />', hasEnglish: true });
    expect((await t.app.services.articles.find(id))?.title).toBe('基因敲除');

    // A caller that sends no English fields (an older client) leaves them as they are, and audits nothing of them.
    const untouched = await call('/content/articles/update', { ...article, id, title: '基因敲除细胞株' });
    expect(untouched.data).toMatchObject({ title: '基因敲除细胞株', en_title: 'Knockout Cell Lines' });
    const last = (await auditOf('articles')).filter((r) => r.action === 'content.article.update').at(-1);
    expect(last!.after).toEqual({ title: '基因敲除细胞株' });
    // Blank clears a translation.
    expect((await call('/content/articles/update', { ...article, id, en_title: '   ' })).data.en_title).toBeNull();
    expect(await call('/content/articles/update', { ...article, id, en_title: 'x'.repeat(201) })).toMatchObject({ code: 201 });
  });

  it('saves the English settings as <key>_en rows with an audit row, shown on the English site', async () => {
    const current = await call('/content/site/settings');
    expect(current.data.settings_en).toMatchObject({ company_name: '', company_address: '' });
    const res = await call('/content/site/saveSettings', {
      settings: current.data.settings,
      counters: current.data.counters,
      settings_en: { ...current.data.settings_en, company_name: 'Example Bio', company_address: '88 Example Road, Suzhou' },
    });
    expect(res.code).toBe(200);
    expect(res.data.settings_en).toMatchObject({ company_name: 'Example Bio', company_address: '88 Example Road, Suzhou' });
    const rows = await t.database.db.select().from(settings).where(eq(settings.name, 'company_name_en'));
    expect(rows.map((r) => r.value)).toEqual(['Example Bio']);
    const [audit] = (await auditOf('settings')).filter((r) => r.action === 'content.settings.update');
    expect(audit!.after).toMatchObject({ company_name_en: 'Example Bio', company_address_en: '88 Example Road, Suzhou' });
    expect(await t.app.services.content.webSettings({ lang: 'en' })).toMatchObject({ company_name: 'Example Bio', company_address: '88 Example Road, Suzhou', hasEnglish: true });
  });

  it('saves a category’s English description beside the Chinese', async () => {
    const base = { pid: 0, catname: '基因编辑服务', type: 1, sort: 0, status: 1 };
    const res = await call('/content/categories/update', { ...base, id: 10, encatname: 'Gene Editing', en_description: 'Cell line engineering.', en_body: '<p>Services</p><script>x</script>' });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ encatname: 'Gene Editing', en_description: 'Cell line engineering.', en_body: '<p>Services</p>' });
    expect(await t.app.services.content.category(10, { lang: 'en' })).toMatchObject({ catname: 'Gene Editing', description: 'Cell line engineering.', body: '<p>Services</p>' });
  });
});
