// The demo category tree. Ids are fixed so the other sections (articles, news, products) can point at
// their categories without lookups, and so the seed stays the same on every install.
import { CategoryType as T } from '../../../contracts/content.ts';
import type { categories } from '../schema/index.ts';
import { CATEGORIES_EN, CONTACT_LINE_EN, DEFAULT_POINTS_EN, SERVICE_FLOW_EN } from './categories-en.ts';
import { bannerSvg, pictureSvg, type ImageSet } from './images.ts';

export type CategoryInsert = typeof categories.$inferInsert;

/** Ids other sections refer to. */
export const CAT = {
  geneEditing: 1,
  knockout: 11,
  knockin: 12,
  guideSeq: 13,
  amplicon: 14,
  sgrna: 15,
  baseEditing: 16,
  screening: 17,
  mouse: 18,
  virus: 19,
  lentivirus: 191,
  aav: 192,
  plasmidBuild: 193,
  techService: 2,
  cellYesheng: 21,
  cellCas9: 22,
  cellLuc: 23,
  cellEgfp: 24,
  cellGanxibao: 25,
  plasmid: 3,
  products: 4,
  crispr: 5,
  newsCenter: 6,
  companyNews: 61,
  industryNews: 62,
  techDocs: 63,
  protocols: 631,
  faq: 632,
  appNotes: 633,
  about: 7,
  recruitment: 8,
} as const;

interface Def {
  id: number;
  pid: number;
  catname: string;
  encatname: string;
  type: number;
  desc: string;
  points?: string[];
  molds?: string;
  gourl?: string;
  is_teshu?: number;
}

const SERVICE_FLOW = ['需求沟通与方案设计', 'sgRNA 设计与活性验证', '转染/感染与单克隆筛选', '基因型鉴定（Sanger/NGS）', '扩大培养、冻存与交付报告'];

