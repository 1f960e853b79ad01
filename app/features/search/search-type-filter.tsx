// The type filter of /searchResult: 全部 and one link per type with its count. Each is a real link to
// the filtered address (page 1), so it works without JavaScript and the back button returns to the
// previous filter; a type without hits is shown but not linked.
import { Link } from 'react-router';
import { SEARCH_TYPES, type SearchType } from '../../../contracts/search.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { searchPageHref, type SearchQuery } from './search-query.ts';

export function SearchTypeFilter({ query, types }: { query: SearchQuery; types: Record<SearchType, number> }) {
  const t = useT();
  const { to } = useLocale();
  const all = SEARCH_TYPES.reduce((sum, type) => sum + types[type], 0);
  const options: Array<[SearchType | '', number]> = [['', all], ...SEARCH_TYPES.map((type): [SearchType, number] => [type, types[type]])];
  return (
    <nav className="search-types" aria-label={t('search.filterByType')} data-testid="search-types">
      <ul className="search-types__list">
        {options.map(([type, count]) => {
          const label = (
            <>
              {t(type ? `search.type.${type}` : 'search.type.all')} <span className="search-types__count">{count}</span>
            </>
          );
          const current = type === query.type;
          return (
            <li key={type || 'all'}>
              {current || count === 0 ? (
                <span className={`search-types__item${current ? ' search-types__item--current' : ' search-types__item--empty'}`} aria-current={current ? 'page' : undefined}>
                  {label}
                </span>
              ) : (
                <Link className="search-types__item" to={to(searchPageHref({ ...query, type, page: 1 }))}>
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
