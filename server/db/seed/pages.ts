// Company pages (about us, privacy, welfare, service advantages) and their repeated blocks: platform
// advantages, postdoctoral platform, service advantages, work places, submission mailboxes, WeChat list.
import { DEFAULT_COMPANY_NAME } from '../../../contracts/content.ts';
import type { pageBlocks, pages } from '../schema/index.ts';
import type { BlockIcon } from '../../../contracts/block-icons.ts';
import { bannerSvg, cardSvg, pictureSvg, qrSvg, type ImageSet } from './images.ts';
import { privacyPolicyHtml } from './privacy.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export type PageInsert = typeof pages.$inferInsert;
export type PageBlockInsert = typeof pageBlocks.$inferInsert;

/** The English site's company name as the about picture writes it (short enough for one line). */
const ABOUT_TITLE_EN = 'Chengyuan Gene Editing';

export function buildPages(images: ImageSet): PageInsert[] {
  const about = images.add('about-company', bannerSvg('about-company', DEFAULT_COMPANY_NAME, '让基因编辑更简单、更可靠', 1200, 700));
  // The same pictures lettered in English for the English site (issue 35 point 4).
  const aboutEn = images.add('about-company-en', bannerSvg('about-company', ABOUT_TITLE_EN, 'Making gene editing simpler and more reliable', 1200, 700));
  const welfareEn = images.add('welfare-en', cardSvg('welfare', 'Benefits', 'Grow with great colleagues', 1200, 500));
  return [
    {
      slug: 'aboutus',
      title: `关于${DEFAULT_COMPANY_NAME}`,
      litpic: about,
      en_litpic: aboutEn,
      description: '专注 CRISPR 基因编辑技术服务与工具开发的高新技术企业（虚构）。',
      body:
        `<p>${DEFAULT_COMPANY_NAME}成立于 2020 年，总部位于苏州工业园区，是一家专注于基因编辑技术服务与工具开发的高新技术企业。` +
        '公司拥有 CRISPR 细胞系构建、病毒包装、高通量测序分析与干细胞编辑四大技术平台，实验室面积超过 3000 平方米。</p>' +
        '<p>公司核心团队由来自国内外知名高校与研究机构的博士组成，累计为 300 余家科研院所、150 余家医药与生物技术企业提供服务，' +
        '完成项目 8000 余项。我们致力于以可靠的数据与高效的交付，助力生命科学研究与新药研发。</p>' +
        '<h2>我们的使命</h2><p>让基因编辑更简单、更可靠。</p>' +
        '<p><em>本站为演示站点：公司及全部内容均为虚构。</em></p>',
    },
    { slug: 'privacy', title: '隐私政策', litpic: null, description: null, body: privacyPolicyHtml(DEFAULT_COMPANY_NAME) },
    {
      slug: 'fulidaiyu',
      title: '福利待遇',
      litpic: images.add('welfare', cardSvg('welfare', '福利待遇', '与优秀的人一起成长', 1200, 500)),
      en_litpic: welfareEn,
      description: '具有竞争力的薪酬与完善的福利体系。',
      body:
        '<p>我们为员工提供具有行业竞争力的薪酬，以及覆盖健康、成长与生活的全方位福利。</p>' +
        '<ul><li>五险一金（按实际工资足额缴纳）及补充商业医疗保险</li><li>年度体检、带薪年假与弹性工作时间</li>' +
        '<li>项目奖金、年终奖与核心员工股权激励计划</li><li>导师制培训、外部学术会议与在职深造支持</li>' +
        '<li>节日礼品、生日会、年度旅游与团队建设活动</li><li>人才公寓与交通补贴</li></ul>',
    },
    {
      slug: 'fuwuyoushi',
      title: '服务优势',
      litpic: null,
      description: '专业团队、严格质控、透明周期。',
      body: '<p>从方案设计到结果交付，我们为每一个项目配备专属项目经理与技术负责人，确保数据可靠、沟通顺畅。</p>',
    },
  ];
}

type Block = [title: string, subtitle: string | null, description: string];

/**
 * The icons of the seeded service advantages (/about/fuwuyoushi), by Chinese title. Only a fresh
 * install gets them: an existing one keeps what staff chose, an icon or the picture.
 */
const BLOCK_ICONS_SEEDED: Record<string, BlockIcon> = {
  专业团队: 'team',
  严格质控: 'audit',
  周期透明: 'field-time',
  售后保障: 'safety-certificate',
};

