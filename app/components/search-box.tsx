// The header search box. A plain GET form, so it works before (or without) JavaScript; with
// JavaScript it navigates on the client and refuses an empty keyword.
import { SearchOutlined } from '@ant-design/icons';
import { useId, useRef, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchHref } from './shell-rules.ts';

export const SEARCH_PLACEHOLDER = '请输入产品名称或编号';

export function SearchBox({ className, testId = 'search-box', onSearch }: { className?: string; testId?: string; onSearch?: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const current = location.pathname === '/searchResult' ? new URLSearchParams(location.search).get('keyword') ?? '' : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const href = searchHref(input.current?.value ?? '');
    if (!href) {
      input.current?.focus();
      return;
    }
    onSearch?.();
    void navigate(href);
  };

  return (
    <form role="search" action="/searchResult" method="get" className={`search-box ${className ?? ''}`} onSubmit={onSubmit} data-testid={testId}>
      <label htmlFor={id} className="visually-hidden">
        搜索产品
      </label>
      <input
        key={current}
        ref={input}
        id={id}
        name="keyword"
        type="search"
        className="search-box__input"
        placeholder={SEARCH_PLACEHOLDER}
        defaultValue={current}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search-box__button" aria-label="搜索">
        <SearchOutlined aria-hidden />
      </button>
    </form>
  );
}
