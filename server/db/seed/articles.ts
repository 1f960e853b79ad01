// Articles: the body of every service-detail (type 1) category, the recommended services of the home
// page (is_tuijian, tid = a type-1 category) and the star products (is_mingxing, tid = a type-8 category).
import type { articles } from '../schema/index.ts';
import { CAT } from './categories.ts';
import { SERVICES_EN, STARS_EN, type ServiceEn, type StarEn } from './articles-en.ts';
import { pictureSvg, type ImageSet } from './images.ts';

export type ArticleInsert = typeof articles.$inferInsert;

interface Service {
  tid: number;
  title: string;
  intro: string;
  deliver: string[];
  period: string;
  tuijian?: boolean;
}

const SERVICES: Service[] = [
  { tid: CAT.knockout, tuijian: true, title: 'CRISPR 基因敲除细胞系构建', period: '6-10 周',
    intro: '针对客户指定细胞与基因，设计 2-3 条高活性 sgRNA，通过 RNP 电转或慢病毒递送实现敲除，经单克隆筛选获得纯合移码突变细胞株。',
    deliver: ['2 株纯合敲除单克隆细胞（各 2 管冻存）', 'Sanger 及扩增子测序报告', '蛋白水平验证数据（可选）', '野生型对照细胞 1 管'] },
  { tid: CAT.knockin, tuijian: true, title: '点突变与标签敲入细胞系', period: '8-12 周',
    intro: '利用 ssODN 或质粒供体实现单碱基替换、FLAG/HA 标签融合及荧光报告基因定点敲入。',
    deliver: ['纯合或杂合敲入单克隆 2 株', '跨同源臂 PCR 与测序验证报告', '供体设计文件'] },
  { tid: CAT.guideSeq, tuijian: true, title: 'GUIDE-seq 全基因组脱靶检测', period: '4-6 周',
    intro: '在活细胞内通过 dsODN 标签捕获 Cas 核酸酶产生的双链断裂，经锚定 PCR 建库与高通量测序，无偏地鉴定全基因组脱靶位点。',
    deliver: ['脱靶位点列表（读段数、错配、注释）', '序列比对可视化图', '原始测序数据与分析报告'] },
  { tid: CAT.amplicon, tuijian: true, title: '靶向扩增子高通量测序', period: '5-7 个工作日',
    intro: '对编辑位点或候选脱靶位点进行 PE150 深度测序，单样本 ≥ 10 万 reads，精确量化 indel 与碱基替换频率。',
    deliver: ['编辑效率统计表', 'indel 类型与频率分布图', 'CRISPResso2 分析报告'] },
  { tid: CAT.sgrna, title: 'sgRNA 设计与化学合成', period: '3-5 个工作日',
    intro: '基于活性与特异性综合评分筛选候选序列，提供 2′-O-甲基与硫代磷酸修饰的合成 sgRNA。',
    deliver: ['冻干 sgRNA（1.5/3/10 nmol）', 'HPLC 与质谱质检报告', '设计评分表'] },
  { tid: CAT.baseEditing, tuijian: true, title: '碱基编辑细胞模型构建', period: '6-10 周',
    intro: '使用 BE4max、ABE8e 等编辑器构建致病点突变细胞模型，避免双链断裂带来的大片段缺失风险。',
    deliver: ['目标点突变单克隆细胞株', '旁观者编辑分析报告', '扩增子测序数据'] },
  { tid: CAT.screening, title: 'CRISPR 全基因组文库筛选', period: '12-16 周',
    intro: '提供 Brunello、GeCKO v2 等文库的病毒包装、细胞感染、筛选与 MAGeCK 生物信息分析。',
    deliver: ['文库病毒与质控报告', '筛选样本测序数据', '候选基因列表与通路富集分析'] },
  { tid: CAT.mouse, title: '基因编辑小鼠模型', period: '4-6 个月',
    intro: 'C57BL/6J 背景小鼠的敲除、敲入与 Flox 条件性敲除模型构建，提供 F1 代阳性小鼠。',
    deliver: ['F1 代杂合阳性小鼠 ≥ 2 只', '基因型鉴定方案与报告', '繁育建议'] },
  { tid: CAT.lentivirus, tuijian: true, title: '慢病毒包装服务', period: '2-3 周',
    intro: '第三代包装系统，提供常规滴度与高滴度浓缩病毒，适用于细胞感染与动物实验。',
    deliver: ['病毒 100 μL × 5 管（≥ 1E+8 TU/mL）', 'qPCR 滴度报告', '无菌与支原体检测'] },
  { tid: CAT.aav, title: 'AAV 病毒包装服务', period: '3-4 周',
    intro: '支持 AAV1/2/5/6/8/9、PHP.eB 等血清型，碘克沙醇梯度纯化。',
    deliver: ['病毒滴度 ≥ 1E+12 vg/mL', 'SDS-PAGE 纯度检测', '内毒素检测报告'] },
  { tid: CAT.plasmidBuild, title: '质粒构建服务', period: '1-2 周',
    intro: '基因合成、亚克隆、定点突变与 sgRNA 克隆，测序正确后交付质粒与甘油菌。',
    deliver: ['质粒 4 μg 及甘油菌 1 支', '全长测序报告', '质粒图谱文件'] },
];