/** The blocks' English, keyed by the Chinese title: [title, subtitle, description]. */
const BLOCKS_EN: Record<string, Block> = {
  'CRISPR 细胞系构建平台': ['CRISPR Cell Line Platform', '2,000+ cell lines', 'Tumour, primary, immune and stem cells, with standardised knockout and knock-in workflows.'],
  '高通量测序分析平台': ['NGS Analysis Platform', 'NGS + bioinformatics', 'In-house sequencing and analysis pipelines for GUIDE-seq, amplicon sequencing and library screens.'],
  '病毒包装平台': ['Viral Packaging Platform', 'Lentivirus / AAV', 'High-titre, low-endotoxin virus production backed by a complete quality control system.'],
  '干细胞编辑平台': ['Stem Cell Editing Platform', 'iPSC / ES', 'Single-base editing and reporter lines in iPSCs, with karyotype and pluripotency validation.'],
  '博士后创新实践基地（虚构）': ['Postdoctoral Innovation Centre (fictional)', 'Industry meets academia', 'Postdoctoral fellows trained jointly with several universities, working on new editing tools and delivery systems.'],
  '研究方向': ['Research Areas', 'Frontier topics', 'Optimising base and prime editing, off-target assessment methods and in vivo delivery vehicles.'],
  '支持政策': ['Support', 'Relocation and research funding', 'A competitive salary, start-up research funding and staff apartments, with support for talent programme applications.'],
  '专业团队': ['Expert Team', 'Led by PhDs', 'Over 70% of our technical staff hold a PhD or MSc, with more than 5 years of project experience on average.'],
  '严格质控': ['Strict Quality Control', 'Traceable end to end', 'Every project keeps complete lab records and passes multi-level data review.'],
  '周期透明': ['Transparent Timelines', 'Progress online', 'The Order Centre shows each project milestone as it happens, and key milestones are e-mailed to you.'],
  '售后保障': ['Guarantee', 'Free re-run on failure', 'A project that misses its contracted specifications is re-run free of charge or refunded as agreed.'],
  '苏州总部': ['Suzhou Headquarters', 'R&D and production', '88 Example Road, Suzhou Industrial Park, Suzhou, Jiangsu (fictional address)'],
  '上海技术服务中心': ['Shanghai Technical Service Centre', 'Customer support', '100 Example Avenue, Pudong New Area, Shanghai (fictional address)'],
  '广州办事处': ['Guangzhou Office', 'Sales and support for South China', '66 Example Street, Huangpu District, Guangzhou, Guangdong (fictional address)'],
  '社会招聘简历投递': ['Experienced Hires: Send Your CV', null, 'hr@example.com'],
  '校园招聘简历投递': ['Campus Recruitment: Send Your CV', null, 'campus@example.com'],
  '博士后岗位申请': ['Postdoctoral Applications', null, 'postdoc@example.com'],
  '澄源基因服务号': ['Chengyuan Gene Service Account', null, 'Order progress and technical news'],
  '澄源基因招聘': ['Chengyuan Gene Careers', null, 'New positions and campus talks'],
  '技术支持企业微信': ['Technical Support on WeCom', null, 'One-to-one technical advice'],
  '五险一金': ['Social Insurance and Housing Fund', 'Paid in full', 'Social insurance and housing fund contributions on your full salary.'],
  '补充医疗': ['Supplementary Health Cover', 'Private insurance', 'Supplementary private medical insurance for every employee.'],
  '带薪年假': ['Paid Annual Leave', 'Flexible hours', 'Paid annual leave from your first day and flexible working hours.'],
  '培训成长': ['Training and Growth', 'Mentoring', 'Structured induction training, a mentor for every newcomer and support for attending conferences.'],
  '股权激励': ['Equity Incentives', 'Grow with us', 'Key employees take part in the equity incentive plan.'],
  '团队活动': ['Team Life', 'Plenty going on', 'An annual company trip, birthday parties and holiday gifts.'],
};

/** A page block's English columns, keyed by its Chinese title. */
export function blockEnglish(title: string, hasBody: boolean) {
  const en = BLOCKS_EN[title];
  if (!en) throw new Error(`pages.ts has no English for the page block ${title}`);
  const [enTitle, subtitle, description] = en;
  return { en_title: enTitle, en_subtitle: subtitle, en_description: description, en_body: hasBody ? `<p>${description}</p>` : null };
}

