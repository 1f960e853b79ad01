// Titles, descriptions, keywords and canonical addresses of the plasmid pages. The platform's own
// category (type 2) supplies the description and keywords its editors wrote, when there is one.
import { CategoryType } from '../../../contracts/content-constants.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { plasmidFilterLabel } from '../../../contracts/plasmid-filters.ts';
import type { PlasmidDetail } from '../../../contracts/api/plasmid.ts';
import { plainText } from '../../components/plain-text.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import type { PageLanguage } from '../../../contracts/page-language.ts';

export const PLASMID_PLATFORM_NAME = '质粒平台';

/** What the pages say when the platform's category has no text of its own, per language. */
const DEFAULTS = {
  zh: {
    title: PLASMID_PLATFORM_NAME,
    description: '质粒平台：收录基因编辑、基因模板、蛋白表达与荧光报告常用质粒，按宿主、用途、片段、抗性和荧光标记筛选，在线查看质粒图谱与序列。',
    keywords: '质粒,质粒平台,CRISPR质粒,Cas9质粒,sgRNA载体,shRNA载体,慢病毒载体,质粒图谱,质粒序列',
  },
  en: {
    title: 'Plasmid platform',
    description:
      'Plasmid platform: common plasmids for gene editing, gene templates, protein expression and fluorescent reporting, filtered by host, usage, fragment, resistance and fluorescent marker, with maps and sequences online.',
    keywords: 'plasmid,plasmid platform,CRISPR plasmid,Cas9 plasmid,sgRNA vector,shRNA vector,lentiviral vector,plasmid map,plasmid sequence',
  },
} as const;

export interface PlatformSeo {
  title: string;
  description: string;
  keywords: string;
}

function findByType(nodes: readonly CategoryNode[], type: number): CategoryNode | null {
  for (const node of nodes) {
    if (node.type === type) return node;
    const found = findByType(node.childs ?? [], type);
    if (found) return found;
  }
  return null;
}

/** `tree` is read in `lang`, so an English category's fields are English (or empty). */
export function platformSeo(tree: readonly CategoryNode[], lang: PageLanguage = 'zh'): PlatformSeo {
  const category = findByType(tree, CategoryType.PlasmidPlatform);
  const defaults = DEFAULTS[lang];
  return {
    title: category?.catname || defaults.title,
    description: plainText(category?.description) || defaults.description,
    keywords: category?.keywords?.trim() || defaults.keywords,
  };
}

const DETAIL_WORDS = {
  zh: { itemNo: '货号', alias: '别名', size: '大小', usage: '用途', host: '宿主', open: '（', close: '）。', comma: '，', fluorescent: '荧光', plasmid: '质粒', map: '质粒图谱' },
  en: { itemNo: 'item no.', alias: 'alias', size: 'size', usage: 'usage', host: 'host', open: ' (', close: '). ', comma: ', ', fluorescent: ' fluorescence', plasmid: 'plasmid', map: 'plasmid map' },
} as const;

/** The description and keywords of one plasmid's page, from its own fields. */
export function detailSeo(detail: PlasmidDetail, lang: PageLanguage = 'zh'): { description: string; keywords: string } {
  const words = DETAIL_WORDS[lang];
  const label = (key: Parameters<typeof plasmidFilterLabel>[0], value: string) => messageIn(lang, plasmidFilterLabel(key, value));
  const facts = [
    `${words.itemNo} ${detail.item_no}`,
    detail.alias ? `${words.alias} ${detail.alias}` : null,
    detail.size ? `${words.size} ${detail.size}` : null,
    detail.plasmid_usage ? `${words.usage} ${label('plasmidUsage', detail.plasmid_usage)}` : null,
    detail.plasmid_host ? `${words.host} ${label('plasmidHost', detail.plasmid_host)}` : null,
  ].filter(Boolean);
  const intro = plainText(detail.functionIntroduction ?? detail.introduction);
  const description = `${detail.name}${words.open}${facts.join(words.comma)}${words.close}${intro}`.trim().slice(0, 160);
  const keywords = [
    detail.name,
    detail.alias,
    detail.item_no,
    detail.plasmid_fragment_type ? label('plasmidFragmentType', detail.plasmid_fragment_type) : null,
    detail.plasmid_usage ? label('plasmidUsage', detail.plasmid_usage) : null,
    detail.plasmid_fluorescent_marker ? `${label('plasmidFluorescentMarker', detail.plasmid_fluorescent_marker)}${words.fluorescent}` : null,
    words.plasmid,
    words.map,
  ].filter(Boolean);
  return { description, keywords: [...new Set(keywords)].join(',') };
}
