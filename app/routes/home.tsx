// The home page: the two ad carousels (desktop without autoplay, phone with autoplay; the hero banner
// when there are no ads), the business tiles of the category tree, the about block with the company
// figures, the platform recommendations and the news grid. Everything is in the server's HTML.
import { ArrowRightOutlined } from '../components/plain-icons.tsx';
import type { Route } from './+types/home';
import { serverContext } from '../server-context.ts';
import { CategoryLink } from '../components/category-link.tsx';
import { companyName, slogan } from '../components/shell-rules.ts';
import { HeroArt } from '../components/hero-art.tsx';
import { IMAGE_SIZES, SiteImage } from '../components/site-image.tsx';
import { AD_POSITIONS } from '../../contracts/article-constants.ts';
import { AdCarousel } from '../features/home/ad-carousel.tsx';
import { AboutBlock, NewsGrid, Recommendations } from '../features/home/home-sections.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { toHomeAbout, toHomeNews, toHomeRecommendations, toHomeSettings, toHomeTiles, type HomeTile } from '../features/home/home-data.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { useT } from '../i18n/use-t.ts';
import { createPacker, unpack } from '../page-assembly/packed-data.ts';
import { MoreText } from '../components/more-text.tsx';

/** News items on the home page. */
const HOME_NEWS = 6;

// The home page's data is the same for every visitor until content changes: one JSON text per change.
const packOnce = createPacker();

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  // A category previewed here (a go-URL one, server/modules/content-admin/preview-targets.ts) shows among the tiles.
  const previewCategory = await services.preview.previewedId(request, 'category');
  const [tree, settings, desktopAds, mobileAds, about, recommended, news] = await Promise.all([
    services.content.navigationTree(previewCategory, { lang }),
    services.content.webSettings({ lang }),
    services.articles.carousel(AD_POSITIONS.desktop, { lang }),
    services.articles.carousel(AD_POSITIONS.mobile, { lang }),
    services.content.aboutUs({ lang }),
    services.articles.recommended({ lang }),
    services.news.indexNews(HOME_NEWS, { lang }),
  ]);
  const home = packOnce(context, [lang, tree, settings, desktopAds, mobileAds, about, recommended, news], () => {
    const tiles = toHomeTiles(tree);
    return {
      tiles,
      // The first tile's text is the first category's description as plain text.
      lead: tiles[0]?.text ?? '',
      settings: toHomeSettings(settings),
      desktopAds,
      mobileAds,
      about: toHomeAbout(about),
      recommended: toHomeRecommendations(recommended),
      news: toHomeNews(news),
    };
  });
  return { home };
}

/** The site title setting (xxl_title) names the home page; without it, the company name does. */
const ownMeta: Route.MetaFunction = ({ loaderData }) => {
  const home = loaderData ? unpack(loaderData.home) : undefined;
  const name = companyName(home?.settings.company_name);
  const description = home?.settings.xxl_description || home?.lead || name;
  return [{ title: home?.settings.xxl_title?.trim() || name }, { name: 'description', content: description }];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tiles, lead, settings, desktopAds, mobileAds, about, recommended, news } = unpack(loaderData.home);
  const name = companyName(settings.company_name);

  return (
    <div className="home">
      <h1 className="visually-hidden">{name}</h1>
      {desktopAds.length > 0 || mobileAds.length > 0 ? (
        <div className="home-carousels">
          <AdCarousel ads={desktopAds.length > 0 ? desktopAds : mobileAds} variant="desktop" autoplay={false} width={1920} height={600} />
          <AdCarousel ads={mobileAds.length > 0 ? mobileAds : desktopAds} variant="mobile" autoplay width={750} height={420} />
        </div>
      ) : (
        <section className="home-hero page-banner" aria-label={name}>
          <div className="container home-hero__inner">
            <div className="home-hero__text">
              <p className="home-hero__eyebrow">{slogan(settings.xxl_title, name, t('home.slogan'))}</p>
              <p className="home-hero__title">{name}</p>
              {lead ? <p className="home-hero__lead">{lead}</p> : null}
            </div>
            <HeroArt className="home-hero__art" />
          </div>
        </section>
      )}

      <section className="home-section" aria-labelledby="home-business">
        <div className="container">
          <header className="section-heading">
            <h2 id="home-business">{t('home.business')}</h2>
            <p>{t('home.businessLead')}</p>
          </header>
          {tiles.length === 0 ? (
            <p className="empty-state">{t('home.noBusiness')}</p>
          ) : (
            <ul className="tile-grid">
              {tiles.map((node) => (
                <li key={node.id}>
                  <CategoryTile node={node} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <AboutBlock about={about} companyName={name} />
      <Recommendations items={recommended} />
      <NewsGrid items={news} />

      {settings.site_notice ? (
        <aside className="home-notice container" aria-label={t('home.notice')}>
          <p>{settings.site_notice}</p>
        </aside>
      ) : null}
    </div>
  );
}

function CategoryTile({ node }: { node: HomeTile }) {
  const t = useT();
  const childs = node.childs;
  return (
    <article className="tile" aria-labelledby={`tile-${node.id}`}>
      {node.image ? <SiteImage className="tile__image" src={node.image} alt="" sizes={IMAGE_SIZES.tile} width={400} height={200} /> : null}
      <div className="tile__body">
        <h3 id={`tile-${node.id}`} className="tile__title">
          <CategoryLink node={node} />
        </h3>
        {node.text ? <p className="tile__text">{node.text}</p> : null}
        {childs.length > 0 ? (
          <ul className="tile__links">
            {childs.map((child) => (
              <li key={child.id}>
                <CategoryLink node={child} />
              </li>
            ))}
          </ul>
        ) : null}
        <CategoryLink node={node} className="tile__more" aria-label={t('home.moreAbout', { name: node.catname })}>
          <MoreText label={t('home.more')} full={t('home.moreAbout', { name: node.catname })} /> <ArrowRightOutlined aria-hidden />
        </CategoryLink>
      </div>
    </article>
  );
}
