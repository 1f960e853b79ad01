// Carousels in the console: add (last), edit, hide, reorder, delete with their messages, sanitised
// overlay text, audit rows with the changed fields, and the public /api/v1/dsm/indexad showing each
// save at the next request (its 30 s cache is dropped by the write).
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { adminCall, createStaff, type TestStaff } from '../../../test/support/staff-test-kit.ts';

let t: TestApp;
let editor: TestStaff;
const call = (path: string, body: Record<string, unknown> = {}) => adminCall(t.app, `/content/carousels/${path}`, body, { token: editor.token });
const shown = async (position = 1) => (await t.app.inject({ method: 'POST', url: `/api/v1/dsm/indexad?id=${position}` })).json().data as any[];
const lastAudit = async (action: string) =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const slide = (name: string, extra: Record<string, unknown> = {}) => ({
  position: 1, name, adfile: `/uploads/2026/11/${'a'.repeat(32)}.webp`, body: '', is_showbody: 1, gourl: '', status: 1, ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  editor = await createStaff(t.app, ['editor']);
});
afterAll(async () => t?.close());

describe('/api/admin/v1/content/carousels', () => {
  it('adds slides last, with sanitised overlay text; the home carousel shows them at once', async () => {
    expect(await shown()).toEqual([]);
    const first = await call('add', slide('基因编辑一站式服务', { body: '<p>快速交付</p><script>x()</script>', gourl: '/techService' }));
    expect(first).toMatchObject({ code: 200, msg: '已保存', data: { sort: 0, name: '基因编辑一站式服务', body: '<p>快速交付</p>', gourl: '/techService' } });
    const second = await call('add', slide('第二张', { body: '<img src="/x.png" onerror="alert(1)">', gourl: 'https://example.com/a' }));
    expect(second.data).toMatchObject({ sort: 1, body: '<img src="/x.png" />' });
    expect((await shown()).map((ad) => ad.name)).toEqual(['基因编辑一站式服务', '第二张']);
    expect((await lastAudit('content.carousel.create')).after).toMatchObject({ id: second.data.id, name: '第二张', position: 1 });
  });

  it('refuses a slide without a picture, a bad link or position, with their messages', async () => {
    expect(await call('add', slide('x', { adfile: '' }))).toMatchObject({ code: 201, msg: '请上传轮播图片' });
    expect(await call('add', slide('x', { adfile: 'data:image/png;base64,AAAA' }))).toMatchObject({ code: 201, msg: '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）' });
    for (const link of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)']) {
      expect(await call('add', slide('x', { gourl: link })), link).toMatchObject({ code: 201, msg: '链接须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）' });
      expect(await call('add', slide('x', { adfile: link })), link).toMatchObject({ code: 201, msg: '图片地址须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）' });
    }
    expect(await call('add', slide('x', { gourl: '//evil.example' }))).toMatchObject({ code: 201, msg: '链接须以 http:// 或 https:// 开头，或为站内地址（以 / 开头）' });
    expect(await call('add', slide('x', { position: 3 }))).toMatchObject({ code: 201, msg: '请选择轮播位置' });
    expect(await call('update', { ...slide('x'), id: 999999 })).toMatchObject({ code: 201, msg: '轮播图不存在' });
  });

  it('edits a slide (audit holds only the changed fields), hides and shows it, reorders and deletes', async () => {
    const [a, b] = (await call('list', { position: 1 })).data;
    const edited = await call('update', { ...a, name: '新标题', gourl: '' });
    expect(edited.data).toMatchObject({ name: '新标题', gourl: null });
    const audit = await lastAudit('content.carousel.update');
    expect(audit.before).toEqual({ name: '基因编辑一站式服务', gourl: '/techService' });
    expect(audit.after).toEqual({ name: '新标题', gourl: null });
    expect((await shown())[0]).toMatchObject({ name: '新标题', gourl: '' });

    expect(await call('setStatus', { id: a.id, status: 0 })).toMatchObject({ code: 200, data: { status: 0 } });
    expect((await shown()).map((ad) => ad.id)).toEqual([b.id]);
    await call('setStatus', { id: a.id, status: 1 });

    const reordered = await call('reorder', { position: 1, ids: [b.id, a.id] });
    expect(reordered.data.map((ad: any) => ad.id)).toEqual([b.id, a.id]);
    expect((await shown()).map((ad) => ad.id)).toEqual([b.id, a.id]);
    expect((await lastAudit('content.carousel.reorder')).after).toEqual({ position: 1, ids: [b.id, a.id] });
    expect(await call('reorder', { position: 1, ids: [b.id] })).toMatchObject({ code: 201, msg: '排序列表与当前轮播图不一致，请刷新后重试' });
    expect(await call('reorder', { position: 1, ids: [b.id, b.id] })).toMatchObject({ code: 201, msg: '排序列表与当前轮播图不一致，请刷新后重试' });

    // Moved to the phone carousel: last there, gone from the desktop one.
    await call('add', slide('手机一', { position: 2 }));
    const moved = await call('update', { ...b, position: 2 });
    expect(moved.data).toMatchObject({ position: 2, sort: 1 });
    expect((await shown(2)).map((ad) => ad.name)).toEqual(['手机一', '第二张']);

    expect(await call('delete', { id: a.id })).toMatchObject({ code: 200, msg: '已删除' });
    expect((await lastAudit('content.carousel.delete')).before).toMatchObject({ id: a.id, name: '新标题' });
    expect(await shown()).toEqual([]);
  });
});