function blocks(images: ImageSet, section: string, items: Block[], picture = true): PageBlockInsert[] {
  return items.map(([title, subtitle, description], index) => {
    const slug = `${section}-${index + 1}`;
    return {
      section,
      title,
      subtitle,
      description,
      body: `<p>${description}</p>`,
      ...blockEnglish(title, true),
      // No lettering: the page writes the title beside the picture, in either language.
      litpic: picture ? images.add(slug, pictureSvg(slug, 480, 320)) : null,
      icon: BLOCK_ICONS_SEEDED[title] ?? null,
      sort: index,
    };
  });
}

export async function buildPageBlocks(images: ImageSet, siteUrl: string): Promise<PageBlockInsert[]> {
  const base = siteUrl.replace(/\/$/, '');
  const wechat: PageBlockInsert[] = [];
  const accounts: Array<[string, string]> = [
    ['澄源基因服务号', '订单进度与技术资讯'],
    ['澄源基因招聘', '最新岗位与校园宣讲'],
    ['技术支持企业微信', '一对一技术咨询'],
  ];
  for (const [index, [title, description]] of accounts.entries()) {
    wechat.push({
      section: 'weixinkesao',
      title,
      description,
      ...blockEnglish(title, false),
      litpic: images.add(`wechat-${index + 1}`, await qrSvg(`${base}${pagePath('contact-us')}#wechat-${index + 1}`)),
      sort: index,
    });
  }
  return [
    ...blocks(images, 'pingtaiyoushi', [
      ['CRISPR 细胞系构建平台', '2000+ 细胞经验', '覆盖肿瘤、原代、免疫与干细胞，建立标准化敲除与敲入流程。'],
      ['高通量测序分析平台', 'NGS + 生信', '自有测序与分析流程，支持 GUIDE-seq、扩增子测序与文库筛选分析。'],
      ['病毒包装平台', '慢病毒 / AAV', '高滴度、低内毒素病毒生产，配套完整质控体系。'],
      ['干细胞编辑平台', 'iPSC / ES', 'iPSC 单碱基编辑与报告系构建，提供核型与多能性验证。'],
    ]),
    ...blocks(images, 'boshihou', [
      ['博士后创新实践基地（虚构）', '产学研结合', '与多所高校联合培养博士后，聚焦新型编辑工具与递送系统研究。'],
      ['研究方向', '前沿课题', '碱基编辑与先导编辑优化、脱靶评估方法学、体内递送载体开发。'],
      ['支持政策', '安家与科研经费', '提供有竞争力的年薪、科研启动经费与人才公寓，支持申报各级人才项目。'],
    ]),
    ...blocks(images, 'fuwuyoushi', [
      ['专业团队', '博士领衔', '技术团队中博士与硕士占比超过 70%，平均项目经验 5 年以上。'],
      ['严格质控', '全流程可追溯', '每个项目均有完整实验记录与多级数据审核。'],
      ['周期透明', '进度在线可查', '订单中心实时更新项目节点，重要节点邮件通知。'],
      ['售后保障', '失败免费重做', '未达到合同约定指标的项目免费重做或按约退款。'],
    ]),
    ...blocks(images, 'gzdidian', [
      ['苏州总部', '研发与生产中心', '江苏省苏州市工业园区示例路 88 号（虚构地址）'],
      ['上海技术服务中心', '客户支持', '上海市浦东新区示例大道 100 号（虚构地址）'],
      ['广州办事处', '华南销售与支持', '广东省广州市黄埔区示例街 66 号（虚构地址）'],
    ], false),
    ...blocks(images, 'tdyouxiang', [
      ['社会招聘简历投递', null, 'hr@example.com'],
      ['校园招聘简历投递', null, 'campus@example.com'],
      ['博士后岗位申请', null, 'postdoc@example.com'],
    ], false),
    ...wechat,
    ...blocks(images, 'fulidaiyu', [
      ['五险一金', '足额缴纳', '按实际工资足额缴纳社会保险与住房公积金。'],
      ['补充医疗', '商业保险', '为员工购买补充商业医疗保险。'],
      ['带薪年假', '弹性工作', '入职即享带薪年假，实行弹性工作时间。'],
      ['培训成长', '导师制', '系统化岗前培训与导师带教，支持参加学术会议。'],
      ['股权激励', '共享成长', '核心员工享有股权激励计划。'],
      ['团队活动', '丰富多彩', '年度旅游、生日会与节日福利。'],
    ]),
  ];
}
