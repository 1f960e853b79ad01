// Turns the plasmid catalogue into table rows: item numbers, prices, every detail field, a generated
// sequence with its annotated features, and a circular map picture.
import {
  PLASMID_EUKARYOTIC_RESISTANCE_OPTIONS,
  PLASMID_FLUORESCENT_MARKER_OPTIONS,
  PLASMID_NUCLEAR_RESISTANCE_OPTIONS,
  PLASMID_USAGE_OPTIONS,
} from '../../../contracts/plasmid-filters.ts';
import type { plasmids } from '../schema/index.ts';
import { plasmidMapSvg, type ImageSet } from './images.ts';
import { PLASMID_CATALOG, type PlasmidSpec } from './plasmid-catalog.ts';
import { ELEMENTS, buildPlasmidMap } from './plasmid-elements.ts';
import { plasmidEnglish } from './plasmids-en.ts';
import { createRng, seedFrom } from './prng.ts';

export type PlasmidInsert = typeof plasmids.$inferInsert;

const NUCLEAR_TEXT: Record<string, string> = {
  ampicillin: '氨苄青霉素（Ampicillin），100 μg/mL',
  kanamycin: '卡那霉素（Kanamycin），50 μg/mL',
  chloramphenicol: '氯霉素（Chloramphenicol），34 μg/mL',
  others: '壮观霉素（Spectinomycin），50 μg/mL',
};

const EUKARYOTIC_TEXT: Record<string, string> = {
  puromycin: '嘌呤霉素（Puromycin），1-2 μg/mL',
  hygromycin: '潮霉素 B（Hygromycin B），100-400 μg/mL',
  blasticidin: '杀稻瘟菌素 S（Blasticidin S），5-10 μg/mL',
  others: 'G418 / Zeocin（按载体说明）',
};

const HOST_TEXT: Record<string, string> = {
  e_coli: '大肠杆菌 BL21(DE3) 等原核表达菌株',
  mammalian: '哺乳动物细胞（HEK293T、HeLa、CHO 等）',
  lentivirus: '慢病毒包装（HEK293T）后感染目的细胞',
  others: '斑马鱼胚胎 / AAV 包装 / 体外转录',
};

// Real, public universal sequencing primers keyed by the element they sit in.
const PRIMERS: Array<[string, string]> = [
  ['U6', 'U6-F：GAGGGCCTATTTCCCATGATTCC'],
  ['H1', 'H1-F：TCGCTATGTGTTCTGGGAAA'],
  ['CMV', 'CMV-F：CGCAAATGGGCGGTAGGCGTG'],
  ['CAG', 'CAG-F：GCAACGTGCTGGTTATTGTG'],
  ['EF1a', 'EF1a-F：TCAAGCCTCAGACAGTGGTTC'],
  ['EFS', 'EF1a-F：TCAAGCCTCAGACAGTGGTTC'],
  ['T7', 'T7：TAATACGACTCACTATAGGG'],
  ['araBAD promoter', 'pBAD-F：ATGCCATAGCATTTTTATCC'],
  ['lac', 'M13-F(-20)：GTAAAACGACGGCCAGT'],
  ['luc2 (Fluc)', 'RVprimer3：CTAGCAAAATAGGCTGTCCC'],
];
const REVERSE_PRIMERS: Array<[string, string]> = [
  ['WPRE', 'WPRE-R：CATAGCGTAAAAGGAGCAACA'],
  ['bGH polyA', 'BGH-R：TAGAAGGCACAGTCGAGG'],
  ['T7 terminator', 'T7-Term：GCTAGTTATTGCTCAGCGG'],
  ['SV40 polyA', 'SV40-pA-R：GAAATTTGTGATGCTATTGC'],
  ['EGFP', 'EGFP-N：CGTCGCCGTCCAGCTCGACCAG'],
  ['hGH polyA', 'hGH-PA-R：CTCCAGCTTGGTTCCCAATA'],
];

function labelOf(options: readonly { value: string; label: string }[], value: string | null): string {
  return options.find((o) => o.value === value)?.label ?? '无';
}

function names(spec: PlasmidSpec, types: string[]): string[] {
  const seen = new Set<string>();
  for (const raw of spec.elements) {
    const name = raw.replace(/^-/, '');
    if (types.includes(ELEMENTS[name]!.type)) seen.add(name);
  }
  return [...seen];
}

function classification(spec: PlasmidSpec): string {
  if (spec.name.startsWith('ps') || spec.name.startsWith('pMD')) return '慢病毒包装载体';
  if (spec.host === 'lentivirus') return spec.fragment === 'shrna' ? 'shRNA 慢病毒载体' : '慢病毒载体';
  if (spec.usage === 'gene_editing') return 'CRISPR 基因编辑载体';
  if (spec.usage === 'gene_template') return '克隆 / 供体模板载体';
  if (spec.fluorescent && ['fluc', 'nluc', 'rluc'].includes(spec.fluorescent)) return '荧光素酶报告载体';
  if (spec.host === 'e_coli') return spec.usage === 'others' ? '克隆载体' : '原核表达载体';
  return spec.usage === 'protein_expression' ? '哺乳动物表达载体' : '通用载体';
}

