// /plasmidPlatformDetail?listId=: one plasmid, server-rendered: the name as title, then product info,
// basic info, plasmid properties, function intro, plasmid intro, plasmid map and sequence (blocks
// decided by the read call's field order). Missing text shows 暂无信息. The back arrow returns to the
// list as it was and clears the remembered list item. A missing or malformed listId is the 404 page.
// 购买/咨询 opens the technical products' purchase modal with the plasmid filled in (issue 17).
import { useMemo, useState } from 'react';
import { ArrowLeftOutlined, ShoppingCartOutlined } from '../components/plain-icons.tsx';
import { Link, data, useLocation, useNavigate } from 'react-router';
import { orNotFoundPage } from '../components/or-not-found-page.ts';
import type { Route } from './+types/plasmid-platform-detail';
import { serverContext } from '../server-context.ts';
import { pageTitle } from '../components/shell-rules.ts';
import { rootMessages, rootSettings } from '../components/shell-data.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { Breadcrumb } from '../components/page-frame.tsx';
import { PlainButton } from '../components/plain-button.tsx';
import { PLASMID_NO_INFO } from '../../contracts/plasmid-constants.ts';
import { PREVIEW_PARAM } from '../../contracts/preview.ts';
import { detailBlocks, displayPrice, type DetailBlock } from '../features/plasmid/detail-blocks.ts';
import { PlasmidMap } from '../features/plasmid/plasmid-map.tsx';
import { PlasmidSequence } from '../features/plasmid/plasmid-sequence.tsx';
import { withSequenceHead, type SequenceSource } from '../features/plasmid/full-sequence.ts';
import { PLASMID_INDEX_PATH, PLASMID_LIST_PATH, parseListId, plasmidDetailHref } from '../features/plasmid/plasmid-query.ts';
import { forgetListItem, rememberedListItem, savedListSearch } from '../features/plasmid/plasmid-storage.ts';
import { detailSeo, platformSeo } from '../features/plasmid/plasmid-seo.ts';
import { useBrowserValue } from '../components/use-browser-value.ts';
import { withSiteMeta } from '../components/page-meta.ts';
import type { PurchaseItem } from '../features/product/purchase-modal.tsx';
import { LazyPurchaseModal } from '../features/product/lazy-modals.tsx';
import { PLASMID_MOLDS } from '../../contracts/product-constants.ts';
import { pageLanguage } from '../../contracts/page-language.ts';
import { EnglishNotice } from '../components/english-notice.tsx';
import { messageIn } from '../../contracts/english-messages.ts';
import { translator } from '../i18n/translate.ts';
import { useLocale, useT } from '../i18n/use-t.ts';
import { pagePath } from '../../contracts/page-paths.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const lang = pageLanguage(request);
  const { services } = context.get(serverContext);
  const search = new URL(request.url).searchParams;
  const id = parseListId(search);
  if (id === null) throw data(null, { status: 404 });
  // A preview link (server/modules/content/preview.ts) shows the plasmid even while hidden; its
  // sequence downloads carry the same token, which the download call checks again for this plasmid.
  const preview = await services.preview.allows(request, 'plasmid', id);
  const [full, tree] = await orNotFoundPage(Promise.all([services.plasmids.read(id, { preview, lang }), services.content.navigationTree(undefined, { lang })]));
  const previewToken = preview ? search.get(PREVIEW_PARAM) : null;
  // The first bases only: the page fetches the rest when the map or the reader needs it.
  const { detail, sequenceLength } = withSequenceHead(full);
  return { detail, sequenceLength, previewToken, platform: platformSeo(tree, lang).title, lang, canonical: services.config.publicUrl + plasmidDetailHref(id) };
}

const ownMeta: Route.MetaFunction = ({ loaderData, matches }) => {
  const company = rootSettings(matches)?.company_name;
  const t = translator(rootMessages(matches));
  if (!loaderData) return [{ title: pageTitle(company, t('status.notFoundTitle')) }, { name: 'robots', content: 'noindex' }];
  const { detail } = loaderData;
  const seo = detailSeo(detail, loaderData.lang);
  return [
    { title: pageTitle(company, t('catalogue.detailTitle', { name: detail.name, itemNo: detail.item_no, platform: loaderData.platform })) },
    { name: 'description', content: seo.description },
    { name: 'keywords', content: seo.keywords },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonical },
  ];
};

export const meta: Route.MetaFunction = (args) => withSiteMeta(args, ownMeta(args) ?? []);

function FieldList({ block }: { block: DetailBlock }) {
  const { lang } = useLocale();
  return (
    <dl className="plasmid-fields">
      {block.fields.map((field) => (
        <div key={field.key} className="plasmid-fields__item" data-field={field.key}>
          <dt>{messageIn(lang, field.label)}</dt>
          <dd className={field.value ? undefined : 'plasmid-empty-text'}>{messageIn(lang, field.value ?? PLASMID_NO_INFO)}</dd>
        </div>
      ))}
    </dl>
  );
}

