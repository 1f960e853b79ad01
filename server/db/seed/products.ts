// Technical products (cell lines) for each `molds` kind, linked to their technical-service category.
import type { TechMolds } from '../../../contracts/content.ts';
import type { products } from '../schema/index.ts';
import { CAT } from './categories.ts';
import { cardSvg, type ImageSet } from './images.ts';

export type ProductInsert = typeof products.$inferInsert;

type Row = [title: string, en: string, species: string, gene: string, geneId: string, system: string, price: number];

interface Kind {
  molds: TechMolds;
  tid: number;
  prefix: string;
  resistance: string;
  detection: string;
  specifications: string;
  rows: Row[];
}

const KINDS: Kind[] = [
  {
    molds: 'cell_yesheng', tid: CAT.cellYesheng, prefix: 'CY-W', resistance: '无',
    detection: 'STR 鉴定、支原体检测（阴性）', specifications: '1×10⁶ cells/冻存管',
    rows: [
      ['HEK293T 人胚肾细胞', 'HEK293T', '人', '野生型', '—', 'DMEM + 10% FBS', 1800],
      ['HeLa 人宫颈癌细胞', 'HeLa', '人', '野生型', '—', 'DMEM + 10% FBS', 1800],
      ['A549 人非小细胞肺癌细胞', 'A549', '人', '野生型', '—', 'F-12K + 10% FBS', 1800],
      ['HepG2 人肝癌细胞', 'HepG2', '人', '野生型', '—', 'MEM + 10% FBS', 2000],
      ['Jurkat, Clone E6-1 人 T 淋巴细胞白血病细胞', 'Jurkat E6-1', '人', '野生型', '—', 'RPMI-1640 + 10% FBS', 2200],
      ['RAW264.7 小鼠单核巨噬细胞', 'RAW 264.7', '小鼠', '野生型', '—', 'DMEM + 10% FBS', 1800],
      // Enough common lines that the list has a second page at the default 15 per page.
      ['MCF-7 人乳腺癌细胞', 'MCF-7', '人', '野生型', '—', 'MEM + 10% FBS + 0.01 mg/mL 胰岛素', 1900],
      ['MDA-MB-231 人乳腺癌细胞', 'MDA-MB-231', '人', '野生型', '—', 'L-15 + 10% FBS', 1900],
      ['U-87 MG 人胶质母细胞瘤细胞', 'U-87 MG', '人', '野生型', '—', 'MEM + 10% FBS', 2000],
      ['PC-3 人前列腺癌细胞', 'PC-3', '人', '野生型', '—', 'F-12K + 10% FBS', 1900],
      ['HCT116 人结肠癌细胞', 'HCT116', '人', '野生型', '—', "McCoy's 5A + 10% FBS", 1900],
      ['SH-SY5Y 人神经母细胞瘤细胞', 'SH-SY5Y', '人', '野生型', '—', 'DMEM/F12 + 10% FBS', 2100],
      ['K562 人慢性髓系白血病细胞', 'K562', '人', '野生型', '—', 'IMDM + 10% FBS', 2000],
      ['THP-1 人单核细胞白血病细胞', 'THP-1', '人', '野生型', '—', 'RPMI-1640 + 10% FBS + 0.05 mM β-巯基乙醇', 2200],
      ['NIH/3T3 小鼠胚胎成纤维细胞', 'NIH/3T3', '小鼠', '野生型', '—', 'DMEM + 10% 小牛血清', 1700],
      ['CHO-K1 中国仓鼠卵巢细胞', 'CHO-K1', '仓鼠', '野生型', '—', 'F-12K + 10% FBS', 1800],
      ['B16-F10 小鼠黑色素瘤细胞', 'B16-F10', '小鼠', '野生型', '—', 'DMEM + 10% FBS', 1800],
      ['MC38 小鼠结肠癌细胞', 'MC38', '小鼠', '野生型', '—', 'DMEM + 10% FBS', 2000],
    ],
  },
  {
    molds: 'cell_cas9', tid: CAT.cellCas9, prefix: 'CY-C9', resistance: '杀稻瘟菌素（Blasticidin）',
    detection: 'Western Blot 检测 Cas9 表达 + T7E1 切割活性验证', specifications: '1×10⁶ cells/冻存管',
    rows: [
      ['HEK293T-Cas9 稳转细胞株', 'HEK293T-Cas9', '人', 'SpCas9', '—', 'DMEM + 10% FBS + 5 μg/mL BSD', 5800],
      ['A549-Cas9 稳转细胞株', 'A549-Cas9', '人', 'SpCas9', '—', 'F-12K + 10% FBS + 5 μg/mL BSD', 6200],
      ['HeLa-Cas9 稳转细胞株', 'HeLa-Cas9', '人', 'SpCas9', '—', 'DMEM + 10% FBS + 5 μg/mL BSD', 5800],
      ['K562-Cas9 稳转细胞株', 'K562-Cas9', '人', 'SpCas9', '—', 'IMDM + 10% FBS + 10 μg/mL BSD', 6800],
      ['MC38-Cas9 稳转细胞株', 'MC38-Cas9', '小鼠', 'SpCas9', '—', 'DMEM + 10% FBS + 5 μg/mL BSD', 6800],
    ],
  },
  {
    molds: 'cell_luc', tid: CAT.cellLuc, prefix: 'CY-L', resistance: '嘌呤霉素（Puromycin）',
    detection: '荧光素酶活性检测（IVIS 成像验证）', specifications: '1×10⁶ cells/冻存管',
    rows: [
      ['4T1-Luc 小鼠乳腺癌荧光素酶细胞', '4T1-Luc2', '小鼠', 'luc2', '—', 'RPMI-1640 + 10% FBS + 2 μg/mL Puro', 4800],
      ['A549-Luc 人肺癌荧光素酶细胞', 'A549-Luc2', '人', 'luc2', '—', 'F-12K + 10% FBS + 2 μg/mL Puro', 4800],
      ['MDA-MB-231-Luc 人乳腺癌荧光素酶细胞', 'MDA-MB-231-Luc2', '人', 'luc2', '—', 'L-15 + 10% FBS + 1 μg/mL Puro', 5200],
      ['B16F10-Luc 小鼠黑色素瘤荧光素酶细胞', 'B16-F10-Luc2', '小鼠', 'luc2', '—', 'DMEM + 10% FBS + 2 μg/mL Puro', 4800],
      ['HCT116-Luc 人结肠癌荧光素酶细胞', 'HCT116-Luc2', '人', 'luc2', '—', "McCoy's 5A + 10% FBS + 1 μg/mL Puro", 5200],
    ],
  },
  {
    molds: 'cell_egfp', tid: CAT.cellEgfp, prefix: 'CY-G', resistance: '嘌呤霉素（Puromycin）',
    detection: '荧光显微镜观察 + 流式检测 GFP 阳性率 > 95%', specifications: '1×10⁶ cells/冻存管',
    rows: [
      ['HeLa-EGFP 稳定表达细胞株', 'HeLa-EGFP', '人', 'EGFP', '—', 'DMEM + 10% FBS + 1 μg/mL Puro', 4200],
      ['U-87 MG-EGFP 人胶质母细胞瘤细胞', 'U-87 MG-EGFP', '人', 'EGFP', '—', 'MEM + 10% FBS + 1 μg/mL Puro', 4600],
      ['MC38-EGFP 小鼠结肠癌细胞', 'MC38-EGFP', '小鼠', 'EGFP', '—', 'DMEM + 10% FBS + 2 μg/mL Puro', 4600],
      ['PC-3-EGFP 人前列腺癌细胞', 'PC-3-EGFP', '人', 'EGFP', '—', 'F-12K + 10% FBS + 1 μg/mL Puro', 4600],
    ],
  },
  {
    molds: 'cell_ganxibao', tid: CAT.cellGanxibao, prefix: 'CY-S', resistance: '无（已去除筛选标记）',
    detection: '核型分析、多能性标志物（OCT4/SOX2/NANOG）免疫荧光、NGS 基因型鉴定', specifications: '1 孔（6 孔板）冻存/管',
    rows: [
      ['TP53 纯合敲除人 iPSC', 'TP53-KO hiPSC', '人', 'TP53', '7157', 'mTeSR Plus，Matrigel 包被', 28000],
      ['APOE4（C130R）点突变人 iPSC', 'APOE4 knock-in hiPSC', '人', 'APOE', '348', 'mTeSR Plus，Matrigel 包被', 36000],
      ['AAVS1-CAG-EGFP 报告 iPSC', 'AAVS1-EGFP hiPSC', '人', 'PPP1R12C (AAVS1)', '54776', 'E8 培养基，Vitronectin 包被', 32000],
      ['Rosa26-tdTomato 小鼠 ES 细胞', 'Rosa26-tdTomato mESC', '小鼠', 'Gt(ROSA)26Sor', '14910', '2i/LIF 无血清培养', 30000],
    ],
  },
];

