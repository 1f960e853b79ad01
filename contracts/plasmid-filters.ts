// The plasmid list's seven fixed filters. Stored values are stable ASCII slugs so that renaming a Chinese
// label never breaks saved rows or remembered filter state; pages show `label`. Each list starts with
// 'all', which the page sends as null (no filter).
import { withEnglish } from './english-messages.ts';

export interface PlasmidFilterOption {
  value: string;
  label: string;
}

export const PLASMID_FILTER_ALL = 'all';

const ALL: PlasmidFilterOption = { value: PLASMID_FILTER_ALL, label: '全部' };

export const PLASMID_USAGE_OPTIONS = [
  ALL,
  { value: 'gene_editing', label: '基因编辑' },
  { value: 'gene_template', label: '基因模板' },
  { value: 'protein_expression', label: '蛋白表达' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_HOST_OPTIONS = [
  ALL,
  { value: 'e_coli', label: '大肠杆菌' },
  { value: 'mammalian', label: '哺乳动物细胞' },
  { value: 'lentivirus', label: '慢病毒' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_FRAGMENT_TYPE_OPTIONS = [
  ALL,
  { value: 'cas9', label: 'Cas9' },
  { value: 'sgrna', label: 'sgRNA' },
  { value: 'shrna', label: 'shRNA' },
  { value: 'promoter', label: '启动子' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_SPECIES_OPTIONS = [
  ALL,
  { value: 'human', label: '人' },
  { value: 'mouse', label: '小鼠' },
  { value: 'rat', label: '大鼠' },
  { value: 'zebrafish', label: '斑马鱼' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_NUCLEAR_RESISTANCE_OPTIONS = [
  ALL,
  { value: 'ampicillin', label: '氨苄青霉素' },
  { value: 'kanamycin', label: '卡那霉素' },
  { value: 'chloramphenicol', label: '氯霉素' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_EUKARYOTIC_RESISTANCE_OPTIONS = [
  ALL,
  { value: 'puromycin', label: '嘌呤霉素' },
  { value: 'hygromycin', label: '潮霉素' },
  { value: 'blasticidin', label: '杀稻瘟菌素' },
  { value: 'others', label: '其他' },
] as const satisfies readonly PlasmidFilterOption[];

export const PLASMID_FLUORESCENT_MARKER_OPTIONS = [
  ALL,
  { value: 'green', label: '绿色' },
  { value: 'red', label: '红色' },
  { value: 'blue', label: '蓝色' },
  { value: 'cyan', label: '青色' },
  { value: 'yellow', label: '黄色' },
  { value: 'fluc', label: 'Fluc' },
  { value: 'nluc', label: 'Nluc' },
  { value: 'rluc', label: 'Rluc' },
] as const satisfies readonly PlasmidFilterOption[];

type ValueOf<L extends readonly PlasmidFilterOption[]> = Exclude<L[number]['value'], typeof PLASMID_FILTER_ALL>;

export type PlasmidUsage = ValueOf<typeof PLASMID_USAGE_OPTIONS>;
export type PlasmidHost = ValueOf<typeof PLASMID_HOST_OPTIONS>;
export type PlasmidFragmentType = ValueOf<typeof PLASMID_FRAGMENT_TYPE_OPTIONS>;
export type PlasmidSpecies = ValueOf<typeof PLASMID_SPECIES_OPTIONS>;
export type PlasmidNuclearResistance = ValueOf<typeof PLASMID_NUCLEAR_RESISTANCE_OPTIONS>;
export type PlasmidEukaryoticResistance = ValueOf<typeof PLASMID_EUKARYOTIC_RESISTANCE_OPTIONS>;
export type PlasmidFluorescentMarker = ValueOf<typeof PLASMID_FLUORESCENT_MARKER_OPTIONS>;

/**
 * The seven filters in the order the list page shows them. `key` is the list call's parameter and the
 * page's filter-state name; `column` is the database column (spec field name) holding the slug.
 */
export const PLASMID_FILTERS = [
  { key: 'plasmidHost', state: 'host', column: 'plasmid_host', title: '质粒宿主', options: PLASMID_HOST_OPTIONS },
  { key: 'plasmidUsage', state: 'plasmidUsage', column: 'plasmid_usage', title: '质粒用途', options: PLASMID_USAGE_OPTIONS },
  {
    key: 'plasmidFragmentType',
    state: 'fragmentType',
    column: 'plasmid_fragment_type',
    title: '片段类型',
    options: PLASMID_FRAGMENT_TYPE_OPTIONS,
  },
  {
    key: 'plasmidFragmentSpecies',
    state: 'fragmentSpecies',
    column: 'plasmid_species',
    title: '片段物种',
    options: PLASMID_SPECIES_OPTIONS,
  },
  {
    key: 'plasmidNuclearResistance',
    state: 'nuclearResistance',
    column: 'plasmid_nuclear_resistance',
    title: '原核抗性',
    options: PLASMID_NUCLEAR_RESISTANCE_OPTIONS,
  },
  {
    key: 'plasmidEukaryoticResistance',
    state: 'eukaryoticResistance',
    column: 'plasmid_eukaryotic_resistance',
    title: '真核抗性',
    options: PLASMID_EUKARYOTIC_RESISTANCE_OPTIONS,
  },
  {
    key: 'plasmidFluorescentMarker',
    state: 'fluorescentMarker',
    column: 'plasmid_fluorescent_marker',
    title: '荧光标记',
    options: PLASMID_FLUORESCENT_MARKER_OPTIONS,
  },
] as const;

export type PlasmidFilterKey = (typeof PLASMID_FILTERS)[number]['key'];

/** The label a row shows for a property it does not have. */
export const PLASMID_NO_VALUE = '无';

type PlasmidOptionValue =
  | typeof PLASMID_FILTER_ALL
  | PlasmidUsage
  | PlasmidHost
  | PlasmidFragmentType
  | PlasmidSpecies
  | PlasmidNuclearResistance
  | PlasmidEukaryoticResistance
  | PlasmidFluorescentMarker;

// The English of the filter titles (by filter key) and option labels (by slug; 'others' is one word
// in every filter); an English page shows them through messageIn (contracts/english-messages.ts).
withEnglish(Object.fromEntries(PLASMID_FILTERS.map((f) => [f.key, f.title])) as Record<PlasmidFilterKey, string>, {
  plasmidHost: 'Plasmid host',
  plasmidUsage: 'Plasmid usage',
  plasmidFragmentType: 'Fragment type',
  plasmidFragmentSpecies: 'Fragment species',
  plasmidNuclearResistance: 'Prokaryotic resistance',
  plasmidEukaryoticResistance: 'Eukaryotic resistance',
  plasmidFluorescentMarker: 'Fluorescent marker',
});
withEnglish(
  {
    ...(Object.fromEntries(PLASMID_FILTERS.flatMap((f) => (f.options as readonly PlasmidFilterOption[]).map((o) => [o.value, o.label]))) as Record<PlasmidOptionValue, string>),
    none: PLASMID_NO_VALUE,
  } as Record<PlasmidOptionValue | 'none', string>,
  {
    all: 'All',
    none: 'None',
    others: 'Other',
    gene_editing: 'Gene editing',
    gene_template: 'Gene template',
    protein_expression: 'Protein expression',
    e_coli: 'E. coli',
    mammalian: 'Mammalian cells',
    lentivirus: 'Lentivirus',
    cas9: 'Cas9',
    sgrna: 'sgRNA',
    shrna: 'shRNA',
    promoter: 'Promoter',
    human: 'Human',
    mouse: 'Mouse',
    rat: 'Rat',
    zebrafish: 'Zebrafish',
    ampicillin: 'Ampicillin',
    kanamycin: 'Kanamycin',
    chloramphenicol: 'Chloramphenicol',
    puromycin: 'Puromycin',
    hygromycin: 'Hygromycin',
    blasticidin: 'Blasticidin',
    green: 'Green',
    red: 'Red',
    blue: 'Blue',
    cyan: 'Cyan',
    yellow: 'Yellow',
    fluc: 'Fluc',
    nluc: 'Nluc',
    rluc: 'Rluc',
  },
);

/** Every URL parameter the plasmid list page understands (its filters' state names, search, paging). */
export const PLASMID_LIST_PARAMS: readonly string[] = [...PLASMID_FILTERS.map((f) => f.state), 'name', 'itemNo', 'page', 'size'];

/** Chinese label of a stored slug; unknown or empty values show as-is (or 无). */
export function plasmidFilterLabel(key: PlasmidFilterKey, value: string | null | undefined): string {
  if (!value) return PLASMID_NO_VALUE;
  const filter = PLASMID_FILTERS.find((f) => f.key === key);
  const option = (filter?.options as readonly PlasmidFilterOption[] | undefined)?.find((o) => o.value === value);
  return option ? option.label : value;
}

/** What one filter parameter asks for: nothing ('all', empty), a known option, or a value no plasmid has. */
export type PlasmidFilterChoice = { kind: 'any' } | { kind: 'value'; value: string } | { kind: 'unknown' };

/**
 * Reads one filter parameter of the list call. The slug and the Chinese label both name an option
 * (a caller may send what it shows); anything else is a value no plasmid carries, so the list is
 * empty rather than silently unfiltered.
 */
export function resolvePlasmidFilter(key: PlasmidFilterKey, value: string | null | undefined): PlasmidFilterChoice {
  const text = value?.trim();
  if (!text || text === PLASMID_FILTER_ALL || text === ALL.label || text === 'null') return { kind: 'any' };
  const filter = PLASMID_FILTERS.find((f) => f.key === key);
  const options = (filter?.options ?? []) as readonly PlasmidFilterOption[];
  const option = options.find((o) => o.value !== PLASMID_FILTER_ALL && (o.value === text || o.label === text));
  return option ? { kind: 'value', value: option.value } : { kind: 'unknown' };
}