interface Star {
  tid: number;
  title: string;
  spec: string;
  price: string;
  points: string[];
}

const STARS: Star[] = [
  { tid: 411, title: 'SpCas9-NLS 核酸酶（高纯度）', spec: '100 μg / 500 μg', price: '¥1,280 起',
    points: ['内毒素 < 0.1 EU/μg', '适用于 RNP 电转与显微注射', '批间一致性经体外切割验证'] },
  { tid: 412, title: '化学修饰合成 sgRNA', spec: '1.5 nmol / 3 nmol / 10 nmol', price: '¥680 起',
    points: ['两端 3 个碱基 2′-O-甲基 + 硫代磷酸修饰', 'HPLC 纯化，纯度 ≥ 90%', '72 小时快速发货'] },
  { tid: 413, title: 'ABE8e 碱基编辑器 mRNA', spec: '20 μg / 100 μg', price: '¥3,600 起',
    points: ['CleanCap AG 加帽、N1-甲基假尿苷修饰', 'Poly(A) 长度约 120 nt', '适用于原代细胞与体内 LNP 递送'] },
  { tid: 421, title: '嘌呤霉素（Puromycin）溶液', spec: '10 mg/mL × 1 mL', price: '¥260',
    points: ['无菌过滤，可直接加入培养基', '细胞培养级，批次检测杀伤活性'] },
  { tid: 422, title: 'GeneTrans 高效转染试剂', spec: '0.5 mL / 1.5 mL', price: '¥980 起',
    points: ['HEK293T 转染效率 > 90%', '低细胞毒性，无需换液', '适用于质粒、mRNA 与 RNP 共转'] },
  { tid: CAT.products, title: 'T7E1 错配检测试剂盒', spec: '50 次 / 100 次', price: '¥890 起',
    points: ['30 分钟完成酶切', '含阳性对照模板', '可半定量评估编辑效率'] },
];

/**
 * Product pages of the categories that have no star product, so every /productService page shows a
 * product with its buy button. Not flagged is_mingxing: the home page's star list stays as it is.
 */
const CATALOGUE: Star[] = [
  { tid: 43, title: 'HiFi 高保真 PCR 预混液（2×）', spec: '1 mL / 5 mL', price: '¥520 起',
    points: ['保真度为 Taq 酶的 80 倍以上', '扩增长度可达 10 kb', '适用于 sgRNA 靶位点扩增与建库'] },
  { tid: 44, title: '支原体 qPCR 检测试剂盒', spec: '50 次 / 100 次', price: '¥1,150 起',
    points: ['覆盖 40 余种常见污染支原体', '2 小时内出结果', '含内参，避免假阴性'] },
  { tid: 45, title: 'EGFP 对照慢病毒（现货）', spec: '100 μL × 2 管', price: '¥1,600',
    points: ['滴度 ≥ 1E+8 TU/mL', '可直接用于感染效率评估', '干冰运输'] },
];

const SERVICE_WORDS = {
  zh: { intro: '服务简介', flow: '服务流程', steps: ['项目咨询与方案确认', '签订合同并寄送样本', '实验执行与阶段性汇报', '质检与数据分析', '交付产品与报告'], deliver: '交付内容', period: '服务周期', periodNote: '（以项目实际难度为准）。', research: '所有服务仅用于科学研究，不用于临床诊断与治疗。' },
  en: { intro: 'Overview', flow: 'Workflow', steps: ['Consultation and project design', 'Contract and sample shipment', 'Experiments with progress updates', 'Quality control and data analysis', 'Delivery of materials and report'], deliver: 'Deliverables', period: 'Turnaround', periodNote: ' (depending on the difficulty of the project).', research: 'All services are for research use only, not for clinical diagnosis or treatment.' },
};

