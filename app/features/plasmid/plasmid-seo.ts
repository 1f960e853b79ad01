// Titles, descriptions, keywords and canonical addresses of the plasmid pages. The platform's own
// category (type 2) supplies the description and keywords its editors wrote, when there is one.
import { CategoryType } from '../../../contracts/content-constants.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { plasmidFilterLabel } from '../../../contracts/plasmid-filters.ts';
import type { PlasmidDetail } from '../../../contracts/api/plasmid.ts';
import { plainText } from '../../components/plain-text.ts';

export const PLASMID_PLATFORM_NAME = '质粒平台';
const DEFAULT_DESCRIPTION = '质粒平台：收录基因编辑、基因模板、蛋白表达与荧光报告常用质粒，按宿主、用途、片段、抗性和荧光标记筛选，在线查看质粒图谱与序列。';
const DEFAULT_KEYWORDS = '质粒,质粒平台,CRISPR质粒,Cas9质粒,sgRNA载体,shRNA载体,慢病毒载体,质粒图谱,质粒序列';

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

export function platformSeo(tree: readonly CategoryNode[]): PlatformSeo {
  const category = findByType(tree, CategoryType.PlasmidPlatform);
  return {
    title: category?.catname || PLASMID_PLATFORM_NAME,
    description: plainText(category?.description) || DEFAULT_DESCRIPTION,
    keywords: category?.keywords?.trim() || DEFAULT_KEYWORDS,
  };
}

/** The description and keywords of one plasmid's page, from its own fields. */
export function detailSeo(detail: PlasmidDetail): { description: string; keywords: string } {
  const facts = [
    `货号 ${detail.item_no}`,
    detail.alias ? `别名 ${detail.alias}` : null,
    detail.size ? `大小 ${detail.size}` : null,
    detail.plasmid_usage ? `用途 ${plasmidFilterLabel('plasmidUsage', detail.plasmid_usage)}` : null,
    detail.plasmid_host ? `宿主 ${plasmidFilterLabel('plasmidHost', detail.plasmid_host)}` : null,
  ].filter(Boolean);
  const intro = plainText(detail.functionIntroduction ?? detail.introduction);
  const description = `${detail.name}（${facts.join('，')}）。${intro}`.slice(0, 160);
  const keywords = [
    detail.name,
    detail.alias,
    detail.item_no,
    detail.plasmid_fragment_type ? plasmidFilterLabel('plasmidFragmentType', detail.plasmid_fragment_type) : null,
    detail.plasmid_usage ? plasmidFilterLabel('plasmidUsage', detail.plasmid_usage) : null,
    detail.plasmid_fluorescent_marker ? `${plasmidFilterLabel('plasmidFluorescentMarker', detail.plasmid_fluorescent_marker)}荧光` : null,
    '质粒',
    '质粒图谱',
  ].filter(Boolean);
  return { description, keywords: [...new Set(keywords)].join(',') };
}
