// The parts both news pages share: the banner with the page heading and the breadcrumb.
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** The category's banner picture (it carries the section name itself); without one, a plain band with the name. */
export function NewsBanner({ title, image }: { title: string; image: string }) {
  return (
    <section className="news-banner" aria-label={title}>
      {image ? (
        <img className="news-banner__image" src={image} alt={title} width={1920} height={360} />
      ) : (
        <div className="news-banner__text container">
          <p className="news-banner__title">{title}</p>
        </div>
      )}
    </section>
  );
}

export function NewsBreadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="news-breadcrumb" aria-label="面包屑" data-testid="breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current={index === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