const DEFS: Def[] = [
  { id: 1, pid: 0, catname: '基因编辑服务', encatname: 'Gene Editing Services', type: T.ServiceIndex,
    desc: '基于 CRISPR/Cas 系统的一站式基因编辑服务，覆盖细胞、动物与文库筛选，交付周期可控、结果可验证。',
    points: ['自建 sgRNA 活性评估数据库，设计成功率高', '单克隆 NGS 基因型鉴定，结果清晰可追溯', '支持 2000+ 种细胞系，含原代与难转染细胞', '失败免费重做，项目进度在线可查'] },
  { id: 11, pid: 1, catname: 'CRISPR 基因敲除细胞系', encatname: 'CRISPR Knockout Cell Lines', type: T.ServiceDetail,
    desc: '移码突变或大片段删除实现目的基因完全敲除，提供纯合单克隆细胞株及测序报告。' },
  { id: 12, pid: 1, catname: '基因敲入（点突变/标签）', encatname: 'Knock-in', type: T.ServiceDetail,
    desc: '借助同源重组修复实现点突变、标签融合与报告基因定点敲入。' },
  { id: 13, pid: 1, catname: 'GUIDE-seq 脱靶检测', encatname: 'GUIDE-seq Off-target Detection', type: T.ServiceDetail,
    desc: '全基因组无偏脱靶位点鉴定，灵敏度可达 0.1%，为基因治疗安全性评价提供依据。' },
  { id: 14, pid: 1, catname: '扩增子测序', encatname: 'Amplicon Sequencing', type: T.ServiceDetail,
    desc: '靶向扩增子高通量测序，精确定量编辑效率与 indel 类型分布。' },
  { id: 15, pid: 1, catname: 'sgRNA 设计与合成', encatname: 'sgRNA Design & Synthesis', type: T.ServiceDetail,
    desc: '化学修饰 sgRNA 合成，提供活性预测与脱靶评分，72 小时发货。' },
  { id: 16, pid: 1, catname: '碱基编辑服务', encatname: 'Base Editing', type: T.ServiceDetail,
    desc: 'CBE/ABE 单碱基编辑，无需双链断裂即可构建疾病相关点突变模型。' },
  { id: 17, pid: 1, catname: 'CRISPR 文库筛选', encatname: 'CRISPR Library Screening', type: T.ServiceDetail,
    desc: '全基因组及定制 sgRNA 文库的阳性/阴性筛选与生物信息分析。' },
  { id: 18, pid: 1, catname: '基因编辑小鼠', encatname: 'Gene-edited Mice', type: T.ServiceDetail,
    desc: '受精卵显微注射构建敲除、敲入及条件性敲除小鼠模型。' },
  { id: 19, pid: 1, catname: '病毒包装与载体构建', encatname: 'Virus Packaging & Cloning', type: T.ServiceIndex, is_teshu: 1,
    desc: '慢病毒、AAV 高滴度包装与各类载体构建，可直接在订单中心下单。',
    points: ['滴度可达 1E+9 TU/mL', '内毒素 < 0.1 EU/μg', '全程质控并附检测报告'] },
  { id: 191, pid: 19, catname: '慢病毒包装', encatname: 'Lentivirus Packaging', type: T.ServiceDetail, desc: '第三代慢病毒包装系统，提供浓缩纯化病毒及滴度报告。' },
  { id: 192, pid: 19, catname: 'AAV 包装', encatname: 'AAV Packaging', type: T.ServiceDetail, desc: '多种血清型 AAV 包装，适用于体内基因递送。' },
  { id: 193, pid: 19, catname: '质粒构建', encatname: 'Plasmid Construction', type: T.ServiceDetail, desc: '基因合成、亚克隆、定点突变及 sgRNA 载体构建。' },

  { id: 2, pid: 0, catname: '技术服务', encatname: 'Cell Line Services', type: T.TechServiceTable, molds: 'cell_yesheng',
    desc: '现货细胞株与定制细胞系构建：野生型、Cas9 稳转、荧光素酶与 EGFP 标记细胞及干细胞编辑。',
    points: ['STR 鉴定与支原体检测全覆盖', '现货 1-3 个工作日发出', '定制细胞系提供全套验证数据'] },
  { id: 21, pid: 2, catname: '野生型细胞株', encatname: 'Wild-type Cell Lines', type: T.TechServiceTable, molds: 'cell_yesheng',
    desc: '经 STR 鉴定的常用肿瘤与工具细胞株，支原体阴性。' },
  { id: 22, pid: 2, catname: 'Cas9 稳转细胞株', encatname: 'Cas9 Stable Cell Lines', type: T.TechServiceTable, molds: 'cell_cas9',
    desc: '稳定表达 SpCas9 的细胞株，配合 sgRNA 即可快速编辑。' },
  { id: 23, pid: 2, catname: '荧光素酶标记细胞株', encatname: 'Luciferase Cell Lines', type: T.TechServiceCards, molds: 'cell_luc',
    desc: '稳定表达萤火虫荧光素酶，适用于小动物活体成像。' },
  { id: 24, pid: 2, catname: 'EGFP 标记细胞株', encatname: 'EGFP Cell Lines', type: T.TechServiceCards, molds: 'cell_egfp',
    desc: '稳定表达 EGFP 的示踪细胞，用于迁移、共培养与成瘤实验。' },
  { id: 25, pid: 2, catname: '干细胞基因编辑', encatname: 'Stem Cell Editing', type: T.TechServiceTable, molds: 'cell_ganxibao',
    desc: '人 iPSC 与小鼠 ES 细胞的基因敲除、敲入与报告系构建。' },

  { id: 3, pid: 0, catname: '质粒平台', encatname: 'Plasmid Platform', type: T.PlasmidPlatform,
    desc: '收录基因编辑、表达、报告与病毒包装常用质粒，支持多条件筛选与在线查看图谱。' },

  { id: 4, pid: 0, catname: '产品中心', encatname: 'Products', type: T.ProductService,
    desc: '基因编辑工具酶、细胞培养与分子生物学试剂。' },
  { id: 41, pid: 4, catname: '基因编辑工具', encatname: 'Genome Editing Tools', type: T.ProductService, desc: 'Cas9 蛋白、sgRNA 与碱基编辑器 mRNA。' },
  { id: 411, pid: 41, catname: 'Cas9 核酸酶', encatname: 'Cas9 Nuclease', type: T.ProductService, desc: '高纯度 SpCas9-NLS 蛋白，适用于 RNP 递送。' },
  { id: 412, pid: 41, catname: '化学修饰 sgRNA', encatname: 'Modified sgRNA', type: T.ProductService, desc: "2'-O-甲基与硫代磷酸修饰，稳定性更高。" },
  { id: 413, pid: 41, catname: '碱基编辑器 mRNA', encatname: 'Base Editor mRNA', type: T.ProductService, desc: '加帽加尾 ABE8e / BE4max mRNA。' },
  { id: 42, pid: 4, catname: '细胞培养试剂', encatname: 'Cell Culture', type: T.ProductService, desc: '筛选抗生素、转染试剂与无血清培养基。' },
  { id: 421, pid: 42, catname: '筛选抗生素', encatname: 'Selection Antibiotics', type: T.ProductService, desc: '嘌呤霉素、潮霉素 B、杀稻瘟菌素等。' },
  { id: 422, pid: 42, catname: '转染试剂', encatname: 'Transfection Reagents', type: T.ProductService, desc: '高效低毒的脂质体转染试剂。' },
  { id: 43, pid: 4, catname: '分子生物学试剂', encatname: 'Molecular Biology', type: T.ProductService, desc: '高保真 PCR 酶、T7E1 错配酶与建库试剂盒。' },
  { id: 44, pid: 4, catname: '检测试剂盒', encatname: 'Assay Kits', type: T.ProductService, desc: '编辑效率检测与支原体检测试剂盒。' },
  { id: 45, pid: 4, catname: '病毒产品', encatname: 'Viral Products', type: T.ProductService, desc: '现货慢病毒与 AAV 对照病毒。' },
  { id: 46, pid: 4, catname: '在线商城', encatname: 'Online Shop', type: T.ProductService, gourl: 'https://shop.example.com/',
    desc: '前往在线商城选购现货试剂（新窗口打开）。' },

  { id: 5, pid: 0, catname: 'CRISPR 工具', encatname: 'CRISPR Tools', type: T.CrisprHelp,
    desc: '向导 RNA 设计、脱靶预测与 CRISPR-Net 脱靶评分工具。' },
  { id: 51, pid: 5, catname: 'sgRNA 设计指南', encatname: 'Guide Design', type: T.CrisprHelp, desc: '三步完成向导 RNA 设计与脱靶评估。' },
  { id: 52, pid: 5, catname: 'CRISPR-Net 脱靶评分', encatname: 'CRISPR-Net Scoring', type: T.CrisprHelp,
    desc: '基于深度学习的脱靶活性评分，支持错配与 bulge。' },
  { id: 53, pid: 5, catname: 'CRISPOR（外部）', encatname: 'CRISPOR', type: T.CrisprHelp, gourl: 'http://crispor.tefor.net/',
    desc: '公开的 sgRNA 设计网站（外部链接）。' },

  { id: 6, pid: 0, catname: '新闻中心', encatname: 'News', type: T.News, desc: '公司新闻、行业动态与技术文档。' },
  { id: 61, pid: 6, catname: '公司新闻', encatname: 'Company News', type: T.News, desc: '澄源基因最新动态。' },
  { id: 62, pid: 6, catname: '行业动态', encatname: 'Industry News', type: T.News, desc: '基因编辑领域前沿资讯。' },
  { id: 63, pid: 6, catname: '技术文档', encatname: 'Technical Documents', type: T.TechDocs, desc: '实验方案、常见问题与应用笔记。' },
  { id: 631, pid: 63, catname: '实验方案', encatname: 'Protocols', type: T.TechDocs, desc: '经过验证的标准实验流程。' },
  { id: 632, pid: 63, catname: '常见问题', encatname: 'FAQ', type: T.TechDocs, desc: '客户高频问题解答。' },
  { id: 633, pid: 63, catname: '应用笔记', encatname: 'Application Notes', type: T.TechDocs, desc: '典型项目案例与数据解读。' },

  { id: 7, pid: 0, catname: '关于我们', encatname: 'About Us', type: T.ContactUs, desc: '了解澄源基因：公司简介、平台优势与联系方式。' },
  { id: 71, pid: 7, catname: '公司简介', encatname: 'Company Profile', type: T.ContactUs, desc: '专注基因编辑技术服务的高新技术企业（虚构）。' },
  { id: 72, pid: 7, catname: '联系我们', encatname: 'Contact', type: T.ContactUs, desc: '热线电话、地址与投稿邮箱。' },
  { id: 73, pid: 7, catname: 'English', encatname: 'English Site', type: T.ContactUs, gourl: 'https://en.example.com/', desc: 'English website.' },

  { id: 8, pid: 0, catname: '加入我们', encatname: 'Join Us', type: T.Recruitment, desc: '社会招聘与校园招聘。' },
  { id: 81, pid: 8, catname: '社会招聘', encatname: 'Experienced Hires', type: T.Recruitment, desc: '诚邀经验丰富的你加入。' },
  { id: 82, pid: 8, catname: '校园招聘', encatname: 'Campus Recruitment', type: T.Recruitment, desc: '应届生与实习生岗位。' },
];

