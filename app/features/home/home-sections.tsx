// The home page sections below the carousels: the about block, the platform recommendations and the
// news grid. Server-rendered with their links; 'learn more' targets follow the specification.
import { ArrowRightOutlined } from '../../components/plain-icons.tsx';
import { IMAGE_SIZES, SiteImage } from '../../components/site-image.tsx';
import { CounterFigures } from '../about/counter-figures.tsx';
import { dayMonth, newsDetailHref } from '../news/news-query.ts';
import type { HomeAbout, HomeNews, HomeRecommendation } from './home-data.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { SiteLink } from '../../components/site-link.tsx';
import { MoreText } from '../../components/more-text.tsx';
import { pagePath } from '../../../contracts/page-paths.ts';

export const recommendationHref = (item: Pick<HomeRecommendation, 'tid'>) => pagePath('dynamic-detail', { id: item.tid });

export function AboutBlock({ about, companyName }: { about: HomeAbout; companyName: string }) {
  const t = useT();
  const { pathTo } = useLocale();
  const text = about.text;
  return (
    <section className="home-section home-about" aria-labelledby="home-about-title" data-testid="home-about">
      <div className="container home-about__inner">
        {about.litpic ? <SiteImage className="home-about__image" src={about.litpic} alt={t('home.office', { name: companyName })} sizes={IMAGE_SIZES.half} width={560} height={360} /> : null}
        <div className="home-about__text">
          <p className="home-about__eyebrow">{t('home.about')}</p>
          <h2 id="home-about-title">{about.title || companyName}</h2>
          {text ? <p>{text}</p> : null}
          <SiteLink className="button button--primary" to={pathTo('contact-us')} aria-label={t('home.moreAbout', { name: t('home.about') })}>
            <MoreText label={t('home.more')} full={t('home.moreAbout', { name: t('home.about') })} /> <ArrowRightOutlined aria-hidden />
          </SiteLink>
        </div>
      </div>
      <div className="container">
        <CounterFigures counters={about.counters} />
      </div>
    </section>
  );
}

export function Recommendations({ items }: { items: HomeRecommendation[] }) {
  const t = useT();
  const { to } = useLocale();
  return (
    <section className="home-section home-section--white" aria-labelledby="home-recommend" data-testid="home-recommendations">
      <div className="container">
        <header className="section-heading">
          <h2 id="home-recommend">{t('home.recommend')}</h2>
          <p>{t('home.recommendLead')}</p>
        </header>
        {items.length === 0 ? (
          <p className="empty-state">{t('home.noRecommend')}</p>
        ) : (
          <ul className="tile-grid">
            {items.map((item) => (
              <li key={item.id}>
                <article className="tile" aria-labelledby={`recommend-${item.id}`}>
                  {item.litpic ? <SiteImage className="tile__image" src={item.litpic} alt="" sizes={IMAGE_SIZES.tile} width={400} height={200} /> : null}
                  <div className="tile__body">
                    <h3 id={`recommend-${item.id}`} className="tile__title">
                      <SiteLink to={to(recommendationHref(item))}>{item.title}</SiteLink>
                    </h3>
                    {item.text ? <p className="tile__text">{item.text}</p> : null}
                    <SiteLink className="tile__more" to={to(recommendationHref(item))} aria-label={t('home.moreAbout', { name: item.title })}>
                      <MoreText label={t('home.more')} full={t('home.moreAbout', { name: item.title })} /> <ArrowRightOutlined aria-hidden />
                    </SiteLink>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function NewsGrid({ items }: { items: HomeNews[] }) {
  const t = useT();
  const { to, pathTo } = useLocale();
  return (
    <section className="home-section" aria-labelledby="home-news" data-testid="home-news">
      <div className="container">
        <header className="section-heading">
          <h2 id="home-news">{t('home.news')}</h2>
          <p>{t('home.newsLead')}</p>
        </header>
        {items.length === 0 ? (
          <p className="empty-state">{t('home.noNews')}</p>
        ) : (
          <ul className="home-news">
            {items.map((item) => {
              const date = dayMonth(item.create_time);
              return (
                <li key={item.id} className="home-news__item">
                  <article aria-labelledby={`home-news-${item.id}`}>
                    <p className="home-news__date">
                      <span className="home-news__day">{date.day}</span>
                      <span className="home-news__month">{date.month}</span>
                    </p>
                    <h3 id={`home-news-${item.id}`} className="home-news__title">
                      <SiteLink to={to(newsDetailHref(item.id))}>{item.title}</SiteLink>
                    </h3>
                    <p className="home-news__text">{item.text}</p>
                    <SiteLink className="tile__more" to={to(newsDetailHref(item.id))} aria-label={t('home.moreAbout', { name: item.title })}>
                      <MoreText label={t('home.more')} full={t('home.moreAbout', { name: item.title })} /> <ArrowRightOutlined aria-hidden />
                    </SiteLink>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
        <p className="home-news__all">
          <SiteLink to={pathTo('news-center')}>{t('home.allNews')}</SiteLink>
        </p>
      </div>
    </section>
  );
}
