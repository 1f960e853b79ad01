// The console's web settings and counters, company pages (privacy policy included) and page blocks,
// and job postings: validation messages, sanitised bodies, audit rows with the changed fields, and
// the public calls answering each save at the next request.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;

const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, `/content/${path}`, body, { token: editor.token });
const publicCall = async (path: string, query = '') => (await t.app.inject({ method: 'GET', url: `/api/v1${path}${query}` })).json();
const audits = (entity: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entity, entity)).orderBy(auditLog.id);

beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  editor = await createStaff(t.app, ['editor']);
});

afterAll(async () => {
  await t?.close();
});

describe('web settings and counters', () => {
  it('saves the fallback chat account for Apple devices; the public settings answer it', async () => {
    const current = (await call('site/settings')).data;
    expect(Object.keys(current.settings)).toContain('xxl_qq_apple');
    const res = await call('site/saveSettings', { settings: { ...current.settings, xxl_qq_apple: '800123456' }, counters: current.counters });
    expect(res.code).toBe(200);
    expect((await publicCall('/help/getWebseting')).data.xxl_qq_apple).toBe('800123456');
  });

  it('saves settings and counters; the public settings answer them at once; only changed fields are audited', async () => {
    const current = (await call('site/settings')).data;
    await publicCall('/help/getWebseting');
    const settings = { ...current.settings, xxl_tel: '021-5555 0000', zp_hottel1: '张老师\n021-1234' };
    const res = await call('site/saveSettings', { settings, counters: { ...current.counters, keyanyuansuo: 320 } });
    expect(res.msg).toBe('已保存');
    expect(res.data.settings.zp_hottel1).toBe('张老师\n021-1234');
    const site = (await publicCall('/help/getWebseting')).data;
    expect(site.xxl_tel).toBe('021-5555 0000');
    expect(site.zp_hottel1).toBe('张老师<br />021-1234');
    expect(site.counters.keyanyuansuo).toBe(320);
    const [row] = (await audits('settings')).slice(-1);
    expect(row.action).toBe('content.settings.update');
    expect(row.after).toEqual({ xxl_tel: '021-5555 0000', zp_hottel1: '张老师\n021-1234', counters: { keyanyuansuo: 320 } });
    expect(row.before).toEqual({ xxl_tel: current.settings.xxl_tel, zp_hottel1: current.settings.zp_hottel1, counters: { keyanyuansuo: current.counters.keyanyuansuo } });
  });

  it('refuses a negative or fractional counter', async () => {
    const current = (await call('site/settings')).data;
    const res = await call('site/saveSettings', { settings: current.settings, counters: { ...current.counters, geleiyangben: -1 } });
    expect(res.msg).toBe('计数须为 0 到 99999999 的整数');
    expect((await call('site/saveSettings', { settings: current.settings, counters: { ...current.counters, geleiyangben: 1.5 } })).msg).toBe('计数须为 0 到 99999999 的整数');
  });
});