/** The seeded species in English (the English cards' captions, and english.ts's English columns). */
export const SPECIES_EN: Record<string, string> = { 人: 'Human', 小鼠: 'Mouse', 大鼠: 'Rat', 仓鼠: 'Hamster', 猴: 'Monkey' };

export function buildProducts(images: ImageSet): ProductInsert[] {
  const out: ProductInsert[] = [];
  for (const kind of KINDS) {
    kind.rows.forEach(([title, en, species, gene, geneId, system, price], index) => {
      const number = `${kind.prefix}${String(index + 1).padStart(3, '0')}`;
      const slug = `product-${number.toLowerCase()}`;
      out.push({
        tid: kind.tid,
        molds: kind.molds,
        title,
        en_title: en,
        species,
        gene_name: gene,
        gene_id: geneId,
        specifications: kind.specifications,
        article_number: number,
        price: String(price),
        system,
        resistance: kind.resistance,
        detection: kind.detection,
        litpic: images.add(slug, cardSvg(slug, en, `${species}源细胞 · ${number}`)),
        // The Chinese card's caption is Chinese: the English site gets the card lettered in English.
        en_litpic: images.add(`${slug}-en`, cardSvg(slug, en, `${SPECIES_EN[species] ?? species} cells · ${number}`)),
        body:
          `<p>${title}（${en}），物种：${species}。培养体系：${system}。</p>` +
          `<ul><li>质控：${kind.detection}</li><li>规格：${kind.specifications}</li><li>运输：干冰运输，收到后立即复苏或转入液氮保存</li></ul>`,
        sort: index,
      });
    });
  }
  return out;
}
