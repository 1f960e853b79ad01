// News (company and industry) and technical documents (protocols, FAQ, application notes).
// Every story and event is fictional demo content.
import type { news } from '../schema/index.ts';
import { CAT } from './categories.ts';
import { cardSvg, type ImageSet } from './images.ts';
import { NEWS_EN, type StoryEn } from './news-en.ts';

export type NewsInsert = typeof news.$inferInsert;

interface Story {
  tid: number;
  date: string;
  title: string;
  summary: string;
  sections: Array<{ h: string; p?: string; li?: string[] }>;
  index?: boolean;
}

const S: Story[] = [
  { tid: CAT.companyNews, date: '2026-10-28', index: true, title: '澄源基因 GUIDE-seq 脱靶检测平台完成第三代升级',
    summary: '新版流程将建库时间缩短至 5 个工作日，检测灵敏度提升至 0.1%。',
    sections: [{ h: '升级亮点', li: ['优化 dsODN 标签整合效率，低丰度脱靶位点检出率提高约 40%', '引入 UMI 去重，降低 PCR 偏好性', '分析报告新增脱靶位点注释与风险分级'] },
      { h: '适用场景', p: '适用于基因治疗候选 sgRNA 的安全性评价、编辑工具迭代比较及科研项目的脱靶评估。' }] },
  { tid: CAT.companyNews, date: '2026-09-15', index: true, title: '公司荣获“年度基因编辑技术服务创新企业”称号（虚构）',
    summary: '凭借在 CRISPR 细胞系构建领域的持续投入，澄源基因获评年度创新企业。',
    sections: [{ h: '获奖背景', p: '过去一年，公司累计交付基因敲除细胞系 1200 余株，服务高校与科研院所 300 余家。' },
      { h: '未来规划', li: ['扩建 iPSC 编辑平台', '上线在线订单与进度查询系统', '建设华南技术服务中心'] }] },
  { tid: CAT.companyNews, date: '2026-07-02', index: true, title: '澄源基因订单中心正式上线，支持在线提交 GUIDE-seq 与扩增子订单',
    summary: '客户可在线填写样本信息、上传凭证并实时查看订单状态。',
    sections: [{ h: '主要功能', li: ['GUIDE-seq、扩增子测序、细胞系构建三类订单在线提交', '样本信息批量导入', '订单状态与报告下载'] },
      { h: '使用方式', p: '注册并登录账号后，在“订单中心”选择服务类型即可开始下单。' }] },
  { tid: CAT.companyNews, date: '2026-05-20', title: '第十一届基因编辑技术研讨会（苏州）圆满落幕',
    summary: '来自全国 60 余家单位的 300 多名科研人员参会交流。',
    sections: [{ h: '会议内容', p: '会议围绕碱基编辑、先导编辑、体内递送与脱靶评估等主题展开，公司技术团队分享了大片段敲入的优化经验。' }] },
  { tid: CAT.companyNews, date: '2026-03-08', title: '三八妇女节：致敬实验室里的她们',
    summary: '公司为全体女员工准备了节日礼物并组织下午茶活动。',
    sections: [{ h: '活动回顾', p: '目前公司女性员工占比 58%，其中 12 位为项目负责人，她们是技术服务一线的中坚力量。' }] },
  { tid: CAT.companyNews, date: '2025-12-18', index: true, title: '荧光素酶标记细胞株现货库扩充至 60 株',
    summary: '新增多株常用小鼠肿瘤细胞，全部经 IVIS 活体成像验证。',
    sections: [{ h: '新增细胞', li: ['CT26-Luc2', 'LLC-Luc2', 'Hepa1-6-Luc2', 'GL261-Luc2'] }, { h: '质控标准', p: '每株细胞均完成 STR 鉴定、支原体检测及荧光素酶活性定量。' }] },
  { tid: CAT.companyNews, date: '2025-09-10', title: '公司通过 ISO 9001 质量管理体系再认证（虚构）',
    summary: '质量体系覆盖细胞系构建、病毒包装与测序分析全流程。',
    sections: [{ h: '认证范围', p: '认证范围包括基因编辑细胞系构建、慢病毒/AAV 包装、质粒构建及高通量测序分析服务。' }] },
  { tid: CAT.companyNews, date: '2025-06-26', title: '澄源基因成立五周年',
    summary: '五年来累计服务客户 5000 余人次，完成项目 8000 余项。',
    sections: [{ h: '发展历程', li: ['2020 年公司成立，首个 CRISPR 敲除平台投入运行', '2022 年建成慢病毒与 AAV 包装平台', '2024 年上线质粒平台与 CRISPR-Net 在线工具'] }] },
  { tid: CAT.industryNews, date: '2026-08-12', index: true, title: '先导编辑新进展：更短的 pegRNA 也能实现高效编辑',
    summary: '多项研究通过优化 pegRNA 结构显著提升先导编辑效率。',
    sections: [{ h: '研究要点', p: '研究人员在 pegRNA 3′ 端引入结构化 RNA 基序以防止降解，并结合 MMR 抑制策略，使多个位点的编辑效率提高 3-5 倍。' },
      { h: '意义', p: '先导编辑有望在不引入双链断裂的情况下修复大多数已知致病突变。' }] },
  { tid: CAT.industryNews, date: '2026-04-03', title: '体内碱基编辑治疗家族性高胆固醇血症的临床研究进展',
    summary: '靶向 PCSK9 的单次给药碱基编辑疗法在早期临床研究中显示持久降脂效果。',
    sections: [{ h: '背景', p: 'PCSK9 功能缺失可显著降低 LDL 胆固醇水平。通过脂质纳米颗粒递送 ABE mRNA 与 sgRNA，可在肝脏中实现永久性单碱基改变。' }] },
  { tid: CAT.industryNews, date: '2025-11-21', title: '脱靶评估指南更新：推荐结合体外与细胞内两类检测方法',
    summary: '多个学术组织建议基因治疗产品的脱靶评估采用正交方法交叉验证。',
    sections: [{ h: '推荐方法', li: ['计算预测（如 CRISPR-Net、CFD 评分）', '细胞内无偏检测（GUIDE-seq）', '候选位点靶向扩增子深度测序验证'] }] },
  { tid: CAT.industryNews, date: '2025-07-15', title: 'CRISPR 诊断技术在基层医疗中的应用前景',
    summary: '基于 Cas12/Cas13 的核酸检测具备快速、低成本等优势。',
    sections: [{ h: '技术特点', p: 'Cas12a 与 Cas13 在识别靶序列后具有旁切活性，可切割报告分子产生荧光信号，检测时间可缩短至 30 分钟以内。' }] },
  { tid: CAT.industryNews, date: '2025-03-02', title: '表观遗传编辑：不改变 DNA 序列的基因调控新工具',
    summary: 'dCas9 融合表观修饰酶可实现长期、可逆的基因表达调控。',
    sections: [{ h: '常用工具', li: ['dCas9-KRAB：转录抑制（CRISPRi）', 'dCas9-VP64 / VPR：转录激活（CRISPRa）', 'dCas9-DNMT3A：DNA 甲基化'] }] },
  { tid: CAT.protocols, date: '2026-06-18', index: true, title: '实验方案：CRISPR 敲除细胞单克隆挑选与鉴定',
    summary: '从转染到获得纯合敲除单克隆的完整操作流程。',
    sections: [{ h: '材料', li: ['Cas9/sgRNA 表达质粒或 RNP', '96 孔板、有限稀释培养基', 'QuickExtract DNA 提取液', '鉴定引物（扩增子 300-500 bp）'] },
      { h: '步骤', li: ['转染 48 小时后药物筛选或流式分选', '有限稀释至 0.5 cell/孔铺 96 孔板', '10-14 天后挑取单克隆扩大培养', 'PCR 扩增并 Sanger 测序，TIDE/ICE 分析', 'Western Blot 确认蛋白缺失'] },
      { h: '注意事项', p: '部分细胞为多倍体，需用扩增子测序确认所有等位基因均发生移码突变。' }] },
  { tid: CAT.protocols, date: '2026-02-11', title: '实验方案：慢病毒包装、浓缩与滴度测定',
    summary: '三质粒系统（转移质粒、psPAX2、pMD2.G）包装慢病毒的标准流程。',
    sections: [{ h: '质粒比例', p: '转移质粒 : psPAX2 : pMD2.G = 4 : 3 : 1（质量比），10 cm 皿共 16 μg。' },
      { h: '步骤', li: ['HEK293T 铺板至 70%-80% 汇合', 'PEI 转染，6 小时后换液', '48、72 小时收集上清，0.45 μm 过滤', '超速离心或 PEG 沉淀浓缩', '感染 HEK293T 后以 qPCR 或流式测定滴度'] }] },
  { tid: CAT.protocols, date: '2025-10-09', title: '实验方案：扩增子测序样本准备要求',
    summary: '提交扩增子测序订单前，请按以下要求准备样本。',
    sections: [{ h: '样本要求', li: ['PCR 产物长度 200-500 bp，单一条带', '浓度 ≥ 20 ng/μL，体积 ≥ 20 μL', 'OD260/280 在 1.8-2.0 之间', '每个样本附引物序列与参考序列'] }] },
  { tid: CAT.protocols, date: '2025-05-27', title: '实验方案：GUIDE-seq dsODN 转染与建库',
    summary: 'GUIDE-seq 实验中 dsODN 标签的准备、转染与文库构建要点。',
    sections: [{ h: '关键参数', li: ['dsODN 两端硫代磷酸修饰并 5′ 磷酸化', '核转染 100 pmol dsODN', '72 小时后提取基因组 DNA', '超声打断至 500 bp 后进行锚定 PCR 建库'] }] },
  { tid: CAT.faq, date: '2026-09-01', title: '常见问题：为什么敲除细胞中仍能检测到蛋白？',
    summary: '可能的原因包括截短蛋白、外显子跳跃、抗体识别位点等。',
    sections: [{ h: '可能原因', li: ['移码位点下游存在替代起始密码子', '编辑引起外显子跳跃产生有功能的截短蛋白', '抗体识别表位位于编辑位点上游', '细胞群体不纯，混有未编辑细胞'] }, { h: '建议', p: '建议在靠近 5′ 端的关键功能结构域设计 sgRNA，或采用双 sgRNA 删除大片段。' }] },
  { tid: CAT.faq, date: '2026-01-19', title: '常见问题：如何选择合适的筛选抗生素浓度？',
    summary: '通过杀伤曲线确定目标细胞的最低完全致死浓度。',
    sections: [{ h: '杀伤曲线实验', p: '将细胞以 20%-30% 密度铺板，设置 6-8 个浓度梯度，每 2-3 天换液，选择 3-7 天内使全部细胞死亡的最低浓度。' },
      { h: '常用参考浓度', li: ['嘌呤霉素：0.5-10 μg/mL', '潮霉素 B：50-500 μg/mL', '杀稻瘟菌素：2-20 μg/mL', 'G418：200-1000 μg/mL'] }] },
  { tid: CAT.faq, date: '2025-08-05', title: '常见问题：CRISPR-Net 评分如何解读？',
    summary: 'CRISPR-Net 分数越高表示该脱靶位点被切割的可能性越大。',
    sections: [{ h: '解读方法', p: '分数范围为 0-1。一般建议优先验证评分较高的候选位点，并结合基因组注释判断其风险（例如是否位于外显子或已知癌基因）。' }] },
  { tid: CAT.appNotes, date: '2026-04-22', title: '应用笔记：利用 Cas9 稳转细胞株进行 CRISPR 文库筛选',
    summary: '以 A549-Cas9 为例介绍药物耐受基因的全基因组阳性筛选。',
    sections: [{ h: '实验设计', li: ['文库覆盖度 ≥ 500×', 'MOI 0.3 确保单拷贝整合', '药物处理 14 天后提取基因组 DNA', 'NGS 测序并用 MAGeCK 分析'] }, { h: '结果', p: '筛选获得多个已知耐药基因，同时发现 3 个新候选基因，后续经单基因敲除验证。' }] },
  { tid: CAT.appNotes, date: '2025-12-02', title: '应用笔记：荧光素酶标记肿瘤细胞在小鼠原位模型中的活体成像',
    summary: '4T1-Luc 细胞乳腺脂肪垫接种后的成像时间窗与信号定量。',
    sections: [{ h: '成像参数', p: '腹腔注射 D-荧光素 150 mg/kg，10 分钟后成像，曝光时间 1-60 秒自动调整。' }] },
  { tid: CAT.appNotes, date: '2025-04-16', title: '应用笔记：iPSC 点突变敲入的高效策略',
    summary: '结合 ssODN 供体与 HDR 增强剂，实现 iPSC 单碱基精准敲入。',
    sections: [{ h: '策略要点', li: ['切割位点距突变位点 < 10 bp', 'ssODN 中引入 PAM 沉默突变防止再次切割', '转染后 48 小时内加入 HDR 增强剂', '单克隆 NGS 鉴定并检测核型'] }] },
  { tid: CAT.appNotes, date: '2025-01-14', title: '应用笔记：扩增子测序定量碱基编辑效率',
    summary: '以 BE4max 编辑 HEK293T 位点为例说明数据分析方法。',
    sections: [{ h: '分析流程', p: '使用 CRISPResso2 比对读段，统计编辑窗口内 C→T 转换比例及副产物（indel、C→G）频率。' }] },
];

