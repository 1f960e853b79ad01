// Preview links of technical products, plasmids and job postings through the real app on a fresh
// database: a hidden item stays out of the public calls and pages, its link names the public page, and
// the page's read shows it only with a live token for exactly that entity and id (as the loaders of
// /techService, /plasmidPlatformDetail and /talentRecruitmentDetail do). A previewed plasmid's
// sequence download (the detail page passes its token on) follows the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { categories, jobPostings, plasmids, previewTokens, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const ids = { shownProduct: 0, hiddenProduct: 0, hiddenPlasmid: 0, shownPlasmid: 0, hiddenJob: 0 };

const call = (url: string, body: Record<string, unknown> = {}) => adminCall(t.app, url, body, { token: editor.token });
const pub = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json() as { code: number; msg: string; data: any };
const linkOf = async (entity: string, id: number): Promise<string> => {
  const res = await call('/content/previewLink', { entity, id });
  expect(res.code).toBe(200);
  return res.data.url as string;
};
const expire = (entity: string, id: number) =>
  t.database.db.update(previewTokens).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(and(eq(previewTokens.entity, entity), eq(previewTokens.entity_id, id)));

/** What the /techService loader lists for the page's URL (its query and its preview token). */
async function techList(url: string) {
  const search = new URL(url, 'http://x').searchParams;
  const page = await t.app.services.products.techServicePage(
    { id: Number(search.get('id')), idGiven: true, molds: search.get('molds'), keyword: '', page: 1, size: 15 },
    { product: await t.app.services.preview.previewedId(url, 'product') },
  );
  return page.products.data.map((row) => row.title);
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  const db = t.database.db;
  await db.insert(categories).values([{ id: 91, pid: 0, catname: 'Cas9 细胞株', type: 9, molds: 'cell_cas9' }]);
  const rows = await db
    .insert(products)
    .values([
      { tid: 91, molds: 'cell_cas9', title: 'HEK293-Cas9', sort: 1, status: 1 },
      { tid: 91, molds: 'cell_cas9', title: '未发布细胞株', sort: 9, status: 0 },
    ])
    .returning({ id: products.id });
  ids.shownProduct = rows[0]!.id;
  ids.hiddenProduct = rows[1]!.id;
  const [p1, p2] = await db
    .insert(plasmids)
    .values([
      { item_no: 'P90001', name: '草稿质粒', status: 0, sequence: 'ATGCATGCAA' },
      { item_no: 'P90002', name: '公开质粒', status: 1, sequence: 'GGGCCCAATT' },
    ])
    .returning({ id: plasmids.id });
  ids.hiddenPlasmid = p1!.id;
  ids.shownPlasmid = p2!.id;
  const [job] = await db.insert(jobPostings).values({ type: 0, title: '草稿职位', body: '<p>职责</p><script>x</script>', status: 0 }).returning({ id: jobPostings.id });
  ids.hiddenJob = job!.id;
});

afterAll(async () => {
  await t?.close();
});

describe('preview of a hidden technical product', () => {
  it('lists it on its category page only with a live token for that product', async () => {
    const url = await linkOf('product', ids.hiddenProduct);
    expect(url).toMatch(new RegExp(`^/techService\\?type=1&id=91&molds=cell_cas9&preview=[\\w-]{43}$`));
    // Publicly: absent from the page and from the list call.
    expect(await techList('/techService?type=1&id=91&molds=cell_cas9')).toEqual(['HEK293-Cas9']);
    expect((await pub('/product/index?tid=91')).data.info.data.map((r: { title: string }) => r.title)).toEqual(['HEK293-Cas9']);
    // With its token: listed first, the shown ones after it.
    expect(await techList(url)).toEqual(['未发布细胞株', 'HEK293-Cas9']);
    // A token for another product or another entity with the same id shows nothing hidden.
    const other = await linkOf('product', ids.shownProduct);
    expect(await techList(other)).toEqual(['HEK293-Cas9']);
    const wrongEntity = `/techService?id=91&molds=cell_cas9&preview=${new URL(await linkOf('job', ids.hiddenJob), 'http://x').searchParams.get('preview')}`;
    await t.database.db.update(previewTokens).set({ entity_id: ids.hiddenProduct }).where(eq(previewTokens.entity, 'job'));
    expect(await techList(wrongEntity)).toEqual(['HEK293-Cas9']);
    // Expired.
    await expire('product', ids.hiddenProduct);
    expect(await techList(url)).toEqual(['HEK293-Cas9']);
  });
});

