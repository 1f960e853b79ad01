// /crispr-help: guide RNA design and off-target prediction in three steps. Every tool and tutorial
// opens in a new tab, so the visitor keeps this guide open beside it.
import { ExportOutlined, ReadOutlined } from '../components/plain-icons.tsx';
import type { Route } from './+types/crispr-help';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { CRISPR_HELP, CRISPR_HELP_REFERENCES } from '../features/search/crispr-help-content.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export function loader({ context, request }: Route.LoaderArgs) {
  return { canonical: `${context.get(serverContext).services.config.publicUrl}${pagePath('crispr-help')}`, lang: pageLanguage(request) };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const help = CRISPR_HELP[loaderData?.lang ?? 'zh'];
  return [
    { title: pageTitle(rootSettings(matches)?.company_name, help.title) },
    { name: 'description', content: help.description },
    { name: 'keywords', content: help.keywords },
    ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprHelp() {
  const t = useT();
  const { lang, to } = useLocale();
  const help = CRISPR_HELP[lang];
  const newTab = <span className="visually-hidden">{t('crispr.helpPage.newTab')}</span>;
  return (
    <div className="search-page crispr-help" data-testid="crispr-help">
      <PageBand title={help.title} subtitle="Guide RNA design & off-target prediction" />
      <div className="container">
        <Breadcrumb items={[{ label: t('nav.home'), to: pagePath('home') }, { label: help.title }]} />
        <h1 className="crispr-help__title">{help.title}</h1>
        <p className="crispr-help__intro">{help.intro}</p>
        <ol className="crispr-steps">
          {help.steps.map((step) => (
            <li key={step.step} className="crispr-step" data-testid="crispr-step">
              <span className="crispr-step__number" aria-hidden="true">
                {step.step}
              </span>
              <h2 className="crispr-step__title">{t('crispr.helpPage.step', { step: step.step, title: step.title })}</h2>
              <p className="crispr-step__tool">{t('crispr.helpPage.tool', { tool: step.tool })}</p>
              <p>{step.text}</p>
              <ul className="crispr-step__tips">
                {step.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <p className="crispr-step__actions">
                <a className="button button--primary" href={to(step.toolUrl)} target="_blank" rel="noopener noreferrer">
                  <ExportOutlined aria-hidden /> {t('crispr.helpPage.open', { tool: step.tool })}
                  {newTab}
                </a>
                <a className="button" href={step.tutorialUrl} target="_blank" rel="noopener noreferrer">
                  <ReadOutlined aria-hidden /> {t('crispr.helpPage.tutorial', { tool: step.tool })}
                  {newTab}
                </a>
              </p>
            </li>
          ))}
        </ol>
        <section className="crispr-references" aria-labelledby="crispr-references-title">
          <h2 id="crispr-references-title">{t('crispr.helpPage.references')}</h2>
          <ol>
            {CRISPR_HELP_REFERENCES.map((ref) => (
              <li key={ref.doi} data-testid="crispr-reference">
                {ref.citation}{' '}
                <a href={`https://doi.org/${ref.doi}`} target="_blank" rel="noopener noreferrer">
                  doi:{ref.doi}
                </a>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
