// English templates of the demo plasmids' visitor-facing text (decision 0033), parallel to the Chinese
// templates of plasmids.ts. Names, item numbers, elements, sizes and primers are shared notation.
import type { PlasmidSpec } from './plasmid-catalog.ts';

export const SPECIFICATION_EN = '2 μg (lyophilised plasmid) / 1 glycerol stock';
export const REMARK_EN = 'For research use only; not for clinical diagnosis or treatment. Transform and amplify the plasmid soon after arrival, and keep a glycerol stock.';

export const NUCLEAR_EN: Record<string, string> = {
  ampicillin: 'Ampicillin, 100 μg/mL',
  kanamycin: 'Kanamycin, 50 μg/mL',
  chloramphenicol: 'Chloramphenicol, 34 μg/mL',
  others: 'Spectinomycin, 50 μg/mL',
};

export const EUKARYOTIC_EN: Record<string, string> = {
  puromycin: 'Puromycin, 1-2 μg/mL',
  hygromycin: 'Hygromycin B, 100-400 μg/mL',
  blasticidin: 'Blasticidin S, 5-10 μg/mL',
  others: 'G418 / Zeocin (see the vector notes)',
};

export const HOST_EN: Record<string, string> = {
  e_coli: 'E. coli expression strains such as BL21(DE3)',
  mammalian: 'Mammalian cells (HEK293T, HeLa, CHO and others)',
  lentivirus: 'Target cells infected with lentivirus packaged in HEK293T',
  others: 'Zebrafish embryos / AAV packaging / in vitro transcription',
};

const USAGE_EN: Record<string, string> = { gene_editing: 'gene editing', gene_template: 'gene templates', protein_expression: 'protein expression', others: 'cloning and other uses' };
const MARKER_EN: Record<string, string> = {
  puromycin: 'Puromycin', hygromycin: 'Hygromycin', blasticidin: 'Blasticidin', others: 'Other',
  green: 'Green fluorescence', red: 'Red fluorescence', blue: 'Blue fluorescence', cyan: 'Cyan fluorescence', yellow: 'Yellow fluorescence',
  fluc: 'Fluc', nluc: 'Nluc', rluc: 'Rluc',
  ampicillin: 'Ampicillin', kanamycin: 'Kanamycin', chloramphenicol: 'Chloramphenicol',
};

/** The Chinese classifications of plasmids.ts, in English. */
export const CLASSIFICATION_EN: Record<string, string> = {
  慢病毒包装载体: 'Lentiviral packaging vector',
  'shRNA 慢病毒载体': 'shRNA lentiviral vector',
  慢病毒载体: 'Lentiviral vector',
  'CRISPR 基因编辑载体': 'CRISPR gene editing vector',
  '克隆 / 供体模板载体': 'Cloning / donor template vector',
  荧光素酶报告载体: 'Luciferase reporter vector',
  克隆载体: 'Cloning vector',
  原核表达载体: 'Bacterial expression vector',
  哺乳动物表达载体: 'Mammalian expression vector',
  通用载体: 'General-purpose vector',
};

const INDUCED_EN: Record<string, string> = {
  'L-阿拉伯糖诱导 λ-Red': 'L-arabinose induces λ-Red',
  'IPTG（0.1-1 mM）': 'IPTG (0.1-1 mM)',
  'IPTG（0.1-0.5 mM）': 'IPTG (0.1-0.5 mM)',
  'L-阿拉伯糖（0.002%-0.2%）': 'L-arabinose (0.002%-0.2%)',
  '多西环素（Dox，100-1000 ng/mL）': 'Doxycycline (Dox, 100-1000 ng/mL)',
  '四环素/多西环素': 'Tetracycline / doxycycline',
};

const english = (map: Record<string, string>, key: string) => {
  const value = map[key];
  if (!value) throw new Error(`plasmids-en.ts has no English for ${key}`);
  return value;
};

export interface PlasmidFacts {
  classification: string;
  stable: boolean;
  length: number;
  replicon: string;
  features: string[];
}

/** A plasmid's English columns from its catalogue entry and the facts plasmids.ts derived. */
export function plasmidEnglish(spec: PlasmidSpec, facts: PlasmidFacts) {
  const classification = english(CLASSIFICATION_EN, facts.classification);
  const nuclear = NUCLEAR_EN[spec.nuclear]!;
  const marker = [spec.eukaryotic, spec.fluorescent].filter((v): v is NonNullable<typeof v> => v !== null).map((v) => MARKER_EN[v]!).join(' / ') || MARKER_EN[spec.nuclear]!;
  return {
    en_specification: SPECIFICATION_EN,
    en_classification: classification,
    en_nuclear_resistance: nuclear,
    en_eukaryotic_resistance: spec.eukaryotic ? EUKARYOTIC_EN[spec.eukaryotic]! : 'None',
    en_culture_condition: `${facts.stable ? '30' : '37'}°C in LB medium with ${nuclear.split(',')[0]!.toLowerCase()} selection, shaking at 220 rpm`,
    en_expression_host: HOST_EN[spec.host]!,
    en_selection_marker: marker,
    en_induced_way: spec.induced ? english(INDUCED_EN, spec.induced) : 'None needed (constitutive expression)',
    en_remark: REMARK_EN,
    en_function_introduction:
      `<p>${spec.name} (${spec.alias}) is a ${classification.charAt(0).toLowerCase()}${classification.slice(1)} for use in ${HOST_EN[spec.host]!.charAt(0).toLowerCase()}${HOST_EN[spec.host]!.slice(1)}.</p>` +
      `<p>Main application: ${USAGE_EN[spec.usage]!}.</p>`,
    en_introduction:
      `<p>${spec.name} (${spec.alias}) is ${facts.length} bp long, with the ${facts.replicon} replicon and ${nuclear.split(',')[0]!.toLowerCase()} resistance in bacteria.</p>` +
      `<p>Main elements:</p><ul>${facts.features.slice(0, 8).map((n) => `<li>${n}</li>`).join('')}</ul>` +
      '<p>Every plasmid comes with a sequencing verification report; endotoxin-free maxipreps are available on request.</p>',
  };
}
