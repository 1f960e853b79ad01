// The home page, first version: a banner with the company and its main sections, the four company
// figures and the business tiles. Carousels, recommendations and news follow in a later issue.
import { ArrowRightOutlined } from '@ant-design/icons';
import type { Route } from './+types/home';
import { serverContext } from '../server-context.ts';
import { CategoryLink } from '../components/category-link.tsx';
import { companyName, slogan } from '../components/shell-rules.ts';
import { plainText } from '../components/plain-text.ts';
import { HeroArt } from '../components/hero-art.tsx';
import type { CategoryNode, WebCounters } from '../../contracts/content.ts';

/** Children listed on a tile before "more". */
const TILE_CHILDREN = 4;

const COUNTER_LABELS: Array<[keyof WebCounters, string]> = [
  ['keyanyuansuo', '合作科研院所'],
  ['jishugongsi', '合作医药/生物技术公司'],
  ['xiangmujinyan', '项目经验'],
  ['geleiyangben', '各类样本'],
];

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(serverContext);
  const [tree, settings] = await Promise.all([services.content.navigationTree(), services.content.webSettings()]);
  return { tree, settings };
}

/** The site title setting (xxl_title) names the home page; without it, the company name does. */
export const meta: Route.MetaFunction = ({ loaderData }) => {
  const name = companyName(loaderData?.settings.company_name);
  const first = plainText(loaderData?.tree[0]?.description);
  return [{ title: loaderData?.settings.xxl_title?.trim() || name }, { name: 'description', content: first || name }];
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const { tree, settings } = loaderData;
  const name = companyName(settings.company_name);
  const lead = plainText(tree[0]?.description);
  const counters = COUNTER_LABELS.filter(([key]) => (settings.counters?.[key] ?? 0) > 0);

  return (
    <div className="home">
      <section className="home-hero page-banner" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="home-hero__eyebrow">{slogan(settings.xxl_title, name)}</p>
            <h1 id="home-title" className="home-hero__title">
              {name}
            </h1>
            {lead ? <p className="home-hero__lead">{lead}</p> : null}
            {tree.length > 0 ? (
              <ul className="home-hero__actions" aria-label="主要业务">
                {tree.slice(0, 3).map((node, index) => (
                  <li key={node.id}>
                    <CategoryLink node={node} className={`button ${index === 0 ? 'button--primary' : 'button--ghost'}`}>
                      {node.catname}
                    </CategoryLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <HeroArt className="home-hero__art" />
        </div>
      </section>

      {counters.length > 0 ? (
        <section className="home-figures" aria-label="公司数据">
          <ul className="container home-figures__list">
            {counters.map(([key, label]) => (
              <li key={key} className="home-figures__item">
                <span className="home-figures__value">
                  {settings.counters[key].toLocaleString('zh-CN')}
                  <span aria-hidden="true">+</span>
                </span>
                <span className="home-figures__label">{label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="home-section" aria-labelledby="home-business">
        <div className="container">
          <header className="section-heading">
            <h2 id="home-business">核心业务</h2>
            <p>从基因编辑方案设计到细胞、质粒与检测服务，一站式支持您的科研与药物研发。</p>
          </header>
          {tree.length === 0 ? (
            <p className="empty-state">暂无业务分类</p>
          ) : (
            <ul className="tile-grid">
              {tree.map((node) => (
                <li key={node.id}>
                  <CategoryTile node={node} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {settings.site_notice ? (
        <aside className="home-notice container" aria-label="网站说明">
          <p>{settings.site_notice}</p>
        </aside>
      ) : null}
    </div>
  );
}

function CategoryTile({ node }: { node: CategoryNode }) {
  const childs = node.childs.slice(0, TILE_CHILDREN);
  return (
    <article className="tile" aria-labelledby={`tile-${node.id}`}>
      {node.litpicm || node.litpic ? (
        <img className="tile__image" src={node.litpicm || node.litpic || ''} alt="" width={400} height={200} loading="lazy" />
      ) : null}
      <div className="tile__body">
        <h3 id={`tile-${node.id}`} className="tile__title">
          <CategoryLink node={node} />
        </h3>
        {node.description ? <p className="tile__text">{plainText(node.description)}</p> : null}
        {childs.length > 0 ? (
          <ul className="tile__links">
            {childs.map((child) => (
              <li key={child.id}>
                <CategoryLink node={child} />
              </li>
            ))}
          </ul>
        ) : null}
        <CategoryLink node={node} className="tile__more" aria-label={`了解更多：${node.catname}`}>
          了解更多 <ArrowRightOutlined aria-hidden />
        </CategoryLink>
      </div>
    </article>
  );
}
