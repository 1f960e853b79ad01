// The header search box. A plain GET form, so it works before (or without) JavaScript; with
// JavaScript it navigates on the client and refuses an empty keyword.
import { SearchOutlined } from './plain-icons.tsx';
import { useId, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchHref } from './shell-rules.ts';
import { chinesePath } from '../../contracts/page-language.ts';
import { PAGES } from '../../contracts/page-paths.ts';
import { useLocale, useT } from '../i18n/use-t.ts';

interface SearchBoxProps {
  className?: string;
  testId?: string;
  /** A fixed id for the input where the markup is reused (reused-markup.tsx); a generated one otherwise. */
  inputId?: string;
  onSearch?: () => void;
}

export function SearchBox({ className, testId = 'search-box', inputId, onSearch }: SearchBoxProps) {
  const t = useT();
  const { to, pathTo } = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const current = chinesePath(location.pathname) === PAGES['search-result'].path ? new URLSearchParams(location.search).get('keyword') ?? '' : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(input.current?.value ?? '');
    if (!href) {
      input.current?.focus();
      return;
    }
    onSearch?.();
    void navigate(to(href));
  };

  return (
    <form role="search" action={pathTo('search-result')} method="get" className={`search-box ${className ?? ''}`} onSubmit={onSubmit} data-testid={testId}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        key={current}
        ref={input}
        id={id}
        name="keyword"
        type="search"
        className="search-box__input"
        placeholder={t('search.placeholder')}
        defaultValue={current}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__button" aria-label={t('search.submit')}>
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
