// The content of /crispr-help: the three steps of guide RNA design and off-target analysis, each with
// its tool (opened in a new tab) and a tutorial, and the four references with their DOIs.
export interface HelpStep {
  step: number;
  title: string;
  tool: string;
  toolUrl: string;
  tutorialUrl: string;
  text: string;
  tips: string[];
}

export const CRISPR_HELP_STEPS: HelpStep[] = [
  {
    step: 1,
    title: '设计 sgRNA',
    tool: 'CRISPOR',
    toolUrl: 'https://crispor.gi.ucsc.edu/',
    tutorialUrl: 'https://crispor.gi.ucsc.edu/manual/',
    text: '输入目标基因的序列（不超过 2000 bp）并选择基因组与 PAM 类型，CRISPOR 会列出候选 sgRNA 及其特异性与效率评分。',
    tips: ['优先选择特异性评分高、靠近编辑位点的 sgRNA', '每个基因建议保留 2–3 条候选 sgRNA 进入下一步'],
  },
  {
    step: 2,
    title: '预测脱靶位点',
    tool: 'Cas-OFFinder',
    toolUrl: 'http://www.rgenome.net/cas-offinder/',
    tutorialUrl: 'https://github.com/snugel/cas-offinder#readme',
    text: '在全基因组中搜索与候选 sgRNA 相似、允许错配与凸起（DNA/RNA bulge）的潜在脱靶位点。',
    tips: ['错配数一般设为 3–4 个', '导出潜在脱靶位点序列，供下一步打分'],
  },
  {
    step: 3,
    title: '脱靶活性打分',
    tool: 'CRISPR-Net',
    toolUrl: '/crispr',
    tutorialUrl: 'https://github.com/JasonLinjc/CRISPR-Net',
    text: '将 sgRNA 与潜在脱靶位点提交到我们的 CRISPR-Net 在线工具，模型同时考虑错配与插入缺失，给出每个位点的脱靶活性评分。',
    tips: ['评分越高，脱靶风险越大', '高风险位点可用 GUIDE-seq 等实验方法进一步验证'],
  },
];

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