// The page shows the title itself (<h1>); the body's sections are <h2>.
function serviceBody(s: Service | ServiceEn, lang: 'zh' | 'en'): string {
  const w = SERVICE_WORDS[lang];
  return (
    `<h2>${w.intro}</h2><p>${s.intro}</p>` +
    `<h2>${w.flow}</h2><ol>${w.steps.map((step) => `<li>${step}</li>`).join('')}</ol>` +
    `<h2>${w.deliver}</h2><ul>${s.deliver.map((d) => `<li>${d}</li>`).join('')}</ul>` +
    `<h2>${w.period}</h2><p>${s.period}${w.periodNote}</p>` +
    `<blockquote>${w.research}</blockquote>`
  );
}

const STAR_WORDS = {
  zh: { spec: '规格', price: '价格', points: '产品特点', buy: '立即购买' },
  en: { spec: 'Pack size', price: 'Price', points: 'Features', buy: 'Buy now' },
};

function starBody(s: Star | StarEn, lang: 'zh' | 'en'): string {
  const w = STAR_WORDS[lang];
  return (
    `<h2>${s.title}</h2><table><tbody><tr><th>${w.spec}</th><td>${s.spec}</td></tr><tr><th>${w.price}</th><td>${s.price}</td></tr></tbody></table>` +
    `<h2>${w.points}</h2><ul>${s.points.map((p) => `<li>${p}</li>`).join('')}</ul>` +
    `<p><a class="product-buy" href="#buy" data-product="${s.title}">${w.buy}</a></p>`
  );
}

function need<T>(map: Record<string, T>, title: string): T {
  const en = map[title];
  if (!en) throw new Error(`articles-en.ts has no English for ${title}`);
  return en;
}

/** A service page's English columns, keyed by its Chinese title. */
export function serviceEnglish(s: Service) {
  const en = need(SERVICES_EN, s.title);
  return { en_title: en.title, en_description: en.intro, en_body: serviceBody(en, 'en'), en_keywords: `${en.title},gene editing,CRISPR` };
}

/** A product article's English columns, keyed by its Chinese title. */
export function starEnglish(s: Star) {
  const en = need(STARS_EN, s.title);
  return { en_title: en.title, en_description: en.points[0]!, en_body: starBody(en, 'en'), en_keywords: `${en.title},gene editing reagents` };
}

export function buildArticles(images: ImageSet): ArticleInsert[] {
  const rows: ArticleInsert[] = SERVICES.map((s, index) => {
    const slug = `service-${s.tid}`;
    return {
      tid: s.tid,
      title: s.title,
      // No lettering: the tiles and cards write the title beside the picture, in either language.
      litpic: images.add(slug, pictureSvg(slug)),
      description: s.intro,
      body: serviceBody(s, 'zh'),
      ...serviceEnglish(s),
      keywords: `${s.title},基因编辑,CRISPR`,
      is_tuijian: s.tuijian ? 1 : 0,
      is_mingxing: 0,
      sort: index,
    };
  });
  STARS.forEach((s, index) => {
    const slug = `star-${index + 1}`;
    rows.push({
      tid: s.tid,
      title: s.title,
      litpic: images.add(slug, pictureSvg(slug)),
      description: s.points[0]!,
      body: starBody(s, 'zh'),
      ...starEnglish(s),
      keywords: `${s.title},基因编辑试剂`,
      is_tuijian: 0,
      is_mingxing: 1,
      sort: index,
    });
  });
  CATALOGUE.forEach((s, index) => {
    const slug = `catalogue-${index + 1}`;
    rows.push({
      tid: s.tid,
      title: s.title,
      litpic: images.add(slug, pictureSvg(slug)),
      description: s.points[0]!,
      body: starBody(s, 'zh'),
      ...starEnglish(s),
      keywords: `${s.title},基因编辑试剂`,
      is_tuijian: 0,
      is_mingxing: 0,
      sort: STARS.length + index,
    });
  });
  return rows;
}
