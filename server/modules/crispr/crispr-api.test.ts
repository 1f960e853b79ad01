// The CRISPR-Net calls through app.inject: login, validation, every server-side limit, ownership,
// the worker's processing (called directly here; crispr-worker.test.ts runs a real second process),
// result file, e-mail and retention.
import { eq } from 'drizzle-orm';
import { formatFloat32 } from 'crispr-net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { crisprJobs, genomes, pamTypes, users } from '../../db/schema/index.ts';
import type { MailMessage } from '../mail/service.ts';

let t: TestApp;
let sendJob: ReturnType<typeof vi.fn>;
let sendMail: ReturnType<typeof vi.fn>;

const PAIR = 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG';
const PAIR2 = 'GGGTGGGGGGAGTTTGCTCCAGG,AGGTGGGGTGA_TTTGCTCCAGG';
/** A line with one sequence is a guide to search; one of the wrong length is named like a pair without its comma. */
const noComma = (line: number, length: number) =>
  `第${line}行：缺少逗号分隔的两条序列（单独一条序列按 sgRNA 在基因组中搜索，应为23个碱基：20个碱基加3个碱基的PAM，此行${length}个字符）`;

async function login(email: string): Promise<{ uid: number; token: string }> {
  const [row] = await t.database.db.insert(users).values({ email, password_hash: 'x', status: 1 }).returning({ id: users.id });
  const { token } = await t.app.services.sessions.createSession(row.id);
  return { uid: row.id, token };
}

async function call(url: string, token: string | null, body: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body,
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    headers: token ? { authentication: token } : {},
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

function uploadCsv(token: string, filename: string, content: string) {
  const boundary = '----crisprtest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/index?purpose=crispr',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authentication: token },
  });
}

/** Lets the user submit again at once (the 30-second rule is tested on its own). */
async function forgetSubmissions(uid: number) {
  await t.database.db
    .update(crisprJobs)
    .set({ create_time: new Date(t.clock.ms() - 60_000) })
    .where(eq(crisprJobs.uid, uid));
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://gene.example.com' });
  sendJob = vi.spyOn(t.app.services.jobs, 'send').mockResolvedValue('queued') as any;
  sendMail = vi.spyOn(t.app.services.mail, 'send').mockResolvedValue('mail') as any;
  await t.database.db.insert(pamTypes).values([{ title: 'NGG (SpCas9)', sort: 0 }, { title: 'NAG', sort: 1 }, { title: 'hidden', sort: 2, status: 0 }]);
  await t.database.db.insert(genomes).values([{ title: 'hg38', sort: 0 }]);
});
afterAll(async () => t?.close());

describe('option lists', () => {
  // The genomes come from GENOME_DIR: genome-search-api.test.ts.
  it('answers the shown PAM types {id, title} without a login', async () => {
    const pam = await call('/help/getPamType', null);
    expect(pam.code).toBe(200);
    expect(pam.data.map((o: any) => o.title)).toEqual(['NGG (SpCas9)', 'NAG']);
    expect(Object.keys(pam.data[0]).toSorted()).toEqual(['id', 'title']);
  });
});

