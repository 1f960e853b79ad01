// The sections of /contactUS: introduction with picture and counters, platform advantages, the
// postdoctoral platform, welfare, work places with the map, hotlines, mailboxes and WeChat accounts.
// Every HTML string here was sanitised by the server.
import type { PageBlock } from '../../../contracts/api/about.ts';
import { IMAGE_SIZES, SiteImage } from '../../components/site-image.tsx';
import { CounterFigures } from './counter-figures.tsx';
import type { ContactPageData } from './contact-loader.ts';
import { useT } from '../../i18n/use-t.ts';
import { BlockIconMark } from '../service/block-icon.tsx';

function Section({ id, title, children, soft }: { id: string; title: string; children: React.ReactNode; soft?: boolean }) {
  return (
    <section className={`about-section${soft ? ' about-section--soft' : ''}`} aria-labelledby={`${id}-title`} data-testid={`about-${id}`}>
      <div className="container">
        <h2 id={`${id}-title`} className="about-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function BlockCards({ blocks, variant }: { blocks: PageBlock[]; variant?: string }) {
  return (
    <ul className={`about-cards${variant ? ` about-cards--${variant}` : ''}`}>
      {blocks.map((block) => (
        <li key={block.id} className="about-card">
          {block.icon ? (
            <BlockIconMark icon={block.icon} className="about-card__icon" />
          ) : block.litpic ? (
            <SiteImage className="about-card__image" src={block.litpic} alt="" sizes={IMAGE_SIZES.tile} width={480} height={320} />
          ) : null}
          <div className="about-card__text">
            <h3 className="about-card__title">{block.title}</h3>
            {block.subtitle ? <p className="about-card__subtitle">{block.subtitle}</p> : null}
            {block.description ? <p className="about-card__desc">{block.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 客户服务: phone, e-mail and address for customers (the hotlines below are for applicants). */
function CustomerService({ service }: { service: ContactPageData['service'] }) {
  const t = useT();
  if (service.phones.length === 0 && !service.email && !service.address) return null;
  return (
    <div data-testid="about-service">
      <h3 className="about-contact__heading">{t('about.service')}</h3>
      <dl className="about-service">
        {service.phones.length > 0 ? (
          <div>
            <dt>{t('about.serviceTel')}</dt>
            <dd>
              {service.phones.map((tel) => (
                <a key={tel} href={`tel:${tel.replace(/[^\d+]/g, '')}`} data-testid="about-service-tel">
                  {tel}
                </a>
              ))}
            </dd>
          </div>
        ) : null}
        {service.email ? (
          <div>
            <dt>{t('about.serviceEmail')}</dt>
            <dd>
              <a href={`mailto:${service.email}`} data-testid="about-service-email">
                {service.email}
              </a>
            </dd>
          </div>
        ) : null}
        {service.address ? (
          <div>
            <dt>{t('about.address')}</dt>
            <dd data-testid="about-service-address">{service.address}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

export function ContactSections({ data }: { data: ContactPageData }) {
  const t = useT();
  const { intro, welfare } = data;
  return (
    <>
      <Section id="intro" title={intro.title || t('about.intro')}>
        <div className="about-intro">
          <div className="about-intro__body rich-text" dangerouslySetInnerHTML={{ __html: intro.body }} />
          {intro.litpic ? <SiteImage className="about-intro__image" src={intro.litpic} alt={intro.title || data.companyName} sizes="(max-width: 900px) 100vw, 520px" width={600} height={350} priority /> : null}
        </div>
        <CounterFigures counters={intro.counters} />
      </Section>

      {data.platform.length > 0 ? (
        <Section id="platform" title={t('about.platform')} soft>
          <BlockCards blocks={data.platform} />
        </Section>
      ) : null}

      {data.postdoc.length > 0 ? (
        <Section id="postdoc" title={t('about.postdoc')}>
          <BlockCards blocks={data.postdoc} variant="plain" />
        </Section>
      ) : null}

      {welfare.body || welfare.list.length > 0 ? (
        <Section id="welfare" title={welfare.title || t('about.welfare')} soft>
          {welfare.body ? <div className="about-welfare__body rich-text" dangerouslySetInnerHTML={{ __html: welfare.body }} /> : null}
          <ul className="about-welfare">
            {welfare.list.map((item) => (
              <li key={item.id} className="about-welfare__item">
                <strong>{item.title}</strong>
                {item.subtitle ? <span>{item.subtitle}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="contact" title={t('about.contact')}>
        <div className="about-contact">
          <div className="about-contact__places">
            <h3 className="about-contact__heading">{t('about.places')}</h3>
            <ul className="about-places">
              {data.places.map((place) => (
                <li key={place.id}>
                  <strong>{place.title}</strong>
                  {place.subtitle ? <span className="about-places__tag">{place.subtitle}</span> : null}
                  {place.description ? <p>{place.description}</p> : null}
                </li>
              ))}
            </ul>
            {data.map ? <SiteImage className="about-contact__map" src={data.map} alt={t('about.mapAlt')} sizes="(max-width: 900px) 100vw, 460px" /> : null}
          </div>
          <div className="about-contact__side">
            <CustomerService service={data.service} />
            {data.hotlines.length > 0 ? (
              <div data-testid="about-hotlines">
                <h3 className="about-contact__heading">{t('about.hotlines')}</h3>
                {data.hotlines.map((html, index) => (
                  <p key={index} className="about-contact__hotline" dangerouslySetInnerHTML={{ __html: html }} />
                ))}
              </div>
            ) : null}
            {data.mailboxes.length > 0 ? (
              <div data-testid="about-mailboxes">
                <h3 className="about-contact__heading">{t('about.mailboxes')}</h3>
                <ul className="about-mailboxes">
                  {data.mailboxes.map((box) => (
                    <li key={box.id}>
                      <span>{box.title}</span>
                      {box.description ? <a href={`mailto:${box.description}`}>{box.description}</a> : null}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </Section>

      {data.wechat.length > 0 ? (
        <Section id="wechat" title={t('about.wechat')} soft>
          <ul className="about-wechat">
            {data.wechat.map((account, index) => (
              <li key={account.id} id={`wechat-${index + 1}`} className="about-wechat__item">
                {account.litpic ? <SiteImage src={account.litpic} alt={t('about.wechatAlt', { name: account.title })} sizes="160px" width={160} height={160} /> : null}
                <strong>{account.title}</strong>
                {account.description ? <span>{account.description}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
