// Files made to hurt the parser (issue 32), sent through the real app as customers and staff send
// them: each is refused with its Chinese answer naming the limit, the process goes on, its main thread
// spends under a second of CPU on it and /healthz keeps answering meanwhile (stall-watch.ts). The
// files are made here, in memory:
// - a 1.3 MB .xlsx whose 500 000 short shared texts unpack to 20.5 MB (under the 20 MB-a-part bound),
//   sent by several customers at once: two of them ended the process before;
// - a 2.5 MB GenBank file of 2 Mbp to the console's parseSequence: out of heap every time before;
// - a 2.8 MB .xlsx of 45 MB of shared texts to the console's plasmid import: the same;
// - a CRISPR-Net csv of 2.4 million short lines: split into arrays of millions of strings before;
// - a parse that runs out of its worker's heap or time (limits injected small) is refused naming the
//   limit, and the next import of that kind goes through.
// Runs the same on every database: the parsers refuse these files before any query is made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedStringsWorkbook, inlineTextWorkbook, shortText } from '../support/xlsx-fixture.ts';
import { fastaFile, genbankFile } from '../support/sequence-fixture.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { multipart } from '../support/plasmid-admin-test-kit.ts';
import { createUser } from '../support/order-test-kit.ts';
import { createStaff } from '../support/staff-test-kit.ts';
import { PARSE_LANES, type LaneOptions } from '../../server/parsing/parse-lanes.ts';
import { createParsePool, type TimeLimit } from '../../server/parsing/parse-pool.ts';
import { watchWhile, type StallReport } from './stall-watch.ts';

const MB = 1024 * 1024;
const GUIDE_HEADER = ['样本名称', '样本类型', '其他样本类型', '溶解介质'];

type Body = ReturnType<typeof multipart>;
type Answer = { status: number; code: number; msg: string; data: any };

/**
 * A multipart call with a body made beforehand: the attacks' bodies are built before the watch starts,
 * so what it measures is the server's work, not the test's copying of megabytes.
 */