describe('addJob', () => {
  it('needs a login', async () => {
    const res = await call('/crisprNet/addJob', null, { title: 'x', xulie: PAIR });
    expect(res).toMatchObject({ status: 401, code: 401 });
  });

  it('refuses with the specification messages', async () => {
    const { token } = await login('rules@example.com');
    expect((await call('/crisprNet/addJob', token, { xulie: PAIR })).msg).toBe('please input job title');
    expect((await call('/crisprNet/addJob', token, { title: '  ', xulie: PAIR })).msg).toBe('please input job title');
    expect((await call('/crisprNet/addJob', token, { title: 'job' })).msg).toBe('please input a csv-formatted file');
    expect((await call('/crisprNet/addJob', token, { title: 'job', xulie: `${PAIR}\n靶点` })).msg).toBe('please input English');
    expect((await call('/crisprNet/addJob', token, { title: 'job', xulie: PAIR, email: '张@example.com' })).msg).toBe('please input English');
    expect((await call('/crisprNet/addJob', token, { title: 'job', xulie: PAIR, email: 'not-mail' })).msg).toBe('邮箱地址不合法!');
    expect((await call('/crisprNet/addJob', token, { title: 'job', xulie: '\n \n' })).msg).toBe('please input a csv-formatted file');
    expect((await call('/crisprNet/addJob', token, { title: 'job', xulie: PAIR, type: 99999 })).msg).toBe('请选择正确的选项');
  });

  it('takes fewer than 1000 pairs only', async () => {
    const { token, uid } = await login('limit@example.com');
    const tooMany = await call('/crisprNet/addJob', token, { title: 'big', xulie: Array(1000).fill(PAIR).join('\n') });
    expect(tooMany).toMatchObject({ code: 201, msg: '序列对数量必须少于1000对' });
    const ok = await call('/crisprNet/addJob', token, { title: 'max', xulie: Array(999).fill(PAIR).join('\n') });
    expect(ok).toMatchObject({ code: 200, data: { info: expect.any(Number) } });
    const [row] = await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.uid, uid));
    expect(row).toMatchObject({ pair_count: 999, status: 1 });
  });

  it('makes a user wait 30 seconds between submissions and says how long', async () => {
    const { token, uid } = await login('interval@example.com');
    const other = await login('interval2@example.com');
    const first = await call('/crisprNet/addJob', token, { title: 'one', xulie: PAIR });
    expect(first.code).toBe(200);
    expect(sendJob).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'crispr-score' }), { jobId: first.data.info }, expect.anything());
    const second = await call('/crisprNet/addJob', token, { title: 'two', xulie: PAIR });
    expect(second.code).toBe(201);
    expect(second.msg).toMatch(/，请30秒后再试$/);
    expect(second.data.wait).toBe(30);
    // Another user is not held up.
    expect((await call('/crisprNet/addJob', other.token, { title: 'x', xulie: PAIR })).code).toBe(200);
    await t.database.db
      .update(crisprJobs)
      .set({ create_time: new Date(t.clock.ms() - 20_000) })
      .where(eq(crisprJobs.uid, uid));
    expect((await call('/crisprNet/addJob', token, { title: 'two', xulie: PAIR })).msg).toMatch(/，请10秒后再试$/);
    t.clock.advance(9_001);
    expect((await call('/crisprNet/addJob', token, { title: 'two', xulie: PAIR })).msg).toMatch(/，请1秒后再试$/);
    await forgetSubmissions(uid);
    expect((await call('/crisprNet/addJob', token, { title: 'two', xulie: PAIR })).code).toBe(200);
  });

  it('takes csv uploads only, and only the user’s own', async () => {
    const { token, uid } = await login('csv@example.com');
    const other = await login('csv-other@example.com');
    const txt = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/index?purpose=crispr',
      payload: Buffer.from(`--b\r\nContent-Disposition: form-data; name="file"; filename="pairs.txt"\r\nContent-Type: text/plain\r\n\r\n${PAIR}\r\n--b--\r\n`),
      headers: { 'content-type': 'multipart/form-data; boundary=b', authentication: token },
    });
    expect(txt.json()).toMatchObject({ code: 201, msg: '只能上传csv格式的文件，不支持图片、PDF、Word等格式!' });
    const uploaded = await uploadCsv(token, 'pairs.csv', `on_seq,off_seq\n${PAIR}\n${PAIR2}\n`);
    const url = uploaded.json().data[0].url as string;
    expect((await call('/crisprNet/addJob', other.token, { title: 'steal', csvfile: url })).msg).toBe('上传的文件不存在，请重新上传');
    expect((await call('/crisprNet/addJob', token, { title: 'nothing', csvfile: '/uploads/2026/01/' + 'a'.repeat(32) + '.csv' })).msg).toBe(
      '上传的文件不存在，请重新上传',
    );
    const ok = await call('/crisprNet/addJob', token, { title: 'from csv', csvfile: url });
    expect(ok.code).toBe(200);
    const [row] = await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.id, ok.data.info));
    expect(row).toMatchObject({ uid, csvfile: url, xulie: null, pair_count: 2 });
    await expect(t.app.services.crispr.process(ok.data.info)).resolves.toBe('finished');
    const read = await call('/crisprNet/read', token, { id: ok.data.info });
    expect(read.data.jieguo.map((r: any) => r.on_seq)).toEqual([PAIR.split(',')[0], PAIR2.split(',')[0]]);
  });
});

