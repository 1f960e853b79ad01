// What a visitor finds first for representative queries on the demo content (issue 35, decision
// 0072): product names and numbers, services, news and document words, two-word queries and the
// English site. A change to the ranking or to the demo seed that moves one of these fails here.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed/index.ts';
import { LocalStorage } from '../../storage/local-storage.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let uploads: string;

beforeAll(async () => {
  t = await createTestApp();
  uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'search-relevance-'));
  await seedDemoContent(t.database, new LocalStorage(uploads), { siteUrl: 'http://127.0.0.1:9999' });
});

afterAll(async () => {
  await t?.close();
  if (uploads) await fs.rm(uploads, { recursive: true, force: true });
});

/** [query, page language, the first hit as `type title`]. */
const FIRST_HITS: Array<[string, 'zh' | 'en', string]> = [
  // The nuclease is the Cas9 product; the five Cas9 cell lines used to fill page 1 before it.
  ['Cas9', 'zh', 'product SpCas9-NLS 核酸酶（高纯度）'],
  // A plasmid's item number, a cell line's article number (any case), a plasmid's alias, an exact name.
  ['P0003', 'zh', 'plasmid pSpCas9(BB)-2A-Puro (PX459) V2.0'],
  ['cy-c9003', 'zh', 'product HeLa-Cas9 稳转细胞株'],
  ['PX330', 'zh', 'plasmid pX330-U6-Chimeric_BB-CBh-hSpCas9'],
  ['pCas', 'zh', 'plasmid pCas'],
  // Services by their names.
  ['GUIDE-seq', 'zh', 'service GUIDE-seq 全基因组脱靶检测'],
  ['扩增子', 'zh', 'service 靶向扩增子高通量测序'],
  ['细胞系', 'zh', 'service 点突变与标签敲入细胞系'],
  ['慢病毒', 'zh', 'service 慢病毒包装服务'],
  ['sgRNA', 'zh', 'product 化学修饰合成 sgRNA'],
  // A news title word, a technical-document word, two words that meet in one plasmid only.
  ['ISO', 'zh', 'news 公司通过 ISO 9001 质量管理体系再认证（虚构）'],
  ['实验方案', 'zh', 'document 实验方案：CRISPR 敲除细胞单克隆挑选与鉴定'],
  ['Cas9 慢病毒', 'zh', 'plasmid lentiCRISPR v2'],
  // The English site searches the English text.
  ['knockout', 'en', 'service CRISPR Knockout Cell Line Generation'],
  ['Cas9', 'en', 'product SpCas9-NLS Nuclease (High Purity)'],
];

describe('the first hit of representative queries on the demo content', () => {
  it.each(FIRST_HITS)('%s (%s)', async (keywords, lang, first) => {
    const result = await t.app.services.search.search({ keywords, keywords2: '', page: 0, size: 5 }, { lang });
    const hit = result.data[0];
    expect(hit && `${hit.type} ${hit.title}`).toBe(first);
  });

  it('Cas9: products lead, a type keeps only its hits, and the counts add up to the total', async () => {
    const search = (type?: 'plasmid' | 'document') =>
      t.app.services.search.search({ keywords: 'Cas9', keywords2: '', page: 0, size: 5, type });
    const all = await search();
    expect(all.total).toBe(Object.values(all.types).reduce((a, b) => a + b, 0));
    expect(all.data.map((hit) => hit.type).slice(0, 2)).toEqual(['product', 'product']);
    const plasmids = await search('plasmid');
    expect(plasmids.total).toBe(all.types.plasmid);
    expect(plasmids.data.every((hit) => hit.type === 'plasmid')).toBe(true);
    const documents = await search('document');
    expect(documents.data.every((hit) => hit.type === 'document')).toBe(true);
    expect(documents.data.length).toBeGreaterThan(0);
  });
});
