// /contactUS (also /contactUs; paths match case-insensitively): the company introduction, figures,
// platforms, welfare, contact details and the recruitment menu, all rendered on the server.
import { Link } from 'react-router';
import type { Route } from './+types/contact-us';
import { plainText } from '../components/plain-text.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { AboutFrame, CONTACT_MENU } from '../features/about/about-frame.tsx';
import { loadContactPage } from '../features/about/contact-loader.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { ContactSections } from '../features/about/contact-sections.tsx';
import { withSiteMeta } from '../components/page-meta.ts';
import { rootMessages } from '../components/shell-data.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import blockIconsCss from '../styles/block-icons.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: blockIconsCss }];

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContactPage(context, pageLanguage(request));
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const t = translator(rootMessages(matches));
  const intro = loaderData?.intro;
  const description = plainText(intro?.description) || plainText(intro?.body).slice(0, 150);
  return [{ title: pageTitle(loaderData?.companyName, intro?.title || t('about.title')) }, { name: 'description', content: description }];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { pathTo } = useLocale();
  return (
    <AboutFrame
      title={t('about.title')}
      lead={plainText(loaderData.intro.description)}
      menu={CONTACT_MENU}
      menuLabel={t('about.title')}
      crumbs={[{ label: t('about.title') }]}
      testId="contact-us"
    >
      <ContactSections data={loaderData} />
      <section className="about-section about-join" aria-labelledby="join-title" data-testid="about-recruitment-menu">
        <div className="container">
          <h2 id="join-title" className="about-section__title">
            {t('about.join')}
          </h2>
          <nav className="about-join__links" aria-label={t('about.recruitment')}>
            <Link className="button button--primary" to={pathTo('recruitment-enterprise')}>
              {t('about.enterprise')}
            </Link>
            <Link className="button button--ghost" to={pathTo('recruitment-school')}>
              {t('about.school')}
            </Link>
          </nav>
        </div>
      </section>
    </AboutFrame>
  );
}
