// /crispr-help: guide RNA design and off-target prediction in three steps. Every tool and tutorial
// opens in a new tab, so the visitor keeps this guide open beside it.
import { ExportOutlined, ReadOutlined } from '@ant-design/icons';
import type { Route } from './+types/crispr-help';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootSettings } from '../components/shell-data.ts';
import { Breadcrumb, PageBand } from '../components/page-frame.tsx';
import { CRISPR_HELP_REFERENCES, CRISPR_HELP_STEPS } from '../features/search/crispr-help-content.ts';
import { withSiteMeta } from '../components/page-meta.ts';

const TITLE = 'sgRNA 设计与脱靶预测';

export function loader({ context }: Route.LoaderArgs) {
  return { canonical: `${context.get(serverContext).services.config.publicUrl}/crispr-help` };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(rootSettings(matches)?.company_name, TITLE) },
  { name: 'description', content: '三步完成 CRISPR 向导 RNA 设计与脱靶分析：CRISPOR 设计 sgRNA，Cas-OFFinder 预测脱靶位点，CRISPR-Net 脱靶活性打分。' },
  { name: 'keywords', content: 'sgRNA设计,脱靶预测,CRISPOR,Cas-OFFinder,CRISPR-Net,GUIDE-seq' },
  ...(loaderData ? [{ tagName: 'link', rel: 'canonical', href: loaderData.canonical }] : []),
];

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

export default function CrisprHelp() {
  return (
    <div className="search-page crispr-help" data-testid="crispr-help">
      <PageBand title={TITLE} subtitle="Guide RNA design & off-target prediction" />
      <div className="container">
        <Breadcrumb items={[{ label: '首页', to: '/' }, { label: TITLE }]} />
        <h1 className="crispr-help__title">{TITLE}</h1>
        <p className="crispr-help__intro">
          按以下三个步骤即可完成向导 RNA（sgRNA）的设计与脱靶评估。每个步骤的工具与教程均在新标签页中打开。
        </p>
        <ol className="crispr-steps">
          {CRISPR_HELP_STEPS.map((step) => (
            <li key={step.step} className="crispr-step" data-testid="crispr-step">
              <span className="crispr-step__number" aria-hidden="true">
                {step.step}
              </span>
              <h2 className="crispr-step__title">
                第{step.step}步：{step.title}
              </h2>
              <p className="crispr-step__tool">工具：{step.tool}</p>
              <p>{step.text}</p>
              <ul className="crispr-step__tips">
                {step.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
              <p className="crispr-step__actions">
                <a className="button button--primary" href={step.toolUrl} target="_blank" rel="noopener noreferrer">
                  <ExportOutlined aria-hidden /> 打开 {step.tool}
                  <span className="visually-hidden">（新标签页）</span>
                </a>
                <a className="button" href={step.tutorialUrl} target="_blank" rel="noopener noreferrer">
                  <ReadOutlined aria-hidden /> {step.tool} 使用教程
                  <span className="visually-hidden">（新标签页）</span>
                </a>
              </p>
            </li>
          ))}
        </ol>
        <section className="crispr-references" aria-labelledby="crispr-references-title">
          <h2 id="crispr-references-title">参考文献</h2>
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
