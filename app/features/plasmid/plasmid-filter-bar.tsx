// The list's search (type select + box) and its seven filters. Every change becomes a new URL, so the
// state can be shared, reloaded and kept in history; a change starts again at the first page.
// Without JavaScript the search box still submits as a plain GET form. The controls are antd's markup
// without antd (PlainSelect, PlainButton, antd's input classes): the page loads antd's Select only
// when one is used (decision 0041).
import { SearchOutlined } from '../../components/plain-icons.tsx';
import { useState } from 'react';
import { Form } from 'react-router';
import { PLASMID_FILTERS, PLASMID_FILTER_ALL, type PlasmidFilterKey, type PlasmidFilterOption } from '../../../contracts/plasmid-filters.ts';
import { PLASMID_PAGE_SIZE, PLASMID_SEARCH_MAX } from '../../../contracts/plasmid-constants.ts';
import { PlainButton } from '../../components/plain-button.tsx';
import { PlainSelect } from '../../components/plain-select.tsx';
import { ANTD_CSS_VAR_KEY } from '../../components/antd-theme.ts';
import { messageIn } from '../../../contracts/english-messages.ts';
import { useLocale, useT } from '../../i18n/use-t.ts';
import { LIST_NAVIGATION, PLASMID_LIST_PATH, PLASMID_SEARCH_TYPES, isNarrowed, type PlasmidListState, type PlasmidSearchType } from './plasmid-query.ts';

interface Props {
  state: PlasmidListState;
  onFilter(key: PlasmidFilterKey, value: string): void;
  onReset(): void;
}

export function PlasmidFilterBar({ state, onFilter, onReset }: Props) {
  const t = useT();
  const { lang } = useLocale();
  return (
    <section className="plasmid-filters" aria-label={t('catalogue.filters')} data-testid="plasmid-filters">
      {/* Remounted when the URL's search changes (back button, shared link, reset), so it shows what the list shows. */}
      <SearchForm key={`${state.searchType}:${state.keyword}`} state={state} />
      <div className="plasmid-filters__grid">
        {PLASMID_FILTERS.map((filter) => {
          const id = `plasmid-filter-${filter.state}`;
          return (
            <div key={filter.key} className="plasmid-filter" data-testid={`plasmid-filter-${filter.key}`}>
              <label htmlFor={id} className="plasmid-filter__label">
                {messageIn(lang, filter.title)}
              </label>
              <PlainSelect
                id={id}
                className="plasmid-filter__select"
                value={state.filters[filter.key]}
                onChange={(value) => onFilter(filter.key, value)}
                options={(filter.options as readonly PlasmidFilterOption[]).map((o) => ({ value: o.value, label: messageIn(lang, o.label) }))}
                popupMatchSelectWidth={false}
              />
            </div>
          );
        })}
        <div className="plasmid-filter plasmid-filter--reset">
          <PlainButton onClick={onReset} disabled={!isNarrowed(state)} data-testid="plasmid-reset">
            {t('catalogue.resetFilters')}
          </PlainButton>
        </div>
      </div>
    </section>
  );
}

function SearchForm({ state }: { state: PlasmidListState }) {
  const [searchType, setSearchType] = useState<PlasmidSearchType>(state.searchType);
  const t = useT();
  const { to } = useLocale();
  return (
    <Form method="get" action={to(PLASMID_LIST_PATH)} className="plasmid-search" role="search" aria-label={t('catalogue.searchForm')} preventScrollReset state={LIST_NAVIGATION}>
      {PLASMID_FILTERS.map((filter) =>
        state.filters[filter.key] !== PLASMID_FILTER_ALL ? <input key={filter.key} type="hidden" name={filter.state} value={state.filters[filter.key]} /> : null,
      )}
      {state.size !== PLASMID_PAGE_SIZE ? <input type="hidden" name="size" value={state.size} /> : null}
      <label htmlFor="plasmid-search-type" className="visually-hidden">
        {t('catalogue.searchType')}
      </label>
      <PlainSelect
        id="plasmid-search-type"
        className="plasmid-search__type"
        value={searchType}
        onChange={(value) => setSearchType(value as PlasmidSearchType)}
        options={PLASMID_SEARCH_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
        data-testid="plasmid-search-type"
      />
      <label htmlFor="plasmid-search-input" className="visually-hidden">
        {t('catalogue.searchText')}
      </label>
      <input
        id="plasmid-search-input"
        className={`ant-input ant-input-outlined plasmid-search__input ${ANTD_CSS_VAR_KEY} ant-input-css-var`}
        type="search"
        // The box's name is the chosen search type, so the form submits name= or itemNo=.
        name={searchType}
        defaultValue={state.keyword}
        maxLength={PLASMID_SEARCH_MAX}
        placeholder={searchType === 'itemNo' ? t('catalogue.itemNoPlaceholder') : t('catalogue.namePlaceholder')}
        autoComplete="off"
      />
      <PlainButton type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
        {t('catalogue.search')}
      </PlainButton>
    </Form>
  );
}
