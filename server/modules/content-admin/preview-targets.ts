// Which public page previews each kind of content (adminContentApi.previewLink). One entry per entity;
// the page's loader checks the token with `services.preview.allows`/`previewedId` (server/modules/content/preview.ts).
import { TECH_SERVICE_PATH, TECH_SERVICE_VIEW } from '../../../contracts/category-nav.ts';
import { CategoryType } from '../../../contracts/content.ts';
import type { Database } from '../../db/client.ts';
import type { PreviewTargets } from '../content/preview.ts';
import { createCatalogueProductRepo } from '../catalogue-admin/products-repo.ts';
import { createPlasmidAdminRepo } from '../plasmid-admin/repo.ts';
import { createArticleAdminRepo } from './article-repo.ts';
import { createNewsAdminRepo } from './news-repo.ts';
import { createSiteJobsRepo } from './site-jobs-repo.ts';

export function previewTargets(database: Database): PreviewTargets {
  const articles = createArticleAdminRepo(database.db);
  const news = createNewsAdminRepo(database.db);
  const products = createCatalogueProductRepo(database.db);
  const plasmids = createPlasmidAdminRepo(database.db);
  const jobs = createSiteJobsRepo(database.db);
  return {
    // An article is shown by its category's page: the product HTML of /productService (type 8), else
    // the service page /dynamicDetail, which shows the previewed article in place of the first one.
    article: async (id) => {
      const row = await articles.find(id);
      if (!row) return null;
      const category = await articles.category(row.tid);
      return category?.type === CategoryType.ProductService ? `/productService?id=${row.tid}` : `/dynamicDetail?id=${row.tid}`;
    },
    news: async (id) => ((await news.find(id)) ? `/newsCenter/newsCenterDetail?newsId=${id}` : null),
    // A technical product has no page of its own: it is a row of its category's /techService list,
    // which lists the previewed product first (server/modules/product/service.ts techServicePage).
    product: async (id) => {
      const row = await products.find(id);
      if (!row) return null;
      const category = await articles.category(row.tid);
      const type = category?.type === CategoryType.TechServiceCards ? TECH_SERVICE_VIEW.cards : TECH_SERVICE_VIEW.table;
      const query = new URLSearchParams({ type: String(type), id: String(row.tid) });
      if (row.molds) query.set('molds', row.molds);
      return `${TECH_SERVICE_PATH}?${query}`;
    },
    plasmid: async (id) => ((await plasmids.findById(id)) ? `/plasmidPlatformDetail?listId=${id}` : null),
    job: async (id) => ((await jobs.find(id)) ? `/talentRecruitmentDetail?key=${id}` : null),
  };
}
