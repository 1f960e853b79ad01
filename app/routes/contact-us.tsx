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

export function loader({ context, request }: Route.LoaderArgs) {
  return loadContactPage(context, pageLanguage(request));
}

const ownMeta: Route.MetaFunction = ({ loaderData }) => {
  const intro = loaderData?.intro;
  const description = plainText(intro?.description) || plainText(intro?.body).slice(0, 150);
  return [{ title: pageTitle(loaderData?.companyName, intro?.title || '关于我们') }, { name: 'description', content: description }];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return (
    <AboutFrame
      title="关于我们"
      lead={plainText(loaderData.intro.description)}
      menu={CONTACT_MENU}
      menuLabel="关于我们"
      crumbs={[{ label: '关于我们' }]}
      testId="contact-us"
    >
      <ContactSections data={loaderData} />
      <section className="about-section about-join" aria-labelledby="join-title" data-testid="about-recruitment-menu">
        <div className="container">
          <h2 id="join-title" className="about-section__title">
            加入我们
          </h2>
          <nav className="about-join__links" aria-label="人才招聘">
            <Link className="button button--primary" to="/recruitment/enterprise">
              社会招聘
            </Link>
            <Link className="button button--ghost" to="/recruitment/school">
              校园招聘
            </Link>
          </nav>
        </div>
      </section>
    </AboutFrame>
  );
}
