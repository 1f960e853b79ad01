// A service category as a tile: picture, name, short description and 'learn more', each link
// following the navigation rule. Used by the service landing pages.
import { ArrowRightOutlined } from '../../components/plain-icons.tsx';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { CategoryLink } from '../../components/category-link.tsx';
import { plainText } from '../../components/plain-text.ts';
import { IMAGE_SIZES, SiteImage } from '../../components/site-image.tsx';
import { useT } from '../../i18n/use-t.ts';
import { MoreText } from '../../components/more-text.tsx';

export function ServiceTile({ node, idPrefix }: { node: CategoryNode; idPrefix: string }) {
  const t = useT();
  const titleId = `${idPrefix}-${node.id}`;
  return (
    <article className="tile" aria-labelledby={titleId}>
      {/* The tile picture (litpicm, as on the home page); litpic is the category's page banner. */}
      {node.litpicm || node.litpic ? <SiteImage className="tile__image" src={node.litpicm || node.litpic || ''} alt="" sizes={IMAGE_SIZES.tile} width={400} height={200} /> : null}
      <div className="tile__body">
        <h3 id={titleId} className="tile__title">
          <CategoryLink node={node} />
        </h3>
        {node.description ? <p className="tile__text">{plainText(node.description)}</p> : null}
        <CategoryLink node={node} className="tile__more" aria-label={t('home.moreAbout', { name: node.catname })}>
          <MoreText label={t('home.more')} full={t('home.moreAbout', { name: node.catname })} /> <ArrowRightOutlined aria-hidden />
        </CategoryLink>
      </div>
    </article>
  );
}