function build(spec: PlasmidSpec, index: number, images: ImageSet): PlasmidInsert {
  const itemNo = `P${String(index + 1).padStart(4, '0')}`;
  const { sequence, features } = buildPlasmidMap(spec.name, spec.elements, 2600);
  const rng = createRng(seedFrom(`price:${spec.name}`));
  const price = 480 + Math.round(rng() * 14) * 60;
  const promoters = names(spec, ['promoter']);
  const tags = names(spec, ['misc_feature']).filter((n) => /tag|FLAG/.test(n));
  const stable = spec.host === 'lentivirus' || /Stbl|LTR/.test(spec.elements.join());
  const strain = stable ? 'Stbl3' : spec.name.startsWith('pLysS') ? 'BL21(DE3)' : 'DH5α';
  const fluorescent = labelOf(PLASMID_FLUORESCENT_MARKER_OPTIONS, spec.fluorescent);
  const eukaryotic = spec.eukaryotic ? EUKARYOTIC_TEXT[spec.eukaryotic]! : '无';
  const marker = [spec.eukaryotic ? labelOf(PLASMID_EUKARYOTIC_RESISTANCE_OPTIONS, spec.eukaryotic) : null, spec.fluorescent ? fluorescent : null]
    .filter(Boolean)
    .join(' / ') || labelOf(PLASMID_NUCLEAR_RESISTANCE_OPTIONS, spec.nuclear);
  const five = PRIMERS.find(([el]) => spec.elements.includes(el))?.[1] ?? 'M13-F(-20)：GTAAAACGACGGCCAGT';
  const three = REVERSE_PRIMERS.find(([el]) => spec.elements.includes(el))?.[1] ?? 'M13-R：CAGGAAACAGCTATGAC';
  const mapSlug = `plasmid-map-${itemNo.toLowerCase()}`;
  const mapUrl = images.add(mapSlug, plasmidMapSvg(spec.name, sequence.length, features));
  const featureList = features.map((f) => f.name);
  return {
    item_no: itemNo,
    name: spec.name,
    specification: '2 μg（质粒干粉）/ 甘油菌 1 支',
    price: `${price}`,
    alias: spec.alias,
    promoter: promoters.join('、') || '无',
    replicon: names(spec, ['rep_origin']).join('、') || 'pUC ori',
    terminator: names(spec, ['polyA_signal', 'terminator']).join('、') || '无',
    classification: classification(spec),
    size: `${sequence.length} bp`,
    tag: tags.join('、') || '无',
    nuclear_resistance: NUCLEAR_TEXT[spec.nuclear]!,
    eukaryotic_resistance: eukaryotic,
    clone_strain: strain,
    culture_condition: `${stable ? '30' : '37'}℃，LB 培养基，${NUCLEAR_TEXT[spec.nuclear]!.split('（')[0]}筛选，220 rpm 振荡培养`,
    expression_host: HOST_TEXT[spec.host]!,
    selection_marker: marker,
    induced_way: spec.induced ?? '无需诱导（组成型表达）',
    five_sequence_primer: five,
    three_sequence_primer: three,
    remark: '仅供科研使用，不得用于临床诊断或治疗。收到后请尽快转化扩增并保存甘油菌。',
    plasmid_host: spec.host,
    plasmid_usage: spec.usage,
    plasmid_type: classification(spec),
    plasmid_species: spec.species,
    plasmid_fragment_species: spec.species,
    plasmid_fragment_type: spec.fragment,
    plasmid_nuclear_resistance: spec.nuclear,
    plasmid_eukaryotic_resistance: spec.eukaryotic,
    plasmid_selection_marker: marker,
    plasmid_fluorescent_marker: spec.fluorescent,
    function_introduction: `<p>${spec.use}</p><p>主要用途：${labelOf(PLASMID_USAGE_OPTIONS, spec.usage)}。</p>`,
    introduction:
      `<p>${spec.name}（${spec.alias}）全长 ${sequence.length} bp，复制子为 ${names(spec, ['rep_origin']).join('、') || 'pUC ori'}，` +
      `原核抗性为${NUCLEAR_TEXT[spec.nuclear]!.split('，')[0]}。</p>` +
      `<p>主要元件：</p><ul>${featureList.slice(0, 8).map((n) => `<li>${n}</li>`).join('')}</ul>` +
      '<p>本公司提供质粒测序验证报告，可按需提供无内毒素大提服务。</p>',
    ...plasmidEnglish(spec, { classification: classification(spec), stable, length: sequence.length, replicon: names(spec, ['rep_origin']).join(', ') || 'pUC ori', features: featureList }),
    profile: mapUrl,
    sequence,
    features,
    sort: index,
  };
}

/** Every catalogue row, in item-number order. */
export function buildPlasmids(images: ImageSet): PlasmidInsert[] {
  return PLASMID_CATALOG.map((spec, index) => build(spec, index, images));
}