function NoInfo() {
  const { lang } = useLocale();
  return <p className="plasmid-empty-text">{messageIn(lang, PLASMID_NO_INFO)}</p>;
}

function RichText({ html }: { html: string | null }) {
  if (!html) return <NoInfo />;
  // Sanitised by the plasmid service (server/http/sanitize-html.ts).
  return <div className="plasmid-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The block menu scrolls without adding history entries, so the back arrow's one step back still
 * reaches the list. Without JavaScript the anchors work as plain fragment links.
 */
function scrollToBlock(event: React.MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
}

/** Where the back arrow goes: history back when the list opened this page, else the remembered list. */
function useBack(id: number) {
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useBrowserValue(savedListSearch);
  const { to } = useLocale();
  const href = to(saved ? `${PLASMID_LIST_PATH}?${saved}` : PLASMID_LIST_PATH);
  const onClick = (event: React.MouseEvent) => {
    const fromList = rememberedListItem() === id && location.key !== 'default';
    forgetListItem();
    if (fromList) {
      // One step back restores the list exactly, scroll position included.
      event.preventDefault();
      void navigate(-1);
    }
  };
  return { href, onClick };
}

export default function PlasmidPlatformDetail({ loaderData }: Route.ComponentProps) {
  const { detail, sequenceLength, platform, previewToken } = loaderData;
  const blocks = detailBlocks(detail);
  const back = useBack(detail.id);
  const t = useT();
  const { lang } = useLocale();
  const [buying, setBuying] = useState<PurchaseItem | null>(null);
  // One object per plasmid: the map is memoised on it, and the sequence loads are keyed by it.
  const sequence = useMemo<SequenceSource | null>(
    () => (detail.sequence ? { id: detail.id, head: detail.sequence, length: sequenceLength, preview: previewToken } : null),
    [detail.id, detail.sequence, sequenceLength, previewToken],
  );
  const item: PurchaseItem = { id: detail.id, molds: PLASMID_MOLDS, title: detail.name, article_number: detail.item_no, specifications: detail.specification, price: displayPrice(detail.price) };

  const body = (block: DetailBlock) => {
    const value = block.fields[0]?.value ?? null;
    switch (block.id) {
      case 'function':
        return <RichText html={detail.functionIntroduction} />;
      case 'introduction':
        return <RichText html={detail.introduction} />;
      case 'map':
        return <PlasmidMap name={detail.name} sequence={sequence} features={detail.features} profile={value} />;
      case 'sequence':
        return sequence ? (
          <PlasmidSequence source={sequence} itemNo={detail.item_no} />
        ) : (
          <NoInfo />
        );
      default:
        return <FieldList block={block} />;
    }
  };

  return (
    <div className="plasmid-page plasmid-detail" data-testid="plasmid-detail">
      <div className="container">
        <Breadcrumb
          items={[{ label: t('nav.home'), to: pagePath('home') }, { label: platform, to: PLASMID_INDEX_PATH }, { label: t('catalogue.listTitle'), to: PLASMID_LIST_PATH }, { label: detail.name }]}
        />
        <EnglishNotice item={detail} />
        <header className="plasmid-detail__header">
          <Link to={back.href} onClick={back.onClick} className="plasmid-detail__back" aria-label={t('catalogue.backToList')} data-testid="plasmid-back">
            <ArrowLeftOutlined aria-hidden />
          </Link>
          <div className="plasmid-detail__heading">
            <h1 className="plasmid-detail__title">{detail.name}</h1>
            <p className="plasmid-detail__item">{t('catalogue.itemNoOf', { itemNo: detail.item_no })}</p>
          </div>
          <div className="plasmid-detail__buy">
            {item.price ? (
              <span className="plasmid-detail__price" data-testid="plasmid-price">
                {item.price}
              </span>
            ) : null}
            <PlainButton type="primary" icon={<ShoppingCartOutlined aria-hidden />} onClick={() => setBuying(item)} data-testid="plasmid-buy">
              {t('catalogue.buy')}
            </PlainButton>
          </div>
        </header>
        <nav className="plasmid-detail__nav" aria-label={t('catalogue.contents')}>
          {blocks.map((block) => (
            <a key={block.id} href={`#plasmid-${block.id}`} onClick={scrollToBlock}>
              {messageIn(lang, block.title)}
            </a>
          ))}
        </nav>
        {blocks.map((block) => (
          <section key={block.id} id={`plasmid-${block.id}`} className={`plasmid-block plasmid-block--${block.id}`} aria-labelledby={`plasmid-${block.id}-title`} data-testid={`plasmid-block-${block.id}`}>
            <h2 id={`plasmid-${block.id}-title`} className="plasmid-block__title">
              {messageIn(lang, block.title)}
            </h2>
            {body(block)}
          </section>
        ))}
      </div>
      <LazyPurchaseModal product={buying} onClose={() => setBuying(null)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <NotFoundPage />;
}