async function send(t: TestApp, url: string, token: string, body: Body): Promise<Answer> {
  const remoteAddress = `10.32.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const response = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, authentication: token }, remoteAddress });
  return { status: response.statusCode, ...(response.json() as { code: number; msg: string; data: any }) };
}

const SAMPLES = '/api/v1/guide/importYangben';
const SEQUENCE = '/api/admin/v1/content/plasmids/parseSequence';
const PLASMIDS = '/api/admin/v1/content/plasmids/import';
const file = (filename: string, content: Buffer | string): Body => multipart({ filename, content });
const importSamples = (t: TestApp, token: string, filename: string, content: Buffer) => send(t, SAMPLES, token, file(filename, content));

/** The guide import's template with its example row: a good file. */
async function template(t: TestApp): Promise<Buffer> {
  return (await t.app.inject({ method: 'GET', url: '/api/v1/guide/importTemplate' })).rawPayload;
}

function expectCalm(report: StallReport) {
  // oxlint-disable-next-line no-console
  console.log(`main thread ${report.mainThreadCpuMs.toFixed(0)} ms CPU; longest stall ${report.maxStallMs.toFixed(0)} ms; /healthz ${report.healthz.answers} answers, slowest ${report.healthz.slowestMs.toFixed(0)} ms`);
  expect(report.mainThreadCpuMs, 'CPU time of the main thread during the attack (ms)').toBeLessThan(1000);
  expect(report.healthz.answers, '/healthz answers during the attack').toBeGreaterThan(0);
  expect(report.healthz.allOk).toBe(true);
}

describe('hostile files, with the process pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('refuses 500 000 shared texts in a sample import from several customers at once, calmly', async () => {
    const many = sharedStringsWorkbook({ rows: [GUIDE_HEADER, ['S-1', 'DNA']], extraStrings: 500_000, extra: (i) => shortText(i, 25) });
    expect(many.length).toBeLessThan(2 * MB);
    const customers = await Promise.all([1, 2, 3, 4].map((n) => createUser(t, `parse-attack-${n}`)));
    // Warm: the route's first call compiles its code and this test's in-process database plans its
    // queries, stalls that belong to neither the parse nor production (the database has its own process there).
    expect(await importSamples(t, customers[0]!.token, 'template.xlsx', await template(t))).toMatchObject({ code: 200 });
    const body = file('many.xlsx', many);
    const { result, report } = await watchWhile(t.app, async () => {
      const answers = [];
      // Two rounds of four customers at once: the import gate lets two in, the rest are told to wait.
      for (let round = 0; round < 2; round++) answers.push(...(await Promise.all(customers.map(({ token }) => send(t, SAMPLES, token, body)))));
      return answers;
    });
    const text = '文件中的单元格文字过多（最多 2 万条、共 200 万字），请删去多余的内容后再导入';
    for (const answer of result) {
      if (answer.status === 429) expect(answer).toMatchObject({ code: 429, msg: '导入繁忙，请稍后再试' });
      else expect(answer).toMatchObject({ status: 200, code: 201, msg: text });
    }
    expect(result.filter((answer) => answer.msg === text).length).toBeGreaterThanOrEqual(4);
    expectCalm(report);
    // The process is the one that started the test, and it still imports a good file.
    expect(await importSamples(t, customers[0]!.token, 'template.xlsx', await template(t))).toMatchObject({ code: 200, msg: '导入成功' });
  });

  it('refuses a 2 Mbp GenBank file (and its lying or FASTA twins) to parseSequence as its ORIGIN is read, calmly', async () => {
    const editor = await createStaff(t.app, ['editor']);
    const big = genbankFile(2_000_000);
    expect(big.length).toBeGreaterThan(2.3 * MB);
    expect(big.length).toBeLessThan(5 * MB);
    const liar = genbankFile(2_000_000, { declared: 2000 });
    const fasta = fastaFile(2_000_000);
    // Warm (see above), and at the bound it still reads.
    const fits = await send(t, SEQUENCE, editor.token, file('fits.gb', genbankFile(200_000)));
    expect(fits).toMatchObject({ code: 200, data: { length: 200_000, format: 'genbank' } });
    const bodies = [file('big.gb', big), file('big-again.gbk', big), file('liar.gb', liar), file('big.fasta', fasta)];
    const { result, report } = await watchWhile(t.app, () => Promise.all(bodies.map((body) => send(t, SEQUENCE, editor.token, body))));
    for (const answer of result) expect(answer).toMatchObject({ status: 200, code: 201, msg: '序列长度超过 200 kbp 上限（200000 bp），请只上传一个质粒的序列' });
    expectCalm(report);
  });

  it('refuses a CRISPR-Net csv of 2.4 million lines (9.6 MB, within the upload bound) from its line count, calmly', async () => {
    const customers = await Promise.all([1, 2].map((n) => createUser(t, `csv-attack-${n}`)));
    // Warm (see above): another customer's job from a small csv.
    const warm = await createUser(t, 'csv-warm');
    await t.app.inject({ method: 'POST', url: '/api/v1/crisprNet/addJob', payload: { title: 'warm', xulie: 'GAGTCCGAGCAGAAGAAGAAAGG,GAGTTAGAGCAGAAGAAGAAAGG' }, headers: { authentication: warm.token } });
    const csv = file('pairs.csv', Buffer.from('A,A\n'.repeat(2_400_000)));
    const urls = await Promise.all(customers.map(async ({ token }) => (await send(t, '/api/v1/uploads/index?purpose=crispr', token, csv)).data[0].url as string));
    const { result, report } = await watchWhile(t.app, () =>
      Promise.all(
        customers.map(async ({ token }, i) => {
          const response = await t.app.inject({ method: 'POST', url: '/api/v1/crisprNet/addJob', payload: { title: 'big', csvfile: urls[i] }, headers: { authentication: token } });
          return response.json() as { code: number; msg: string };
        }),
      ),
    );
    for (const answer of result) expect(answer).toMatchObject({ code: 201, msg: '序列对数量必须少于1000对' });
    expectCalm(report);
  });

  it('refuses a plasmid sheet of 45 MB of shared texts before they are read, calmly', async () => {
    const editors = await Promise.all([createStaff(t.app, ['editor']), createStaff(t.app, ['editor'])]);
    const sheet = sharedStringsWorkbook({ rows: [['货号', '产品名称'], ['P-1', 'pOne']], extraStrings: 1_100_000, extra: (i) => shortText(i, 25) });
    expect(sheet.length).toBeLessThan(5 * MB);
    // Warm (see above), and a good sheet still imports.
    const good = sharedStringsWorkbook({ rows: [['货号', '产品名称'], ['ATTACK-1', 'pGood']] });
    expect(await send(t, PLASMIDS, editors[0]!.token, file('good.xlsx', good))).toMatchObject({ code: 200, data: { created: 1 } });
    const body = file('plasmids.xlsx', sheet);
    const { result, report } = await watchWhile(t.app, () => Promise.all(editors.map((editor) => send(t, PLASMIDS, editor.token, body))));
    for (const answer of result) expect(answer).toMatchObject({ status: 200, code: 201, msg: '文件中的单元格文字过多（最多 25 万条、共 1600 万字），请拆分后再导入' });
    expectCalm(report);
  });
});

describe('a parse that hits its worker\'s limits', () => {
  // The sample lane with limits a test may change between imports, and a time limit the test fires.
  const lanes = { ...PARSE_LANES, 'sample-sheet': { ...PARSE_LANES['sample-sheet'] } as LaneOptions<'spreadsheet'> };
  let expireNow = false;
  const timeLimit: TimeLimit = (_ms, expire) => {
    // At once, before the worker can answer: the parse has outlasted its limit by construction.
    if (expireNow) queueMicrotask(expire);
    return () => {};
  };
  const pool = createParsePool({ lanes, timeLimit });
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({}, { parsePool: pool });
    token = (await createUser(t, 'parse-limits')).token;
  });
  afterAll(async () => {
    await t?.close();
    await pool.close();
  });

  it('refuses a sheet that outgrows a small heap, naming it, and the next import goes through', async () => {
    // Within every bound of the import (200 rows, 20 MB unpacked, no shared text), 20 MB of cell text.
    const heavy = inlineTextWorkbook(['样本名称'], 199, 100_000);
    expect(heavy.length).toBeLessThan(2 * MB);
    lanes['sample-sheet'].heapMb = 24;
    const body = file('heavy.xlsx', heavy);
    const { result, report } = await watchWhile(t.app, () => send(t, SAMPLES, token, body));
    expect(result).toMatchObject({ status: 200, code: 201, msg: '文件解析超出内存上限（24 MB），请拆分后再导入' });
    expectCalm(report);
    lanes['sample-sheet'].heapMb = PARSE_LANES['sample-sheet'].heapMb;
    expect(await importSamples(t, token, 'template.xlsx', await template(t))).toMatchObject({ code: 200, msg: '导入成功' });
  });

  it('stops a parse past its time limit, naming it, and the next import goes through', async () => {
    expireNow = true;
    const stopped = await importSamples(t, token, 'template.xlsx', await template(t));
    expireNow = false;
    expect(stopped).toMatchObject({ status: 200, code: 201, msg: '文件解析超出时间上限（30 秒），请拆分后再导入' });
    expect(pool.state('sample-sheet').worker).toBe(false);
    expect(await importSamples(t, token, 'template.xlsx', await template(t))).toMatchObject({ code: 200, msg: '导入成功' });
  });
});
