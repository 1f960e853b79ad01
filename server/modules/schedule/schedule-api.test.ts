// Scheduled publishing through the real app: news, articles, carousels and job posts with a publication
// or take-down time. The public site (Chinese and English) never shows an item before its time even when
// the worker has not run (the reads filter on the app's clock); the worker's content-schedule job then
// sets the status, clears the time, audits and keeps a version, and drops the caches as a save does.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog, categories, contentVersions } from '../../db/schema/index.ts';
import { createJobHandlers } from '../../jobs/handlers/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const MINUTE = 60_000;
// A session of its own for each call: moving the clock by an hour ends an idle staff session.
const call = async (path: string, body: Record<string, unknown> = {}) =>
  adminCall(t.app, `/content/${path}`, body, { token: (await t.app.services.staffSessions.create(editor.id, 'full')).token });
const pub = async (url: string) => (await t.app.inject({ method: 'POST', url: `/api/v1${url}` })).json() as { code: number; msg: string; data: any };
const at = (offsetMs: number) => new Date(t.clock.ms() + offsetMs).toISOString();
/** The worker's job, as the worker runs it (server/jobs/handlers/content-schedule.ts). */
async function runScheduleJob() {
  const handler = createJobHandlers(t.app.services).find((h) => h.kind.name === 'content-schedule')!;
  return handler.run({}, { log: t.app.log, jobId: 'test', signal: new AbortController().signal });
}

const newsItem = { tid: 60, title: '定时新闻', en_title: 'Scheduled news', litpic: '', description: '', body: '<p>正文</p>', keywords: '', is_index: 1, status: 1, create_time: '' };

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
  await t.database.db.insert(categories).values([
    { id: 10, pid: 0, catname: '基因编辑服务', type: 1 },
    { id: 60, pid: 0, catname: '新闻中心', type: 6 },
  ]);
});
afterAll(async () => t?.close());