describe('preview of a hidden plasmid', () => {
  it('shows its detail page only with a live token for that plasmid', async () => {
    expect(await pub(`/zhili/read?id=${ids.hiddenPlasmid}`)).toMatchObject({ code: 404 });
    const url = await linkOf('plasmid', ids.hiddenPlasmid);
    expect(url).toMatch(new RegExp(`^/plasmidPlatformDetail\\?listId=${ids.hiddenPlasmid}&preview=[\\w-]{43}$`));
    const preview = t.app.services.preview;
    expect(await preview.allows(url, 'plasmid', ids.hiddenPlasmid)).toBe(true);
    expect((await t.app.services.plasmids.read(ids.hiddenPlasmid, { preview: true })).name).toBe('草稿质粒');
    await expect(t.app.services.plasmids.read(ids.hiddenPlasmid)).rejects.toMatchObject({ code: 404 });
    // Not for another plasmid, not as another entity, not with a forged token.
    expect(await preview.allows(url, 'plasmid', ids.shownPlasmid)).toBe(false);
    expect(await preview.allows(url, 'product', ids.hiddenPlasmid)).toBe(false);
    expect(await preview.allows(`/plasmidPlatformDetail?listId=${ids.hiddenPlasmid}&preview=${'a'.repeat(43)}`, 'plasmid', ids.hiddenPlasmid)).toBe(false);
    // The public call never takes the token.
    expect(await pub(`/zhili/read?id=${ids.hiddenPlasmid}&preview=${new URL(url, 'http://x').searchParams.get('preview')}`)).toMatchObject({ code: 404 });
    await expire('plasmid', ids.hiddenPlasmid);
    expect(await preview.allows(url, 'plasmid', ids.hiddenPlasmid)).toBe(false);
  });
});

describe('the sequence download of a previewed plasmid', () => {
  const tokenOf = (url: string) => new URL(url, 'http://x').searchParams.get('preview')!;
  const download = (id: number, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/zhili/download?id=${id}&format=fasta${token === undefined ? '' : `&preview=${token}`}` });

  it('sends a hidden plasmid only with a live token for that plasmid, private and uncached', async () => {
    const token = tokenOf(await linkOf('plasmid', ids.hiddenPlasmid));
    const file = await download(ids.hiddenPlasmid, token);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('>P90001 草稿质粒 10 bp circular\nATGCATGCAA\n');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await download(ids.hiddenPlasmid, token).then((r) => r.headers['content-disposition']))).toBe('attachment; filename="P90001.fasta"');

    // Without a token, with a forged one, or with one for another plasmid or another entity: 404.
    for (const other of [undefined, 'a'.repeat(43), tokenOf(await linkOf('plasmid', ids.shownPlasmid))]) {
      const res = await download(ids.hiddenPlasmid, other);
      expect(res.statusCode, String(other)).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: '质粒不存在' });
    }
    const jobToken = tokenOf(await linkOf('job', ids.hiddenJob));
    await t.database.db.update(previewTokens).set({ entity_id: ids.hiddenPlasmid }).where(eq(previewTokens.entity, 'job'));
    expect((await download(ids.hiddenPlasmid, jobToken)).statusCode).toBe(404);
    // Expired.
    await expire('plasmid', ids.hiddenPlasmid);
    expect((await download(ids.hiddenPlasmid, token)).statusCode).toBe(404);
  });

  it('keeps a shown plasmid public, and a preview of it private; a malformed token is ignored', async () => {
    const shown = await download(ids.shownPlasmid);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('public, max-age=300');
    const previewed = await download(ids.shownPlasmid, tokenOf(await linkOf('plasmid', ids.shownPlasmid)));
    expect(previewed.statusCode).toBe(200);
    expect(previewed.headers['cache-control']).toBe('private, no-store');
    const doubled = await t.app.inject({ method: 'GET', url: `/api/v1/zhili/download?id=${ids.shownPlasmid}&format=fasta&preview=a&preview=b` });
    expect(doubled.statusCode).toBe(200);
    expect(doubled.headers['cache-control']).toBe('private, no-store');
  });
});

describe('preview of a hidden job posting', () => {
  it('shows its detail page only with a live token for that posting', async () => {
    expect(await pub(`/article/show?id=${ids.hiddenJob}`)).toMatchObject({ code: 404 });
    const url = await linkOf('job', ids.hiddenJob);
    expect(url).toMatch(new RegExp(`^/talentRecruitmentDetail\\?key=${ids.hiddenJob}&preview=[\\w-]{43}$`));
    const preview = t.app.services.preview;
    expect(await preview.allows(url, 'job', ids.hiddenJob)).toBe(true);
    const job = await t.app.services.about.job(ids.hiddenJob, { preview: true });
    expect(job.title).toBe('草稿职位');
    expect(job.body).toBe('<p>职责</p>');
    await expect(t.app.services.about.job(ids.hiddenJob)).rejects.toMatchObject({ code: 404 });
    expect(await preview.allows(url, 'job', ids.hiddenJob + 1)).toBe(false);
    expect(await preview.allows(url, 'plasmid', ids.hiddenJob)).toBe(false);
    await expire('job', ids.hiddenJob);
    expect(await preview.allows(url, 'job', ids.hiddenJob)).toBe(false);
  });

  it('refuse a posting that does not exist; the pages answer private and noindex', async () => {
    expect(await call('/content/previewLink', { entity: 'job', id: 999999 })).toMatchObject({ code: 201, msg: '要预览的内容不存在' });
    expect(await call('/content/previewLink', { entity: 'plasmid', id: 999999 })).toMatchObject({ code: 201, msg: '要预览的内容不存在' });
    expect(await call('/content/previewLink', { entity: 'product', id: 999999 })).toMatchObject({ code: 201, msg: '要预览的内容不存在' });
    for (const url of ['/plasmidPlatformDetail?listId=1&preview=abc', '/talentRecruitmentDetail?key=1&preview=abc', '/techService?preview=abc']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });
});
