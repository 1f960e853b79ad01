// The fixed parts of the gene-editing landing page: the online tools and the three ordering
// services. Service categories and technical services come from the category tree.

export interface LandingEntry {
  title: string;
  text: string;
  to: string;
  action: string;
}

export const GENE_EDITING_TOOLS: LandingEntry[] = [
  {
    title: 'CRISPR-Net 脱靶评分',
    text: '运行已发表的 CRISPR-Net 深度学习模型，为含错配与 bulge 的 sgRNA/脱靶序列对打分，结果可筛选、下载。',
    to: '/crispr',
    action: '在线评分',
  },
  {
    title: '向导 RNA 设计与脱靶预测指南',
    text: '三步完成 sgRNA 设计、全基因组脱靶位点预测与脱靶活性评分，附工具教程与参考文献。',
    to: '/crispr-help',
    action: '查看指南',
  },
];

/** The three kinds of orders customers submit online (spec ordering.md: types 1, 2, 3). */
export const ORDER_SERVICES: LandingEntry[] = [
  {
    title: 'GUIDE-seq 脱靶检测',
    text: '在线提交样本信息（实验组/对照组、sgRNA、dsODN 转染），全基因组无偏鉴定 Cas 核酸酶脱靶位点。',
    to: '/order',
    action: '去订单中心下单',
  },
  {
    title: '扩增子测序',
    text: '填写引物与扩增子序列、核酸酶与分析参数，深度测序定量编辑效率与 indel 类型。',
    to: '/order',
    action: '去订单中心下单',
  },
  {
    title: '细胞系构建',
    text: '敲除、敲入、点突变与过表达细胞系，在线填写细胞与基因信息并上传相关证明文件。',
    to: '/order',
    action: '去订单中心下单',
  },
];