/** The body: the summary, then each section under an <h2> (the page title is the <h1>). */
function html(story: Story | StoryEn, note: string): string {
  const parts = [`<p>${story.summary}</p>`];
  for (const s of story.sections) {
    parts.push(`<h2>${s.h}</h2>`);
    if (s.p) parts.push(`<p>${s.p}</p>`);
    if (s.li) parts.push(`<ul>${s.li.map((x) => `<li>${x}</li>`).join('')}</ul>`);
  }
  parts.push(`<p><em>${note}</em></p>`);
  return parts.join('');
}

/** A story's English columns (news-en.ts), keyed by its Chinese title. */
export function newsEnglish(title: string) {
  const en = NEWS_EN[title];
  if (!en) throw new Error(`news-en.ts has no English for ${title}`);
  return {
    en_title: en.title,
    en_description: `<p>${en.summary}</p>`,
    en_body: html(en, 'Note: this is a demo site; the company and events described are fictional.'),
    en_keywords: en.title.replace(/[:,()"]/g, ' ').split(/\s+/).filter((w) => w.length > 3).slice(0, 4).join(','),
  };
}

export function buildNews(images: ImageSet): NewsInsert[] {
  return S.map((story, index) => {
    const slug = `news-${String(index + 1).padStart(2, '0')}`;
    const time = new Date(`${story.date}T09:30:00+08:00`);
    return {
      tid: story.tid,
      title: story.title,
      litpic: images.add(slug, cardSvg(slug, story.title.replace(/^(实验方案|常见问题|应用笔记)：/, ''), story.date)),
      description: `<p>${story.summary}</p>`,
      body: html(story, '注：本站为演示站点，文中公司与事件均为虚构。'),
      keywords: story.title.replace(/[：:，、（）“”]/g, ' ').split(/\s+/).filter(Boolean).slice(0, 4).join(','),
      is_index: story.index ? 1 : 0,
      create_time: time,
      update_time: time,
      ...newsEnglish(story.title),
    };
  });
}
