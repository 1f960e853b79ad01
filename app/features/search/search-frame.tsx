// The frame the search, detail, privacy and CRISPR help pages share: a title band and a breadcrumb.
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

export function PageBand({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <section className="page-band" aria-label={title}>
      <div className="container">
        <p className="page-band__title">{title}</p>
        {subtitle ? <p className="page-band__subtitle">{subtitle}</p> : null}
      </div>
    </section>
  );
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav className="page-breadcrumb" aria-label="面包屑" data-testid="breadcrumb">
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