function body(def: Def): string {
  const flow = def.type === T.ServiceDetail || def.type === T.ServiceIndex
    ? `<h3>服务流程</h3><ol>${SERVICE_FLOW.map((s) => `<li>${s}</li>`).join('')}</ol>`
    : '';
  return `<h2>${def.catname}</h2><p>${def.desc}</p>${flow}<p>如需报价或技术咨询，请拨打服务热线或在线留言，我们将在 1 个工作日内回复。</p>`;
}

function youshi(def: Def): string {
  const points = def.points ?? ['资深博士团队一对一技术支持', '严格质控，交付数据完整', '周期透明，进度在线可查'];
  return `<ul>${points.map((p) => `<li><strong>${p.split('，')[0]}</strong>${p.includes('，') ? `：${p.split('，').slice(1).join('，')}` : ''}</li>`).join('')}</ul>`;
}

/** A category's English columns (categories-en.ts), in the same layout as the Chinese. */
export function categoryEnglish(def: Pick<Def, 'id' | 'type' | 'encatname'>) {
  const en = CATEGORIES_EN[def.id];
  if (!en) throw new Error(`categories-en.ts has no English for category ${def.id}`);
  const flow = def.type === T.ServiceDetail || def.type === T.ServiceIndex
    ? `<h3>Workflow</h3><ol>${SERVICE_FLOW_EN.map((s) => `<li>${s}</li>`).join('')}</ol>`
    : '';
  const points = en.points ?? DEFAULT_POINTS_EN;
  return {
    en_description: `<p>${en.desc}</p>`,
    en_keywords: `${def.encatname},gene editing,CRISPR,Chengyuan Gene`,
    en_body: `<h2>${def.encatname}</h2><p>${en.desc}</p>${flow}<p>${CONTACT_LINE_EN}</p>`,
    en_youshi: `<ul>${points.map((p) => {
      const [head, ...rest] = p.split(', ');
      return `<li><strong>${head}</strong>${rest.length ? `: ${rest.join(', ')}` : ''}</li>`;
    }).join('')}</ul>`,
  };
}

