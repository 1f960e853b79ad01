// The content of /crispr-help in both languages: the three steps of guide RNA design and off-target
// analysis, each with its tool (opened in a new tab) and a tutorial, and the four references with their
// DOIs (cited in English on both sites).
import type { PageLanguage } from '../../../contracts/page-language.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export interface HelpStep {
  step: number;
  title: string;
  tool: string;
  toolUrl: string;
  tutorialUrl: string;
  text: string;
  tips: string[];
}

export interface HelpPage {
  title: string;
  description: string;
  keywords: string;
  intro: string;
  steps: HelpStep[];
}

const TOOLS = {
  crispor: { tool: 'CRISPOR', toolUrl: 'https://crispor.gi.ucsc.edu/', tutorialUrl: 'https://crispor.gi.ucsc.edu/manual/' },
  casOffinder: { tool: 'Cas-OFFinder', toolUrl: 'http://www.rgenome.net/cas-offinder/', tutorialUrl: 'https://github.com/snugel/cas-offinder#readme' },
  // Our own tool: a site path, put into the page's language where it is shown.
  crisprNet: { tool: 'CRISPR-Net', toolUrl: pagePath('crispr'), tutorialUrl: 'https://github.com/JasonLinjc/CRISPR-Net' },
} as const;

export const CRISPR_HELP: Record<PageLanguage, HelpPage> = {
  zh: {
    title: 'sgRNA 设计与脱靶预测',
    description: '三步完成 CRISPR 向导 RNA 设计与脱靶分析：CRISPOR 设计 sgRNA，Cas-OFFinder 预测脱靶位点，CRISPR-Net 脱靶活性打分。',
    keywords: 'sgRNA设计,脱靶预测,CRISPOR,Cas-OFFinder,CRISPR-Net,GUIDE-seq',
    intro: '按以下三个步骤即可完成向导 RNA（sgRNA）的设计与脱靶评估。每个步骤的工具与教程均在新标签页中打开。',
    steps: [
      {
        step: 1,
        title: '设计 sgRNA',
        ...TOOLS.crispor,
        text: '输入目标基因的序列（不超过 2000 bp）并选择基因组与 PAM 类型，CRISPOR 会列出候选 sgRNA 及其特异性与效率评分。',
        tips: ['优先选择特异性评分高、靠近编辑位点的 sgRNA', '每个基因建议保留 2–3 条候选 sgRNA 进入下一步'],
      },
      {
        step: 2,
        title: '预测脱靶位点',
        ...TOOLS.casOffinder,
        text: '在全基因组中搜索与候选 sgRNA 相似、允许错配与凸起（DNA/RNA bulge）的潜在脱靶位点。',
        tips: ['错配数一般设为 3–4 个', '导出潜在脱靶位点序列，供下一步打分'],
      },
      {
        step: 3,
        title: '脱靶活性打分',
        ...TOOLS.crisprNet,
        text: '将 sgRNA 与潜在脱靶位点提交到我们的 CRISPR-Net 在线工具，模型同时考虑错配与插入缺失，给出每个位点的脱靶活性评分。',
        tips: ['评分越高，脱靶风险越大', '高风险位点可用 GUIDE-seq 等实验方法进一步验证'],
      },
    ],
  },
  en: {
    title: 'sgRNA design and off-target prediction',
    description:
      'CRISPR guide RNA design and off-target analysis in three steps: design sgRNAs with CRISPOR, find candidate off-target sites with Cas-OFFinder and score their off-target activity with CRISPR-Net.',
    keywords: 'sgRNA design,off-target prediction,CRISPOR,Cas-OFFinder,CRISPR-Net,GUIDE-seq',
    intro: 'Design a guide RNA (sgRNA) and assess its off-target risk in the three steps below. The tool and tutorial of each step open in a new tab.',
    steps: [
      {
        step: 1,
        title: 'Design the sgRNA',
        ...TOOLS.crispor,
        text: 'Paste the sequence of the target gene (up to 2,000 bp) and choose the genome and the PAM type: CRISPOR lists candidate sgRNAs with their specificity and efficiency scores.',
        tips: ['Prefer sgRNAs with a high specificity score close to the site you want to edit', 'Keep two or three candidate sgRNAs per gene for the next step'],
      },
      {
        step: 2,
        title: 'Find off-target sites',
        ...TOOLS.casOffinder,
        text: 'Search the whole genome for sites similar to each candidate sgRNA, allowing mismatches and DNA or RNA bulges.',
        tips: ['Three or four mismatches are usually enough', 'Export the candidate off-target sequences to score them in the next step'],
      },
      {
        step: 3,
        title: 'Score off-target activity',
        ...TOOLS.crisprNet,
        text: 'Submit the sgRNA and its candidate sites to our online CRISPR-Net tool. The model takes both mismatches and indels into account and scores the off-target activity of every site.',
        tips: ['The higher the score, the greater the off-target risk', 'Confirm high-risk sites experimentally, for example with GUIDE-seq'],
      },
    ],
  },
};

export interface Reference {
  citation: string;
  doi: string;
}

export const CRISPR_HELP_REFERENCES: Reference[] = [
  {
    citation:
      'Lin J, Zhang Z, Zhang S, Chen J, Wong KC. CRISPR-Net: a recurrent convolutional network quantifies CRISPR off-target activities with mismatches and indels. Advanced Science, 2020, 7(13): 1903562.',
    doi: '10.1002/advs.201903562',
  },
  {
    citation:
      'Concordet JP, Haeussler M. CRISPOR: intuitive guide selection for CRISPR/Cas9 genome editing experiments and screens. Nucleic Acids Research, 2018, 46(W1): W242–W245.',
    doi: '10.1093/nar/gky354',
  },
  {
    citation:
      'Bae S, Park J, Kim JS. Cas-OFFinder: a fast and versatile algorithm that searches for potential off-target sites of Cas9 RNA-guided endonucleases. Bioinformatics, 2014, 30(10): 1473–1475.',
    doi: '10.1093/bioinformatics/btu048',
  },
  {
    citation:
      'Tsai SQ, Zheng Z, Nguyen NT, et al. GUIDE-seq enables genome-wide profiling of off-target cleavage by CRISPR-Cas nucleases. Nature Biotechnology, 2015, 33(2): 187–197.',
    doi: '10.1038/nbt.3117',
  },
];
