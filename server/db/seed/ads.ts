// Home carousel ads: position 1 desktop, 2 mobile. One inactive ad (status 0) must never be shown.
import type { ads } from '../schema/index.ts';
import { pagePath } from '../../../contracts/page-paths.ts';
import { bannerSvg, type ImageSet } from './images.ts';

export type AdInsert = typeof ads.$inferInsert;

type Ad = [name: string, subtitle: string, body: string | null, gourl: string, status: 0 | 1];

/** The lettering of the English slides (the English titles are english.ts ADS_EN), by Chinese name. */
const SLIDES_EN: Record<string, [title: string, subtitle: string]> = {
  'GUIDE-seq 脱靶检测': ['GUIDE-seq Off-Target Analysis', 'Genome-wide and unbiased · 0.1% sensitivity'],
  'CRISPR-Net 在线脱靶评分': ['CRISPR-Net Off-Target Scoring', 'Deep learning · mismatches and bulges'],
};

const ADS: Ad[] = [
  ['CRISPR 基因敲除细胞系', '纯合单克隆 · NGS 鉴定 · 失败免费重做', '<p>覆盖 2000+ 种细胞系，6 周起交付。</p>', pagePath('dynamic-detail', { id: 11 }), 1],
  ['GUIDE-seq 脱靶检测', '全基因组无偏 · 灵敏度 0.1%', null, pagePath('dynamic-detail', { id: 13 }), 1],
  ['质粒平台全新上线', '70+ 常用质粒 · 在线图谱与序列', '<p>支持按宿主、用途、抗性、荧光标记多条件筛选。</p>', pagePath('plasmid-platform-list'), 1],
  ['CRISPR-Net 在线脱靶评分', '深度学习模型 · 支持错配与 bulge', null, pagePath('crispr'), 1],
  ['2025 年旧版活动（已下线）', '此广告已停用，不应出现在首页', '<p>已停用的广告。</p>', 'https://example.com/expired', 0],
];

export function buildAds(images: ImageSet): AdInsert[] {
  const rows: AdInsert[] = [];
  ADS.forEach(([name, subtitle, body, gourl, status], index) => {
    for (const position of [1, 2] as const) {
      // The inactive ad exists once, on the desktop carousel.
      if (status === 0 && position === 2) continue;
      const slug = `ad-${index + 1}-${position === 1 ? 'pc' : 'm'}`;
      const [w, h] = position === 1 ? [1920, 600] : [750, 420];
      // A slide with a text overlay (is_showbody 1) gets a picture without words, so the two never overlap.
      const [title, line] = body ? ['', ''] : [name, subtitle];
      const adfile = images.add(slug, bannerSvg(`ad-${index + 1}`, title, line, w, h));
      // A lettered slide gets its English copy; a plain one serves both sites.
      const english = body ? undefined : SLIDES_EN[name];
      rows.push({
        position,
        name,
        adfile,
        en_adfile: english ? images.add(`${slug}-en`, bannerSvg(`ad-${index + 1}`, english[0], english[1], w, h)) : adfile,
        body,
        is_showbody: body ? 1 : 0,
        gourl,
        status,
        sort: index,
      });
    }
  });
  return rows;
}
