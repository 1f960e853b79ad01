// Web settings (every key of contracts `WebSettings`), the four counters and the CRISPR-Net option lists.
// All contact data is fictional and recognisably so.
import { DEFAULT_COMPANY_NAME } from '../../../contracts/content.ts';
import type { WebCounters, WebSettings } from '../../../contracts/api/content.ts';
import { companyMapSvg, qrSvg, type ImageSet } from './images.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

/** The demo picture name of the English map. */
export const COMPANY_MAP_EN = 'company-map-en';

export const SITE_NOTICE = '本站为演示站点：公司及全部内容均为虚构。';

export async function buildSettings(images: ImageSet, siteUrl: string): Promise<WebSettings> {
  const base = siteUrl.replace(/\/$/, '');
  const erweima = images.add('qr-site', await qrSvg(`${base}/`));
  const weixin = images.add('qr-weixin', await qrSvg(`${base}${pagePath('contact-us')}`));
  const map = images.add('company-map', companyMapSvg(DEFAULT_COMPANY_NAME, '江苏省苏州市工业园区示例路 88 号（虚构地址）'));
  // The English site's map (setting comany_map_en, english.ts): the same map lettered in English.
  images.add(COMPANY_MAP_EN, companyMapSvg('Chengyuan Gene Editing (fictional)', '88 Example Road, Suzhou Industrial Park, Suzhou'));
  return {
    xxl_title: `${DEFAULT_COMPANY_NAME} - CRISPR 基因编辑技术服务`,
    xxl_qq: '800000000',
    // The spec's fallback chat account for Apple devices (its value is not given; fictional like the rest).
    xxl_qq_apple: '800000001',
    xxl_tel: '0512-00000000',
    xxl_tel400: '400-000-0000',
    xxl_foottel: '服务热线：400-000-0000　技术支持：0512-00000000',
    xxl_erweima: erweima,
    xxl_copyright: `Copyright © 2020-2026 ${DEFAULT_COMPANY_NAME}（虚构）版权所有`,
    xxl_beian: '苏ICP备00000000号-1（演示用，非真实备案号）',
    top_weixin_img: weixin,
    zp_hottel1: '社会招聘热线：0512-00000001\n简历投递：hr@example.com',
    zp_hottel2: '校园招聘热线：0512-00000002\n校招邮箱：campus@example.com',
    comany_map: map,
    kefu_email: 'service@example.com',
    company_address: '江苏省苏州市工业园区示例路 88 号（虚构地址）',
    sample_address: '江苏省苏州市工业园区示例路 88 号 3 号楼 样本接收室（虚构地址）\n收件人：样本接收组　电话：0512-00000003',
    company_name: DEFAULT_COMPANY_NAME,
    site_notice: SITE_NOTICE,
    xxl_keywords: 'CRISPR,基因编辑,基因敲除细胞系,GUIDE-seq,脱靶检测,扩增子测序,质粒,慢病毒包装,sgRNA设计',
    xxl_description: `${DEFAULT_COMPANY_NAME}提供 CRISPR 基因编辑细胞系构建、GUIDE-seq 脱靶检测、扩增子测序、质粒与病毒包装等技术服务，以及 CRISPR-Net 在线脱靶评分工具。`,
  };
}

export const COUNTERS: WebCounters = {
  keyanyuansuo: 320,
  jishugongsi: 150,
  xiangmujinyan: 8000,
  geleiyangben: 2000,
};

export const PAM_TYPES = [
  'NGG (SpCas9)',
  'NAG (SpCas9)',
  'NGA (SpCas9-VQR)',
  'NG (SpCas9-NG)',
  'NNGRRT (SaCas9)',
  'TTTV (AsCas12a)',
];

export const GENOMES = [
  'hg38 (人 GRCh38)',
  'hg19 (人 GRCh37)',
  'mm10 (小鼠 GRCm38)',
  'mm39 (小鼠 GRCm39)',
  'rn6 (大鼠 Rnor_6.0)',
  'danRer11 (斑马鱼 GRCz11)',
  'sacCer3 (酿酒酵母)',
];
