// Which public page previews each kind of content (adminContentApi.previewLink). One entry per entity;
// the page's loader checks the token with `services.preview.allows`/`previewedId` (server/modules/content/preview.ts).
import { TECH_SERVICE_VIEW, categoryTarget } from '../../../contracts/category-nav.ts';
import { CategoryType } from '../../../contracts/content.ts';
import { pagePath } from '../../../contracts/page-paths.ts';
import type { Database } from '../../db/client.ts';
import type { PreviewTargets } from '../content/preview.ts';
import type { ContentService } from '../content/service.ts';
import { createCatalogueProductRepo } from '../catalogue-admin/products-repo.ts';
import { createPlasmidAdminRepo } from '../plasmid-admin/repo.ts';
import { categoryPath } from '../product/category-path.ts';
import { createArticleAdminRepo } from './article-repo.ts';
import { createNewsAdminRepo } from './news-repo.ts';
import { createSiteJobsRepo } from './site-jobs-repo.ts';

export function previewTargets(database: Database, deps: { content: Pick<ContentService, 'allCategories'> }): PreviewTargets {
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
      return pagePath(category?.type === CategoryType.ProductService ? 'product-service' : 'dynamic-detail', { id: row.tid });
    },
    news: async (id) => ((await news.find(id)) ? pagePath('news-center-detail', { newsId: id }) : null),
    // A technical product has no page of its own: it is a row of its category's /techService list,
    // which lists the previewed product first (server/modules/product/service.ts techServicePage).
    product: async (id) => {
      const row = await products.find(id);
      if (!row) return null;
      const category = await articles.category(row.tid);
      const type = category?.type === CategoryType.TechServiceCards ? TECH_SERVICE_VIEW.cards : TECH_SERVICE_VIEW.table;
      return pagePath('tech-service', { type, id: row.tid, molds: row.molds });
    },
    plasmid: async (id) => ((await plasmids.findById(id)) ? pagePath('plasmid-platform-detail', { listId: id }) : null),
    job: async (id) => ((await jobs.find(id)) ? pagePath('talent-recruitment-detail', { key: id }) : null),
    // A category: where the public menu would take a click on it (contracts/category-nav.ts), in the
    // tree as the preview shows it, so a top-level type-0 section goes to its first shown child. The
    // pages without an id (plasmid list, contact, CRISPR help, recruitment) show it in the menu only.
    // An absolute go-URL leaves the site: the token must not travel to another host (it could not
    // honour it anyway), so such a category, like one of an unknown type, is previewed on the home
    // page, whose menu and business tiles show it with its link.
    category: async (id) => {
      const node = categoryPath(await deps.content.allCategories(id), id).at(-1);
      if (!node) return null;
      const target = categoryTarget(node);
      return target.kind === 'internal' ? target.to : '/';
    },
  };
}
