// The plasmid calls through the real app on a fresh database with fixture rows: every filter alone and
// combined (checked against a plain in-memory reference), name and item-number search, paging edges,
// both readings of the list page, the detail's field order and the sequence downloads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plasmids } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { PlasmidDetail, PlasmidPage } from '../../../contracts/api/plasmid.ts';
import type { PlasmidFilterKey } from '../../../contracts/plasmid-filters.ts';

let t: TestApp;

type Insert = typeof plasmids.$inferInsert;

/** The seven filters of the specification: call parameter, stored column and the options after 'all'. */
const FILTERS: ReadonlyArray<{ key: PlasmidFilterKey; column: string; values: string[] }> = [
  { key: 'plasmidHost', column: 'plasmid_host', values: ['e_coli', 'mammalian', 'lentivirus', 'others'] },
  { key: 'plasmidUsage', column: 'plasmid_usage', values: ['gene_editing', 'gene_template', 'protein_expression', 'others'] },
  { key: 'plasmidFragmentType', column: 'plasmid_fragment_type', values: ['cas9', 'sgrna', 'shrna', 'promoter', 'others'] },
  { key: 'plasmidFragmentSpecies', column: 'plasmid_species', values: ['human', 'mouse', 'rat', 'zebrafish', 'others'] },
  { key: 'plasmidNuclearResistance', column: 'plasmid_nuclear_resistance', values: ['ampicillin', 'kanamycin', 'chloramphenicol', 'others'] },
  { key: 'plasmidEukaryoticResistance', column: 'plasmid_eukaryotic_resistance', values: ['puromycin', 'hygromycin', 'blasticidin', 'others'] },
  { key: 'plasmidFluorescentMarker', column: 'plasmid_fluorescent_marker', values: ['green', 'red', 'blue', 'cyan', 'yellow', 'fluc', 'nluc', 'rluc'] },
];

const values = (key: PlasmidFilterKey) => FILTERS.find((f) => f.key === key)!.values;

// 40 shown rows spread over every option of every filter with different strides, so combinations
// narrow differently; a few have no eukaryotic resistance or marker (null), one is hidden.
const fixture: Insert[] = Array.from({ length: 40 }, (_, i) => {
  const pick = (key: PlasmidFilterKey, stride: number) => {
    const options = values(key);
    return options[(i * stride + Math.floor(i / 7)) % options.length]!;
  };
  return {
    id: 100 + i,
    item_no: `P${String(i + 1).padStart(4, '0')}`,
    name: i % 5 === 0 ? `pLenti-Cas9 variant ${i}` : `pVector_${i}`,
    alias: i === 3 ? 'special-alias' : null,
    plasmid_host: pick('plasmidHost', 1),
    plasmid_usage: pick('plasmidUsage', 3),
    plasmid_fragment_type: pick('plasmidFragmentType', 2),
    plasmid_species: pick('plasmidFragmentSpecies', 7),
    plasmid_fragment_species: pick('plasmidFragmentSpecies', 7),
    plasmid_nuclear_resistance: pick('plasmidNuclearResistance', 5),
    plasmid_eukaryotic_resistance: i % 6 === 0 ? null : pick('plasmidEukaryoticResistance', 3),
    plasmid_fluorescent_marker: i % 4 === 0 ? null : pick('plasmidFluorescentMarker', 5),
    // Descending sort for the first half, ties broken by id: the order is sort, then id.
    sort: i < 20 ? 20 - i : 0,
  };
});
const hidden: Insert = { id: 999, item_no: 'P9999', name: 'pHidden-Cas9', status: 0, plasmid_host: 'e_coli' };
const detailed: Insert = {
  id: 500,
  item_no: 'PX-500',
  name: 'pDetail',
  alias: 'detail',
  price: '980',
  promoter: 'CMV',
  plasmid_host: 'mammalian',
  plasmid_usage: 'protein_expression',
  function_introduction: '<p onclick="x()">表达<script>alert(1)</script>载体</p>',
  introduction: '   ',
  profile: '/uploads/demo/map.svg',
  sequence: 'atgc atgc\nATGCAA 12',
  features: [
    { name: 'CMV', start: 1, end: 4, direction: 1, type: 'promoter' },
    { name: 'ori', start: 5, end: 10, direction: -1, type: 'rep_origin' },
  ],
  sort: 1000,
};
const noSequence: Insert = { id: 501, item_no: 'PX-501', name: 'pNoSeq', sort: 1001 };