describe('scheduled publishing', () => {
  it('hides a news item until its publication time even while the worker has not run, in Chinese and English', async () => {
    const item = (await call('news/add', { ...newsItem, publish_at: at(60 * MINUTE) })).data;
    expect(item).toMatchObject({ status: 1, publish_at: at(60 * MINUTE), unpublish_at: null });
    expect((await pub(`/news/read?id=${item.id}`)).code).toBe(404);
    // The English site reads through the same service (its pages' loaders).
    expect(await t.app.services.news.find(item.id, { lang: 'en' })).toBeNull();
    expect((await pub('/news/index?tid=60')).data.data).toEqual([]);
    expect((await pub(`/article/search?keywords=${encodeURIComponent('定时新闻')}`)).data.total).toBe(0);

    t.clock.advance(60 * MINUTE);
    // Its time has come: the read shows it whether or not the worker ran.
    expect((await pub(`/news/read?id=${item.id}`)).data).toMatchObject({ title: '定时新闻' });
    expect(await t.app.services.news.find(item.id, { lang: 'en' })).toMatchObject({ title: 'Scheduled news' });
    expect((await pub(`/article/search?keywords=${encodeURIComponent('定时新闻')}`)).data.total).toBe(1);

    expect(await runScheduleJob()).toEqual({ published: 1, unpublished: 0 });
    expect((await call('news/detail', { id: item.id })).data).toMatchObject({ status: 1, publish_at: null });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'content.schedule.publish'), eq(auditLog.entity_id, String(item.id))));
    expect(audit).toMatchObject({ entity: 'news', staff_id: null, before: { status: 1 }, after: { status: 1 } });
    const versions = await t.database.db.select().from(contentVersions).where(and(eq(contentVersions.entity, 'news'), eq(contentVersions.entity_id, String(item.id))));
    expect(versions.map((v) => v.action)).toEqual(['content.news.create', 'content.schedule.publish']);
    expect(await runScheduleJob()).toEqual({ published: 0, unpublished: 0 });
  });

  it('publishes a hidden draft and takes an item down at their times', async () => {
    const draft = (await call('news/add', { ...newsItem, title: '草稿新闻', status: 0, publish_at: at(5 * MINUTE), unpublish_at: at(30 * MINUTE) })).data;
    t.clock.advance(5 * MINUTE);
    expect((await pub(`/news/read?id=${draft.id}`)).code).toBe(404);
    expect(await runScheduleJob()).toEqual({ published: 1, unpublished: 0 });
    expect((await pub(`/news/read?id=${draft.id}`)).data).toMatchObject({ title: '草稿新闻' });

    t.clock.advance(25 * MINUTE);
    // Past its take-down time: gone from the read before the worker runs.
    expect((await pub(`/news/read?id=${draft.id}`)).code).toBe(404);
    expect(await runScheduleJob()).toEqual({ published: 0, unpublished: 1 });
    expect((await call('news/detail', { id: draft.id })).data).toMatchObject({ status: 0, publish_at: null, unpublish_at: null });
  });

  it('drops the cached carousel when the worker publishes a slide, as a save does', async () => {
    const shown = async () => ((await pub('/dsm/indexad?id=2')).data as { name: string }[]).map((a) => a.name);
    await call('carousels/add', { position: 2, name: '现在', adfile: '/uploads/a.webp', body: '', is_showbody: 0, gourl: '', status: 1 });
    await call('carousels/add', { position: 2, name: '稍后', adfile: '/uploads/b.webp', body: '', is_showbody: 0, gourl: '', status: 1, publish_at: at(10 * MINUTE) });
    expect(await shown()).toEqual(['现在']);
    t.clock.advance(10 * MINUTE);
    // The carousel is held in memory for 30 s: only the worker's cache drop shows the slide now.
    expect(await shown()).toEqual(['现在']);
    await runScheduleJob();
    expect(await shown()).toEqual(['现在', '稍后']);
  });

  it('schedules articles and job posts too', async () => {
    const article = (await call('articles/add', { tid: 10, title: '定时文章', litpic: '', description: '', body: '', keywords: '', is_tuijian: 0, is_mingxing: 0, sort: 0, status: 1, publish_at: at(MINUTE) })).data;
    const job = (await call('jobs/create', { type: 0, title: '定时职位', body: '', sort: 0, status: 1, publish_at: at(MINUTE) })).data;
    expect((await pub('/article/index?tid=10')).data.data).toEqual([]);
    expect((await pub(`/article/show?id=${job.id}`)).code).toBe(404);
    t.clock.advance(MINUTE);
    expect(await runScheduleJob()).toEqual({ published: 2, unpublished: 0 });
    expect((await pub('/article/index?tid=10')).data.data.map((a: { id: number }) => a.id)).toEqual([article.id]);
    expect((await pub(`/article/show?id=${job.id}`)).data.info).toMatchObject({ title: '定时职位' });
  });

  it('refuses a take-down time before the publication time, and times it cannot read', async () => {
    expect(await call('news/add', { ...newsItem, publish_at: '2026-12-02 10:00', unpublish_at: '2026-12-01 10:00' })).toMatchObject({ code: 201, msg: '定时下线时间须晚于定时发布时间' });
    expect(await call('jobs/create', { type: 0, title: 'x', body: '', sort: 0, status: 1, publish_at: '明天' })).toMatchObject({ code: 201, msg: '定时发布时间格式不正确' });
    expect(await call('carousels/add', { position: 1, name: 'x', adfile: '/uploads/a.webp', is_showbody: 0, status: 1, unpublish_at: '2026-02-31' })).toMatchObject({ code: 201, msg: '定时下线时间格式不正确' });
    // Beijing time as typed, stored as the instant.
    const item = (await call('news/add', { ...newsItem, publish_at: '2026-12-01 10:00' })).data;
    expect(item.publish_at).toBe('2026-12-01T02:00:00.000Z');
  });
});