describe('pages and blocks', () => {
  it('saves the privacy policy sanitised; the public privacy page shows it at once', async () => {
    await publicCall('/help/privacy');
    const res = await call('site/savePage', { slug: 'privacy', title: '隐私政策', body: '<h2>收集的信息</h2><img src="/p.png" onerror="alert(1)"><script>steal()</script>' });
    expect(res.code).toBe(200);
    expect(res.data.body).toBe('<h2>收集的信息</h2><img src="/p.png" />');
    const page = (await publicCall('/help/privacy')).data;
    expect(page.body).toContain('收集的信息');
    expect(page.body).not.toContain('script');
    expect((await call('site/page', { slug: 'privacy' })).data.title).toBe('隐私政策');
    expect((await call('site/page', { slug: 'nothing' })).msg).toBe('页面不正确');
    expect((await audits('pages')).at(-1)?.entity_id).toBe('privacy');
  });

  it('edits the about-us page; /help/aboutus answers it at once', async () => {
    await publicCall('/help/aboutus');
    await call('site/savePage', { slug: 'aboutus', title: '关于澄源', description: '简介', body: '<p>我们是一家公司</p>' });
    const about = (await publicCall('/help/aboutus')).data;
    expect(about.title).toBe('关于澄源');
    expect(about.body).toBe('<p>我们是一家公司</p>');
  });

  it('adds, edits, hides and deletes a block of a section; the public list follows', async () => {
    expect((await call('site/createBlock', { section: 'gzdidian', title: ' ' })).msg).toBe('请输入标题');
    expect((await call('site/createBlock', { section: 'nowhere', title: 'x' })).msg).toBe('区块分组不正确');
    const created = (await call('site/createBlock', { section: 'gzdidian', title: '上海', description: '浦东新区', body: '<p onclick="x()">地址</p>', sort: 1, status: 1 })).data;
    expect(created.body).toBe('<p>地址</p>');
    const list = async () => (await publicCall('/article/gzdidian')).data.info as Array<{ id: number; title: string }>;
    expect((await list()).map((b) => b.title)).toContain('上海');
    await call('site/updateBlock', { ...created, title: '上海总部' });
    expect((await list()).map((b) => b.title)).toContain('上海总部');
    const update = (await audits('page_blocks')).at(-1)!;
    expect(update.before).toEqual({ title: '上海' });
    expect(update.after).toEqual({ title: '上海总部' });
    await call('site/updateBlock', { ...created, title: '上海总部', status: 0 });
    expect((await list()).map((b) => b.id)).not.toContain(created.id);
    expect(((await call('site/blocks', { section: 'gzdidian' })).data as Array<{ id: number }>).map((b) => b.id)).toContain(created.id);
    expect((await call('site/deleteBlock', { id: created.id })).msg).toBe('已删除');
    expect((await call('site/deleteBlock', { id: created.id })).msg).toBe('区块不存在');
  });
});

describe('job postings', () => {
  const job = { type: 0, title: '实验员', leixing: '技术类', didian: '上海', renshu: '2', body: '<p>职责</p><script>x()</script>', sort: 0, status: 1 };

  it('adds, edits, hides and deletes; the public recruitment list and detail follow at once', async () => {
    expect((await call('jobs/create', { ...job, title: '' })).msg).toBe('请输入职位名称');
    expect((await call('jobs/create', { ...job, type: 3 })).msg).toBe('请选择招聘类型');
    const created = (await call('jobs/create', job)).data;
    expect(created.body).toBe('<p>职责</p>');
    const titles = async (type: number) => ((await publicCall('/article/zhaopin', `?type=${type}`)).data.info.data as Array<{ title: string }>).map((r) => r.title);
    expect(await titles(0)).toContain('实验员');

    await call('jobs/update', { ...created, title: '高级实验员', type: 1 });
    expect(await titles(1)).toContain('高级实验员');
    expect(await titles(0)).not.toContain('高级实验员');
    const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'job_postings'), eq(auditLog.action, 'content.job.update')));
    expect(row.before).toEqual({ type: 0, title: '实验员' });
    expect(row.after).toEqual({ type: 1, title: '高级实验员' });

    await call('jobs/setStatus', { id: created.id, status: 0 });
    expect((await publicCall('/article/show', `?id=${created.id}`)).msg).toBe('职位不存在或已下线');
    const listed = (await call('jobs/list', { type: 1, keyword: '高级' })).data;
    expect(listed.total).toBe(1);
    expect(listed.data[0].status).toBe(0);

    expect((await call('jobs/delete', { id: created.id })).msg).toBe('已删除');
    expect((await call('jobs/delete', { id: created.id })).msg).toBe('职位不存在');
    expect((await audits('job_postings')).map((r) => r.action)).toEqual(['content.job.create', 'content.job.update', 'content.job.hide', 'content.job.delete']);
  });
});