describe('every line is checked before the job is queued', () => {
  const ON = 'GAGTCCGAGCAGAAGAAGAAAGG';
  const refusal = async (token: string, xulie: string) => {
    const jobsBefore = sendJob.mock.calls.length;
    const res = await call('/crisprNet/addJob', token, { title: 'check', xulie });
    expect(res.code).toBe(201);
    expect(sendJob.mock.calls.length).toBe(jobsBefore);
    return res.msg;
  };

  it('names the line and the position of each kind of bad line in Chinese', async () => {
    const { token, uid } = await login('lines@example.com');
    expect(await refusal(token, `${PAIR}\n${PAIR2}\n${ON},GAGTXCGAGCAGAAGAAGAAAGG`)).toBe(
      '第3行：脱靶序列第5位的字符“X”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）',
    );
    expect(await refusal(token, `${PAIR}\n${ON.slice(2)}`)).toBe(noComma(2, 21));
    // A guide (one 23-long sequence) needs a genome to be searched in.
    expect(await refusal(token, `${PAIR}\n${ON}`)).toBe('单独一条序列的行按 sgRNA 在基因组中搜索，请选择参考基因组');
    expect(await refusal(token, `${ON},`)).toBe('第1行：缺少逗号分隔的两条序列');
    expect(await refusal(token, `U${ON.slice(1)},${ON}`)).toBe('第1行：在靶序列第1位的字符“U”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）');
    expect(await refusal(token, `${PAIR}\n${ON},${ON}A`)).toBe('第2行：两条序列长度不同（在靶序列23个字符，脱靶序列24个字符），请用 - 或 _ 补齐缺口');
    expect(await refusal(token, `${ON}AA,${ON}AA`)).toBe('第1行：序列过长（25个字符），含缺口最多24个字符');
    expect(await refusal(token, `${ON.slice(1)},${ON.slice(1)}`)).toBe('第1行：序列过短（22个字符），含缺口至少23个字符');
    expect(await refusal(token, `${ON.slice(0, 20)}NGG,${ON.slice(0, 20)}NGG`)).toBe('第1行：两条序列第21位都是N，至少一条需为具体碱基');
    // Several bad lines are all named, in order; blank lines and the header still count as lines.
    expect(await refusal(token, `on_seq,off_seq\n${PAIR}\n\n${ON.slice(1)}\n${ON},${ON}*`)).toBe(
      `${noComma(4, 22)}；第5行：脱靶序列第24位的字符“*”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）`,
    );
    // Past five, the rest are counted.
    expect(await refusal(token, Array(8).fill(ON.slice(3)).join('\n'))).toBe(
      `${[1, 2, 3, 4, 5].map((n) => noComma(n, 20)).join('；')}；另有3行有误`,
    );
    // The specification's refusals keep their words.
    expect(await refusal(token, `${PAIR}\n靶点`)).toBe('please input English');
    expect(await refusal(token, Array(1000).fill(PAIR).join('\n'))).toBe('序列对数量必须少于1000对');
    expect(await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.uid, uid))).toEqual([]);
  });

  it('takes what the engine takes: gaps as - or _, N against a base, any case, a 24-long pair', async () => {
    const { token, uid } = await login('lines-ok@example.com');
    const ok = await call('/crisprNet/addJob', token, {
      title: 'fine',
      xulie: `${ON},${ON.slice(0, 10)}-${ON.slice(11)}\n${ON.toLowerCase()},${ON.slice(0, 20)}NGG\nA${ON},_${ON}`,
    });
    expect(ok.code).toBe(200);
    await expect(t.app.services.crispr.process(ok.data.info)).resolves.toBe('finished');
    await forgetSubmissions(uid);
  });

  it('checks the uploaded csv the same way', async () => {
    const { token, uid } = await login('lines-csv@example.com');
    const uploaded = await uploadCsv(token, 'pairs.csv', `\uFEFFon_seq,off_seq\r\n${PAIR}\r\n${ON},GAGTCCGAGCAGAAGAAGAAAG#\r\n`);
    const url = uploaded.json().data[0].url as string;
    const res = await call('/crisprNet/addJob', token, { title: 'csv', csvfile: url });
    expect(res).toMatchObject({ code: 201, msg: '第3行：脱靶序列第23位的字符“#”无效（只可使用 A、C、G、T、N 和缺口 - 或 _）' });
    expect(await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.uid, uid))).toEqual([]);
  });

  it('starts the 30-second wait only for an accepted job', async () => {
    const { token } = await login('lines-wait@example.com');
    expect(await refusal(token, `${ON},GAGT`)).toMatch(/^第1行：两条序列长度不同/);
    expect(await refusal(token, `${ON}A`)).toBe(noComma(1, 24));
    const accepted = await call('/crisprNet/addJob', token, { title: 'good', xulie: PAIR });
    expect(accepted.code).toBe(200);
    expect(sendJob).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'crispr-score' }), { jobId: accepted.data.info }, expect.anything());
    const next = await call('/crisprNet/addJob', token, { title: 'again', xulie: PAIR });
    expect(next).toMatchObject({ code: 201, data: { wait: expect.any(Number) } });
    expect(next.msg).toMatch(/请(29|30)秒后再试/);
  });
});