export function buildCategories(images: ImageSet): CategoryInsert[] {
  return DEFS.map((def, index) => {
    const top = def.pid === 0;
    const slug = `cat-${def.id}`;
    // litpic is the page banner (the console's 横幅图片), litpicm the tile (缩略图): a child category
    // gets both, so its own page never blows a 600 px tile up into a full-width banner.
    // The banner keeps its lettering (the English site shows a title band instead, page-frame.tsx); the
    // tile picture has none, since the tiles write the name beside it in either language.
    const litpic = images.add(`${slug}-banner`, bannerSvg(slug, def.catname, def.encatname, 1920, 420));
    const litpicm = top ? images.add(`${slug}-m`, pictureSvg(slug, 750, 400)) : images.add(slug, pictureSvg(slug));
    return {
      id: def.id,
      pid: def.pid,
      catname: def.catname,
      encatname: def.encatname,
      type: def.type,
      gourl: def.gourl ?? null,
      molds: def.molds ?? null,
      tid: null,
      litpic,
      litpicm,
      description: `<p>${def.desc}</p>`,
      keywords: `${def.catname},${def.encatname},基因编辑,CRISPR,澄源基因`,
      body: body(def),
      youshi: youshi(def),
      ...categoryEnglish(def),
      is_teshu: def.is_teshu ?? 0,
      sort: index,
    };
  });
}
