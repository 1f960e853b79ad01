// The English text of the demo service pages and product articles (decision 0033), keyed by the
// Chinese title of articles.ts, in the same shape.

export interface ServiceEn {
  title: string;
  intro: string;
  deliver: string[];
  period: string;
}

export interface StarEn {
  title: string;
  spec: string;
  price: string;
  points: string[];
}

export const SERVICES_EN: Record<string, ServiceEn> = {
  'CRISPR 基因敲除细胞系构建': { title: 'CRISPR Knockout Cell Line Generation', period: '6-10 weeks',
    intro: 'For the cell line and gene you choose, we design 2-3 highly active sgRNAs, deliver them by RNP electroporation or lentivirus, and isolate single-cell clones carrying homozygous frameshift mutations.',
    deliver: ['2 homozygous knockout clones (2 cryovials each)', 'Sanger and amplicon sequencing reports', 'Protein-level validation (optional)', '1 vial of the wild-type parental cells'] },
  '点突变与标签敲入细胞系': { title: 'Point Mutation and Tag Knock-in Cell Lines', period: '8-12 weeks',
    intro: 'Single-base substitutions, FLAG/HA tag fusions and fluorescent reporter knock-ins at a defined locus, using ssODN or plasmid donors.',
    deliver: ['2 homozygous or heterozygous knock-in clones', 'Junction PCR across both homology arms with sequencing report', 'Donor design files'] },
  'GUIDE-seq 全基因组脱靶检测': { title: 'GUIDE-seq Genome-wide Off-Target Analysis', period: '4-6 weeks',
    intro: 'A dsODN tag captures the double-strand breaks a Cas nuclease makes in living cells; anchored PCR libraries and next-generation sequencing then identify off-target sites across the genome without bias.',
    deliver: ['Off-target site list (read counts, mismatches, annotation)', 'Sequence alignment plots', 'Raw sequencing data and analysis report'] },
  '靶向扩增子高通量测序': { title: 'Targeted Amplicon Sequencing', period: '5-7 working days',
    intro: 'PE150 deep sequencing of on-target or candidate off-target sites, at least 100,000 reads per sample, to quantify indel and base substitution frequencies precisely.',
    deliver: ['Editing efficiency summary table', 'Indel type and frequency plots', 'CRISPResso2 analysis report'] },
  'sgRNA 设计与化学合成': { title: 'sgRNA Design and Chemical Synthesis', period: '3-5 working days',
    intro: "Candidate guides are ranked on combined activity and specificity scores and supplied as synthetic sgRNAs with 2'-O-methyl and phosphorothioate modifications.",
    deliver: ['Lyophilised sgRNA (1.5, 3 or 10 nmol)', 'HPLC and mass spectrometry QC report', 'Design score sheet'] },
  '碱基编辑细胞模型构建': { title: 'Base Editing Cell Models', period: '6-10 weeks',
    intro: 'Disease-relevant point mutations made with BE4max, ABE8e and similar editors, avoiding the large deletions double-strand breaks can cause.',
    deliver: ['Single-cell clones carrying the target point mutation', 'Bystander editing analysis', 'Amplicon sequencing data'] },
  'CRISPR 全基因组文库筛选': { title: 'Genome-wide CRISPR Library Screening', period: '12-16 weeks',
    intro: 'Virus packaging of libraries such as Brunello and GeCKO v2, cell infection, selection and MAGeCK bioinformatic analysis.',
    deliver: ['Library virus with QC report', 'Sequencing data of the screen samples', 'Candidate gene list with pathway enrichment analysis'] },
  '基因编辑小鼠模型': { title: 'Gene-edited Mouse Models', period: '4-6 months',
    intro: 'Knockout, knock-in and floxed conditional knockout models on the C57BL/6J background, delivered as positive F1 mice.',
    deliver: ['At least 2 heterozygous positive F1 mice', 'Genotyping protocol and report', 'Breeding recommendations'] },
  '慢病毒包装服务': { title: 'Lentivirus Packaging', period: '2-3 weeks',
    intro: 'Third-generation packaging, supplied at standard or concentrated high titre for cell infection and animal studies.',
    deliver: ['5 × 100 μL virus (≥ 1E+8 TU/mL)', 'qPCR titre report', 'Sterility and mycoplasma testing'] },
  'AAV 病毒包装服务': { title: 'AAV Packaging', period: '3-4 weeks',
    intro: 'AAV1/2/5/6/8/9, PHP.eB and other serotypes, purified on an iodixanol gradient.',
    deliver: ['Titre ≥ 1E+12 vg/mL', 'SDS-PAGE purity check', 'Endotoxin test report'] },
  '质粒构建服务': { title: 'Plasmid Construction', period: '1-2 weeks',
    intro: 'Gene synthesis, subcloning, site-directed mutagenesis and sgRNA cloning; plasmid and glycerol stock are delivered once the sequence is confirmed.',
    deliver: ['4 μg plasmid and 1 glycerol stock', 'Full-length sequencing report', 'Plasmid map file'] },
};

