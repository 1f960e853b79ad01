// The fixed parts of the gene-editing landing page: the online tools and the three ordering
// services, their words in the catalogue area (app/i18n/areas/catalogue.ts). Service categories and
// technical services come from the category tree.
import type { MessageKey } from '../../i18n/zh.ts';
import { pagePath } from '../../../contracts/page-paths.ts';

export interface LandingEntry {
  title: MessageKey;
  text: MessageKey;
  to: string;
  action: MessageKey;
}

export const GENE_EDITING_TOOLS: LandingEntry[] = [
  { title: 'catalogue.tool.crispr.title', text: 'catalogue.tool.crispr.text', to: pagePath('crispr'), action: 'catalogue.tool.crispr.action' },
  { title: 'catalogue.tool.guide.title', text: 'catalogue.tool.guide.text', to: pagePath('crispr-help'), action: 'catalogue.tool.guide.action' },
];

/** The three kinds of orders customers submit online (spec ordering.md: types 1, 2, 3). */
export const ORDER_SERVICES: LandingEntry[] = [
  { title: 'catalogue.orderService.guideSeq.title', text: 'catalogue.orderService.guideSeq.text', to: pagePath('order'), action: 'catalogue.orderService.action' },
  { title: 'catalogue.orderService.amplicon.title', text: 'catalogue.orderService.amplicon.text', to: pagePath('order'), action: 'catalogue.orderService.action' },
  { title: 'catalogue.orderService.cellLine.title', text: 'catalogue.orderService.cellLine.text', to: pagePath('order'), action: 'catalogue.orderService.action' },
];
