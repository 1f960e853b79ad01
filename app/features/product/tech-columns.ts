// The columns of the technical-service table per product kind (`molds`). The specification leaves the
// sets open; the choice and its reasons are recorded in docs/decisions/0007-tech-service-columns.md.
// Every set starts with the item number and the name (what a customer quotes when ordering) and ends
// with the price; the order action column is added by the table itself.
import type { TechProduct } from '../../../contracts/api/product.ts';

export type TechField = Exclude<keyof TechProduct, 'id' | 'tid' | 'molds' | 'litpic' | 'hasEnglish'>;

export interface TechColumn {
  field: TechField;
  /** The heading (the console shows it too). */
  title: string;
  /** The heading on the English site. */
  enTitle: string;
}

const col = (field: TechField, title: string, enTitle: string): TechColumn => ({ field, title, enTitle });

const NUMBER = col('article_number', '货号', 'Item no.');
const TITLE = col('title', '产品名称', 'Product name');
const EN = col('en_title', '英文名称', 'English name');
const SPECIES = col('species', '物种', 'Species');
const SPEC = col('specifications', '规格', 'Specification');
const PRICE = col('price', '价格', 'Price');

export const TECH_COLUMNS: Record<string, readonly TechColumn[]> = {
  // Wild-type lines differ in origin and culture conditions; there is no engineered gene to show.
  cell_yesheng: [NUMBER, TITLE, EN, SPECIES, col('system', '培养体系', 'Culture system'), col('detection', '质控检测', 'Quality control'), SPEC, PRICE],
  // Cas9 lines: which nuclease is expressed, which antibiotic keeps it, and how activity was verified.
  cell_cas9: [NUMBER, TITLE, EN, SPECIES, col('gene_name', 'Cas9 类型', 'Cas9 type'), col('resistance', '筛选抗性', 'Selection antibiotic'), col('detection', '验证方式', 'Verification'), PRICE],
  // Reporter lines: the reporter gene, the selection antibiotic and the reporter's verification.
  cell_luc: [NUMBER, TITLE, EN, SPECIES, col('gene_name', '报告基因', 'Reporter gene'), col('resistance', '筛选抗性', 'Selection antibiotic'), col('detection', '检测验证', 'Verification'), PRICE],
  cell_egfp: [NUMBER, TITLE, EN, SPECIES, col('gene_name', '标记基因', 'Marker gene'), col('resistance', '筛选抗性', 'Selection antibiotic'), col('detection', '检测验证', 'Verification'), PRICE],
  // Edited stem cells: the edited gene with its NCBI Gene ID, the culture system and the identity checks.
  cell_ganxibao: [NUMBER, TITLE, SPECIES, col('gene_name', '编辑基因', 'Edited gene'), col('gene_id', 'Gene ID', 'Gene ID'), col('system', '培养体系', 'Culture system'), col('detection', '鉴定内容', 'Identification'), PRICE],
};

/** Any other kind: the fields every product has. */
export const DEFAULT_TECH_COLUMNS: readonly TechColumn[] = [NUMBER, TITLE, EN, SPECIES, SPEC, PRICE];

export function techColumns(molds: string | null | undefined): readonly TechColumn[] {
  return (molds && TECH_COLUMNS[molds]) || DEFAULT_TECH_COLUMNS;
}