describe('read and processing', () => {
  it('scores the job, stores the CSV, mails the link; other users get 404', async () => {
    const { token, uid } = await login('reader@example.com');
    const stranger = await login('stranger@example.com');
    const add = await call('/crisprNet/addJob', token, { title: '我的任务', email: 'reader@example.com', xulie: `${PAIR}\n\n${PAIR2}\n` });
    const id = add.data.info as number;

    const running = await call('/crisprNet/read', token, { id });
    expect(running).toMatchObject({ code: 200, data: { id, status: 1, out_csvfile: null, jieguo: [] } });
    expect(await call('/crisprNet/read', stranger.token, { id })).toMatchObject({ status: 404, code: 404 });
    expect(await call('/crisprNet/read', token, { id: id + 1000 })).toMatchObject({ status: 404, code: 404 });
    expect(await call('/crisprNet/read', null, { id })).toMatchObject({ status: 401 });
    expect((await call('/crisprNet/read', token, { id: 'abc' })).code).toBe(201);

    await expect(t.app.services.crispr.process(id)).resolves.toBe('finished');
    await expect(t.app.services.crispr.process(id)).resolves.toBe('skipped'); // a repeated delivery changes nothing

    const done = await call('/crisprNet/read', token, { id });
    expect(done.data.status).toBe(3);
    expect(done.data.jieguo).toHaveLength(2);
    expect(done.data.jieguo[0]).toEqual({ on_seq: PAIR.split(',')[0], off_seq: PAIR.split(',')[1], CRISPR_Net_score: expect.any(Number) });
    expect(Math.abs(done.data.jieguo[0].CRISPR_Net_score - 0.9184679)).toBeLessThan(1e-6);
    expect(new Date(done.data.expires_at).getTime() - new Date(done.data.finished_at).getTime()).toBe(3 * 24 * 3600 * 1000);

    // The result file is private: the answer carries a short-lived link, the stored address answers 404.
    expect(done.data.out_csvfile).toMatch(/^\/api\/v1\/order\/file\?token=[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db.select({ out: crisprJobs.out_csvfile }).from(crisprJobs).where(eq(crisprJobs.id, id));
    expect(stored.out).toMatch(/^\/uploads\/private\//);
    expect((await t.app.inject({ method: 'GET', url: stored.out! })).statusCode).toBe(404);
    const file = await t.app.inject({ method: 'GET', url: done.data.out_csvfile });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toContain(`CRISPR-Net-${id}.csv`);
    const lines = file.body.trim().split('\n');
    expect(lines[0]).toBe('on_seq,off_seq,CRISPR_Net_score');
    // The file writes scores as the published tool does (float32 text), the JSON keeps the number.
    expect(lines[1]).toBe(`${PAIR},${formatFloat32(done.data.jieguo[0].CRISPR_Net_score)}`);
    expect(lines[1]).toMatch(/,0\.9184679\d?$/);

    const mail = sendMail.mock.calls.map(([m]) => m as MailMessage).find((m) => m.to === 'reader@example.com');
    expect(mail?.subject).toContain('我的任务');
    expect(mail?.text).toContain(`https://gene.example.com/crispr-result?id=${id}`);

    // Retention: 3 days later the results and the file are gone and reading says so.
    await t.database.db.update(crisprJobs).set({ expires_at: new Date(t.clock.ms() - 1000) }).where(eq(crisprJobs.uid, uid));
    expect(await t.app.services.crispr.deleteExpired()).toBe(1);
    expect(await t.app.services.crispr.deleteExpired()).toBe(0);
    const expired = await call('/crisprNet/read', token, { id });
    expect(expired).toMatchObject({ code: 201, msg: '该任务的结果已过期：结果只在服务器保留3天', data: { expired: true, status: 3, jieguo: [] } });
    expect((await t.app.inject({ method: 'GET', url: done.data.out_csvfile })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(crisprJobs).where(eq(crisprJobs.id, id));
    expect(row).toMatchObject({ jieguo: null, out_csvfile: null, xulie: null });
  });

  it('ends a job still running after an hour in status 2', async () => {
    const { token, uid } = await login('stale@example.com');
    const add = await call('/crisprNet/addJob', token, { title: 'stale', xulie: PAIR });
    expect(await t.app.services.crispr.failStale()).toBe(0);
    await t.database.db.update(crisprJobs).set({ create_time: new Date(t.clock.ms() - 3700_000) }).where(eq(crisprJobs.uid, uid));
    expect(await t.app.services.crispr.failStale()).toBe(1);
    expect((await call('/crisprNet/read', token, { id: add.data.info })).data).toMatchObject({ status: 2, error: '处理超时，请重新提交' });
  });

  it('waits out a split search’s own limit as well before ending it (decision 0064)', async () => {
    const { token, uid } = await login('stale-split@example.com');
    const add = await call('/crisprNet/addJob', token, { title: 'stale split', xulie: PAIR });
    await t.database.db.update(crisprJobs).set({ search_parts: 240, search_seconds: 3720, create_time: new Date(t.clock.ms() - 3700_000 - 3600_000) }).where(eq(crisprJobs.uid, uid));
    expect(await t.app.services.crispr.failStale()).toBe(0);
    await t.database.db.update(crisprJobs).set({ create_time: new Date(t.clock.ms() - 3700_000 - 3800_000) }).where(eq(crisprJobs.uid, uid));
    expect(await t.app.services.crispr.failStale()).toBe(1);
    expect((await call('/crisprNet/read', token, { id: add.data.info })).data).toMatchObject({ status: 2, error: '处理超时，请重新提交' });
  });

  it('ends a job recorded before the line check in status 2 with the same Chinese reason', async () => {
    const { uid, token } = await login('bad@example.com');
    // A job stored as it was queued before submissions were checked (the call refuses such text now).
    const [job] = await t.database.db
      .insert(crisprJobs)
      .values({ uid, title: 'bad', email: 'bad@example.com', xulie: `${PAIR}\nGAGTCCGAGCAGAAGAAGAAAGG,GAGTT`, pair_count: 2, create_time: t.clock() })
      .returning({ id: crisprJobs.id });
    await expect(t.app.services.crispr.process(job.id)).resolves.toBe('failed');
    const read = await call('/crisprNet/read', token, { id: job.id });
    expect(read.data).toMatchObject({
      status: 2,
      jieguo: [],
      out_csvfile: null,
      error: '第2行：两条序列长度不同（在靶序列23个字符，脱靶序列5个字符），请用 - 或 _ 补齐缺口',
    });
    const mail = sendMail.mock.calls.map(([m]) => m as MailMessage).find((m) => m.to === 'bad@example.com');
    expect(mail?.subject).toContain('处理失败');
  });
});
