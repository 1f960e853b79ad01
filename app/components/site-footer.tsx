// The footer: the first 4 top categories with up to 5 children each, the QR code, the news centre and
// about-us links, the copyright and the record-filing (ICP) text linked to the MIIT registry.
import { footerColumns } from '../../contracts/category-nav.ts';
import { CategoryLink } from './category-link.tsx';
import type { ShellCategory, ShellData } from './shell-data.ts';
import { SiteImage } from './site-image.tsx';
import { companyName, telHref } from './shell-rules.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { SiteLink } from './site-link.tsx';
import { ReusedMarkup } from './reused-markup.tsx';

export const BEIAN_URL = 'https://beian.miit.gov.cn/';

export function SiteFooter({ nav, settings }: Pick<ShellData, 'settings'> & { nav: ShellCategory[] }) {
  const t = useT();
  const { lang, pathTo } = useLocale();
  const name = companyName(settings.company_name);
  const phone = telHref(settings.xxl_tel400, settings.xxl_tel);
  return (
    <ReusedMarkup as="footer" name="site-footer" className="site-footer" data-testid="site-footer" inputs={[lang, nav, settings]}>
      <div className="container site-footer__main">
        <div className="site-footer__columns">
          {footerColumns(nav).map(({ node, childs }) => (
            <section key={node.id} className="site-footer__column" aria-labelledby={`footer-col-${node.id}`}>
              <h2 className="site-footer__title" id={`footer-col-${node.id}`}>
                <CategoryLink node={node} />
              </h2>
              <ul className="site-footer__links">
                {childs.map((child) => (
                  <li key={child.id}>
                    <CategoryLink node={child} />
                  </li>
                ))}
                {/* A category without children (质粒平台) left a heading over an empty column. */}
                {childs.length === 0 ? (
                  <li>
                    <CategoryLink node={node}>{t('footer.enter', { name: node.catname })}</CategoryLink>
                  </li>
                ) : null}
              </ul>
            </section>
          ))}
        </div>
        <div className="site-footer__contact">
          <h2 className="site-footer__title">{t('footer.contact')}</h2>
          {phone ? (
            <a className="site-footer__hotline" href={phone.href}>
              <span className="visually-hidden">{t('footer.hotline')}</span>
              {phone.label}
            </a>
          ) : null}
          {settings.xxl_foottel ? <p>{settings.xxl_foottel}</p> : null}
          {settings.xxl_erweima ? (
            <figure className="site-footer__qr">
              <SiteImage src={settings.xxl_erweima} alt={t('footer.qrAlt', { name })} sizes="112px" width={112} height={112} />
              <figcaption>{t('footer.qrCaption')}</figcaption>
            </figure>
          ) : null}
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <nav aria-label={t('footer.links')} className="site-footer__nav">
            <SiteLink to={pathTo('news-center')}>{t('footer.news')}</SiteLink>
            <SiteLink to={pathTo('contact-us')}>{t('footer.about')}</SiteLink>
            <SiteLink to={pathTo('privacy-policy')}>{t('footer.privacy')}</SiteLink>
          </nav>
          <p className="site-footer__legal">
            <span>{settings.xxl_copyright || t('footer.copyright', { name })}</span>
            {settings.xxl_beian ? (
              <a href={BEIAN_URL} target="_blank" rel="noopener noreferrer" data-testid="beian-link">
                {settings.xxl_beian}
              </a>
            ) : null}
          </p>
          {settings.site_notice ? <p className="site-footer__notice">{settings.site_notice}</p> : null}
        </div>
      </div>
    </ReusedMarkup>
  );
}