export const STARS_EN: Record<string, StarEn> = {
  'SpCas9-NLS 核酸酶（高纯度）': { title: 'SpCas9-NLS Nuclease (High Purity)', spec: '100 μg / 500 μg', price: 'From ¥1,280',
    points: ['Endotoxin < 0.1 EU/μg', 'For RNP electroporation and microinjection', 'Lot-to-lot consistency confirmed by in vitro cleavage'] },
  '化学修饰合成 sgRNA': { title: 'Chemically Modified Synthetic sgRNA', spec: '1.5 nmol / 3 nmol / 10 nmol', price: 'From ¥680',
    points: ["2'-O-methyl and phosphorothioate modifications on the three terminal bases at each end", 'HPLC purified, purity ≥ 90%', 'Ships within 72 hours'] },
  'ABE8e 碱基编辑器 mRNA': { title: 'ABE8e Base Editor mRNA', spec: '20 μg / 100 μg', price: 'From ¥3,600',
    points: ['CleanCap AG capped, N1-methylpseudouridine modified', 'Poly(A) tail of about 120 nt', 'For primary cells and in vivo LNP delivery'] },
  '嘌呤霉素（Puromycin）溶液': { title: 'Puromycin Solution', spec: '10 mg/mL × 1 mL', price: '¥260',
    points: ['Sterile filtered, ready to add to medium', 'Cell culture grade; every lot tested for killing activity'] },
  'GeneTrans 高效转染试剂': { title: 'GeneTrans High-Efficiency Transfection Reagent', spec: '0.5 mL / 1.5 mL', price: 'From ¥980',
    points: ['Over 90% transfection efficiency in HEK293T', 'Low toxicity, no medium change needed', 'Co-delivers plasmid, mRNA and RNP'] },
  'T7E1 错配检测试剂盒': { title: 'T7E1 Mismatch Detection Kit', spec: '50 / 100 reactions', price: 'From ¥890',
    points: ['Digestion in 30 minutes', 'Positive control template included', 'Semi-quantitative estimate of editing efficiency'] },
  'HiFi 高保真 PCR 预混液（2×）': { title: 'HiFi High-Fidelity PCR Master Mix (2×)', spec: '1 mL / 5 mL', price: 'From ¥520',
    points: ['More than 80 times the fidelity of Taq', 'Amplifies up to 10 kb', 'For target site amplification and library preparation'] },
  '支原体 qPCR 检测试剂盒': { title: 'Mycoplasma qPCR Detection Kit', spec: '50 / 100 reactions', price: 'From ¥1,150',
    points: ['Detects more than 40 common contaminating mycoplasma species', 'Results in under 2 hours', 'Internal control guards against false negatives'] },
  'EGFP 对照慢病毒（现货）': { title: 'EGFP Control Lentivirus (In Stock)', spec: '2 × 100 μL', price: '¥1,600',
    points: ['Titre ≥ 1E+8 TU/mL', 'Ready to use for measuring infection efficiency', 'Shipped on dry ice'] },
};
