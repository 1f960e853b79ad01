// The English text of the demo categories (decision 0033), keyed by category id (categories.ts gives
// each category a fixed id): the description and, where the Chinese has them, the advantage points.

export interface CategoryEn {
  desc: string;
  points?: string[];
}

export const SERVICE_FLOW_EN = ['Requirements discussion and project design', 'sgRNA design and activity validation', 'Transfection or infection and single-clone selection', 'Genotyping (Sanger/NGS)', 'Expansion, cryopreservation and final report'];
export const DEFAULT_POINTS_EN = ['One-to-one support from experienced PhD scientists', 'Strict quality control, complete data', 'Transparent timelines, progress online'];
export const CONTACT_LINE_EN = 'For a quote or technical advice, call our service hotline or leave us a message online; we reply within one working day.';

export const CATEGORIES_EN: Record<number, CategoryEn> = {
  1: { desc: 'One-stop gene editing services built on CRISPR/Cas systems, covering cells, animals and library screens, with predictable timelines and verifiable results.',
    points: ['In-house sgRNA activity database, high design success rate', 'Single-clone NGS genotyping, clear and traceable results', 'More than 2,000 cell lines, including primary and hard-to-transfect cells', 'Free re-run if a project fails, progress trackable online'] },
  11: { desc: 'Complete knockout of your gene of interest by frameshift mutation or large deletion, delivered as homozygous single-cell clones with sequencing reports.' },
  12: { desc: 'Point mutations, tag fusions and reporter gene knock-ins at a defined locus by homology-directed repair.' },
  13: { desc: 'Unbiased genome-wide identification of off-target sites with sensitivity down to 0.1%, supporting the safety assessment of gene therapies.' },
  14: { desc: 'High-throughput sequencing of targeted amplicons to quantify editing efficiency and the distribution of indel types precisely.' },
  15: { desc: 'Chemically modified synthetic sgRNAs with activity prediction and off-target scores, shipped within 72 hours.' },
  16: { desc: 'CBE/ABE single-base editing to model disease-relevant point mutations without double-strand breaks.' },
  17: { desc: 'Positive and negative screens with genome-wide or custom sgRNA libraries, including bioinformatic analysis.' },
  18: { desc: 'Knockout, knock-in and conditional knockout mouse models made by zygote microinjection.' },
  19: { desc: 'High-titre lentivirus and AAV packaging and all kinds of vector construction, available to order directly in the Order Centre.',
    points: ['Titres up to 1E+9 TU/mL', 'Endotoxin < 0.1 EU/μg', 'Quality controlled throughout, with test reports'] },
  191: { desc: 'Third-generation lentiviral packaging, supplied as concentrated, purified virus with a titre report.' },
  192: { desc: 'AAV packaging in a range of serotypes for in vivo gene delivery.' },
  193: { desc: 'Gene synthesis, subcloning, site-directed mutagenesis and sgRNA vector construction.' },
  2: { desc: 'Cell lines in stock and custom cell line engineering: wild-type, Cas9 stable, luciferase- and EGFP-labelled lines and stem cell editing.',
    points: ['STR profiling and mycoplasma testing for every line', 'Stock lines ship within 1-3 working days', 'Custom lines come with complete validation data'] },
  21: { desc: 'STR-authenticated tumour and tool cell lines in common use, mycoplasma negative.' },
  22: { desc: 'Cell lines stably expressing SpCas9: add an sgRNA and start editing.' },
  23: { desc: 'Cell lines stably expressing firefly luciferase for in vivo imaging in small animals.' },
  24: { desc: 'Tracer cells stably expressing EGFP for migration, co-culture and tumour formation studies.' },
  25: { desc: 'Gene knockout, knock-in and reporter lines in human iPSCs and mouse ES cells.' },
  3: { desc: 'Plasmids in common use for gene editing, expression, reporters and viral packaging, with multi-criteria filtering and online maps.' },
  4: { desc: 'Gene editing enzymes, cell culture and molecular biology reagents.' },
  41: { desc: 'Cas9 protein, sgRNA and base editor mRNA.' },
  411: { desc: 'High-purity SpCas9-NLS protein for RNP delivery.' },
  412: { desc: "2'-O-methyl and phosphorothioate modifications for greater stability." },
  413: { desc: 'Capped and polyadenylated ABE8e and BE4max mRNA.' },
  42: { desc: 'Selection antibiotics, transfection reagents and serum-free media.' },
  421: { desc: 'Puromycin, hygromycin B, blasticidin and more.' },
  422: { desc: 'Efficient, low-toxicity lipid transfection reagents.' },
  43: { desc: 'High-fidelity PCR enzymes, T7E1 mismatch enzyme and library preparation kits.' },
  44: { desc: 'Editing efficiency and mycoplasma detection kits.' },
  45: { desc: 'Lentivirus and AAV control viruses in stock.' },
  46: { desc: 'Visit our online shop for reagents in stock (opens in a new window).' },
  5: { desc: 'Guide RNA design, off-target prediction and the CRISPR-Net off-target scoring tool.' },
  51: { desc: 'Design a guide RNA and assess its off-targets in three steps.' },
  52: { desc: 'Deep-learning off-target activity scores that handle mismatches and bulges.' },
  53: { desc: 'A public sgRNA design website (external link).' },
  6: { desc: 'Company news, industry news and technical documents.' },
  61: { desc: 'The latest from Chengyuan Gene.' },
  62: { desc: 'News from the forefront of gene editing.' },
  63: { desc: 'Protocols, frequently asked questions and application notes.' },
  631: { desc: 'Validated standard laboratory procedures.' },
  632: { desc: 'Answers to the questions customers ask most.' },
  633: { desc: 'Typical project case studies and how to read the data.' },
  7: { desc: 'Get to know Chengyuan Gene: company profile, platform strengths and how to reach us.' },
  71: { desc: 'A high-tech company dedicated to gene editing services (fictional).' },
  72: { desc: 'Hotlines, addresses and application mailboxes.' },
  73: { desc: 'English website.' },
  8: { desc: 'Experienced hires and campus recruitment.' },
  81: { desc: 'We welcome experienced professionals to join us.' },
  82: { desc: 'Positions for graduates and interns.' },
};