const shown = [...fixture, detailed, noSequence].filter((row) => row.status !== 0);
const ordered = shown.toSorted((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id! - b.id!);

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(plasmids).values([...fixture, hidden, detailed, noSequence]);
});

afterAll(async () => {
  await t?.close();
});

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

async function list(params: Record<string, string | number | null>, method: 'GET' | 'POST' = 'POST'): Promise<Envelope<PlasmidPage>> {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null) qs.set(key, String(value));
  const response = await t.app.inject({ method, url: `/api/v1/zhili/index?${qs}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The reference: which fixture ids a set of filters keeps, in list order. */
function expected(filters: Partial<Record<PlasmidFilterKey, string>>): number[] {
  return ordered
    .filter((row) =>
      FILTERS.every((f) => {
        const wanted = filters[f.key];
        return !wanted || (row as Record<string, unknown>)[f.column] === wanted;
      }),
    )
    .map((row) => row.id!);
}

const ids = (page: PlasmidPage) => page.data.map((row) => row.id);

describe('/api/v1/zhili/index', () => {
  it('answers the first page of 10 in catalogue order, in both readings, rows in both spellings', async () => {
    const { code, data } = await list({});
    expect(code).toBe(200);
    expect(data.total).toBe(shown.length);
    expect(data.totalElements).toBe(shown.length);
    expect(ids(data)).toEqual(ordered.slice(0, 10).map((r) => r.id));
    expect(data.content).toEqual(data.data);
    expect(data).toMatchObject({ page: 1, size: 10 });
    const row = (await list({ size: 50 })).data.data.find((r) => r.id === 100)!;
    const source = fixture[0]!;
    expect(row).toMatchObject({
      name: source.name,
      itemNo: 'P0001',
      item_no: 'P0001',
      plasmidHost: source.plasmid_host,
      plasmidUsage: source.plasmid_usage,
      plasmidFragmentType: source.plasmid_fragment_type,
      plasmidSpecies: source.plasmid_species,
      plasmid_species: source.plasmid_species,
      plasmidNuclearResistance: source.plasmid_nuclear_resistance,
      plasmidEukaryoticResistance: null,
      plasmidFluorescentMarker: null,
    });
    expect(row.labels).toMatchObject({ plasmidHost: '大肠杆菌', plasmidEukaryoticResistance: '无', plasmidFluorescentMarker: '无' });
  });

  it('never lists a hidden plasmid', async () => {
    const { data } = await list({ name: 'pHidden' });
    expect(data.total).toBe(0);
  });

  for (const filter of FILTERS) {
    it(`filters by ${filter.key} alone, for every option`, async () => {
      for (const value of values(filter.key)) {
        const want = expected({ [filter.key]: value });
        const { data } = await list({ [filter.key]: value, size: 100 });
        expect(ids(data), `${filter.key}=${value}`).toEqual(want);
        expect(data.total).toBe(want.length);
      }
      // Some option of every filter has rows, so the check above is not vacuous.
      expect(values(filter.key).some((value) => expected({ [filter.key]: value }).length > 0)).toBe(true);
    });
  }

  it("treats 'all', '', null and 全部 as no filter, and accepts the Chinese label for the slug", async () => {
    for (const value of ['all', '', 'null', '全部']) {
      expect((await list({ plasmidHost: value })).data.total, value).toBe(shown.length);
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/zhili/index', payload: { plasmidHost: null, plasmidUsage: 'all', size: 50 } });
    expect(json.json().data.total).toBe(shown.length);
    expect(ids((await list({ plasmidHost: '大肠杆菌', size: 100 })).data)).toEqual(expected({ plasmidHost: 'e_coli' }));
  });

  it('combines filters (all seven at once too)', async () => {
    const combos: Array<Partial<Record<PlasmidFilterKey, string>>> = [
      { plasmidHost: 'e_coli', plasmidUsage: 'gene_editing' },
      { plasmidHost: 'mammalian', plasmidFragmentType: 'cas9', plasmidNuclearResistance: 'ampicillin' },
      { plasmidFragmentSpecies: 'human', plasmidFluorescentMarker: 'green' },
      { plasmidEukaryoticResistance: 'puromycin', plasmidUsage: 'gene_template', plasmidHost: 'lentivirus' },
    ];
    const full = fixture[9]!;
    combos.push({
      plasmidHost: full.plasmid_host!,
      plasmidUsage: full.plasmid_usage!,
      plasmidFragmentType: full.plasmid_fragment_type!,
      plasmidFragmentSpecies: full.plasmid_species!,
      plasmidNuclearResistance: full.plasmid_nuclear_resistance!,
      plasmidEukaryoticResistance: full.plasmid_eukaryotic_resistance!,
      plasmidFluorescentMarker: full.plasmid_fluorescent_marker!,
    });
    for (const combo of combos) {
      const { data } = await list({ ...combo, size: 100 });
      expect(ids(data), JSON.stringify(combo)).toEqual(expected(combo));
    }
    expect(expected(combos.at(-1)!)).toContain(full.id);
    expect(combos.some((combo) => expected(combo).length > 1)).toBe(true);
  });

  it('answers an empty page (code 200) for a value no option has', async () => {
    const { code, data } = await list({ plasmidHost: 'martian' });
    expect(code).toBe(200);
    expect(data).toMatchObject({ data: [], total: 0, content: [], totalElements: 0 });
    expect((await list({ plasmidHost: 'e_coli', plasmidFluorescentMarker: 'purple' })).data.total).toBe(0);
  });

  it('searches the name (and alias), contained and case-insensitive; % and _ are literal', async () => {
    expect(ids((await list({ name: 'lenti-CAS9', size: 50 })).data)).toEqual(ordered.filter((r) => /plenti-cas9/i.test(r.name)).map((r) => r.id));
    expect(ids((await list({ name: 'SPECIAL' })).data)).toEqual([103]);
    expect((await list({ name: '%' })).data.total).toBe(0);
    expect((await list({ name: '_' })).data.total).toBe(fixture.filter((r) => r.name.includes('_')).length);
    expect(ids((await list({ name: 'pVector_1', size: 50 })).data).toSorted()).toEqual([101, 111, 112, 113, 114, 116, 117, 118, 119]);
    const combined = await list({ name: 'cas9', plasmidHost: 'e_coli', size: 50 });
    expect(ids(combined.data)).toEqual(ordered.filter((r) => /cas9/i.test(r.name) && r.plasmid_host === 'e_coli').map((r) => r.id));
  });

  it('searches the item number, contained and case-insensitive', async () => {
    expect(ids((await list({ itemNo: 'p0012' })).data)).toEqual([111]);
    expect(ids((await list({ itemNo: 'PX-50', size: 50 })).data)).toEqual([500, 501]);
    expect((await list({ itemNo: 'P9999' })).data.total).toBe(0);
  });

  it('pages: page 0 is the first page, the last page is partial, past the end is empty with the total', async () => {
    const first = await list({ size: 10 });
    expect(ids((await list({ page: 0, size: 10 })).data)).toEqual(ids(first.data));
    const last = await list({ page: 5, size: 10 });
    expect(ids(last.data)).toEqual(ordered.slice(40).map((r) => r.id));
    expect(last.data.total).toBe(42);
    const past = await list({ page: 6, size: 10 });
    expect(past.code).toBe(200);
    expect(past.data).toMatchObject({ data: [], total: 42, totalElements: 42, page: 6 });
    expect((await list({ page: 2_000_000 })).data.data).toEqual([]);
    const fifty = await list({ size: 50 });
    expect(fifty.data.data).toHaveLength(42);
    // Pages do not overlap and together give every row once.
    const seen: number[] = [];
    for (let page = 1; page <= 5; page += 1) seen.push(...ids((await list({ page, size: 10 })).data));
    expect(seen).toEqual(ordered.map((r) => r.id));
  });

  it('refuses a malformed page or size with a message', async () => {
    for (const params of [{ page: 'x' }, { page: -1 }, { size: 0 }, { size: 101 }, { size: 'ten' }] as Array<Record<string, string | number>>) {
      const answer = await list(params);
      expect(answer.code, JSON.stringify(params)).toBe(201);
      expect(answer.msg).toMatch(/页码|每页条数/);
    }
  });

  it('answers GET like POST and takes a JSON body', async () => {
    const get = await list({ plasmidUsage: 'gene_editing', page: 1, size: 5 }, 'GET');
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/zhili/index', payload: { plasmidUsage: 'gene_editing', page: 1, size: 5 } });
    expect(post.json().data).toEqual(get.data);
  });
});

describe('/api/v1/zhili/read', () => {
  it('gives id, every detail field in block order, then the features', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/zhili/read?id=500' });
    const { code, data } = response.json() as Envelope<PlasmidDetail>;
    expect(code).toBe(200);
    expect(Object.keys(data)).toEqual([
      'id',
      'item_no',
      'name',
      'specification',
      'price',
      'alias',
      'promoter',
      'replicon',
      'terminator',
      'classification',
      'size',
      'tag',
      'nuclear_resistance',
      'eukaryotic_resistance',
      'clone_strain',
      'culture_condition',
      'expression_host',
      'selection_marker',
      'induced_way',
      'three_sequence_primer',
      'five_sequence_primer',
      'remark',
      'plasmid_host',
      'plasmid_usage',
      'plasmid_type',
      'plasmid_species',
      'plasmid_fragment_species',
      'plasmid_fragment_type',
      'plasmid_nuclear_resistance',
      'plasmid_eukaryotic_resistance',
      'plasmid_selection_marker',
      'plasmid_fluorescent_marker',
      'functionIntroduction',
      'introduction',
      'profile',
      'sequence',
      'features',
    ]);
    expect(data).toMatchObject({ id: 500, item_no: 'PX-500', name: 'pDetail', price: '980', promoter: 'CMV', plasmid_host: 'mammalian', replicon: null });
    // Missing and blank text is null (the page shows 暂无信息); HTML is sanitised.
    expect(data.introduction).toBeNull();
    expect(data.functionIntroduction).toBe('<p>表达载体</p>');
    // The sequence is bases only.
    expect(data.sequence).toBe('ATGCATGCATGCAA');
    expect(data.features).toHaveLength(2);
  });

  it('has no features without a sequence; unknown, hidden and malformed ids are refused', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/zhili/read?id=501' })).json() as Envelope<PlasmidDetail>;
    expect(data.sequence).toBeNull();
    expect(data.features).toEqual([]);
    for (const id of ['12345', '999']) {
      const answer = await t.app.inject({ method: 'GET', url: `/api/v1/zhili/read?id=${id}` });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 404, msg: '质粒不存在' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/zhili/read' })).json()).toMatchObject({ code: 201, msg: '请选择质粒' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/zhili/read?id=abc' })).json()).toMatchObject({ code: 201, msg: '质粒ID格式不正确' });
  });
});

describe('/api/v1/zhili/download', () => {
  it('sends FASTA and GenBank files named by the item number', async () => {
    const fasta = await t.app.inject({ method: 'GET', url: '/api/v1/zhili/download?id=500&format=fasta' });
    expect(fasta.statusCode).toBe(200);
    expect(fasta.headers['content-disposition']).toBe('attachment; filename="PX-500.fasta"');
    expect(fasta.body).toBe('>PX-500 pDetail (detail) 14 bp circular\nATGCATGCATGCAA\n');
    const genbank = await t.app.inject({ method: 'GET', url: '/api/v1/zhili/download?id=500&format=genbank' });
    expect(genbank.headers['content-disposition']).toBe('attachment; filename="PX-500.gb"');
    expect(genbank.body).toMatch(/^LOCUS {7}PX-500 {10} {10}14 bp {4}DNA {5}circular SYN /);
    expect(genbank.body).toContain('     rep_origin      complement(5..10)\n                     /label="ori"\n');
    expect(genbank.body).toContain('        1 atgcatgcat gcaa\n//\n');
  });

  it('answers 404 without a sequence and refuses an unknown format', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/zhili/download?id=501&format=fasta' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 404, msg: '该质粒暂无序列' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/zhili/download?id=500&format=doc' })).json()).toMatchObject({ code: 201, msg: '下载格式不正确' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/zhili/download?id=999&format=fasta' })).statusCode).toBe(404);
  });
});
