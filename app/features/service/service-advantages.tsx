// The service advantages block of a service page: the category's own points (youshi, sanitised HTML)
// and the company-wide advantages (/about/fuwuyoushi), each with its icon, or its picture when it has none.
import type { PageBlock } from '../../../contracts/api/about.ts';
import { SiteImage } from '../../components/site-image.tsx';
import { useT } from '../../i18n/use-t.ts';
import { BlockIconMark } from './block-icon.tsx';

export function ServiceAdvantages({ youshi, blocks }: { youshi: string | null; blocks: PageBlock[] }) {
  const t = useT();
  if (!youshi && blocks.length === 0) return null;
  return (
    <section className="service-advantages" aria-labelledby="service-advantages-title" data-testid="service-advantages">
      <h2 id="service-advantages-title" className="service-section__title">{t('service.advantages')}</h2>
      {youshi ? <div className="service-advantages__points rich-text" dangerouslySetInnerHTML={{ __html: youshi }} /> : null}
      {blocks.length > 0 ? (
        <ul className="service-advantages__grid">
          {blocks.map((block) => (
            <li key={block.id} className="service-advantages__item">
              {block.icon ? (
                <BlockIconMark icon={block.icon} className="service-advantages__icon" />
              ) : block.litpic ? (
                <SiteImage src={block.litpic} alt="" sizes="64px" width={64} height={64} />
              ) : null}
              <h3>{block.title}</h3>
              {block.subtitle ? <p className="service-advantages__subtitle">{block.subtitle}</p> : null}
              {block.description ? <p>{block.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
