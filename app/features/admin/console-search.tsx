// Search everywhere (issue 35, point 10): Ctrl+K (⌘K on a Mac) or the header's 搜索 button opens one
// search across orders (number, customer), customers, content and enquiries. The server searches only
// what the member's roles may open (contracts/api/admin/search.ts); a hit opens its console page.
// ↑/↓ choose, Enter opens, Esc closes.
import { SearchOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Modal, Spin, Typography } from 'antd';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { CONSOLE_SEARCH_KIND_LABELS, adminSearchApi, type ConsoleSearchAnswer } from '../../../contracts/api/admin/search.ts';
import { api } from '../../api/client.ts';

type Hit = ConsoleSearchAnswer['hits'][number];

/** Asks once typing pauses: every keystroke would be a query of four lists. */
const PAUSE_MS = 250;

/** Whether a key press is the search's shortcut: Ctrl+K, or ⌘K. */
export const isSearchShortcut = (event: Pick<globalThis.KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

function useSearch(query: string) {
  // The answer is kept with the words it answers: a newer query's answer replaces it, an older is dropped.
  const [result, setResult] = useState<{ q: string; answer: ConsoleSearchAnswer | null } | null>(null);
  const q = query.trim();
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .call(adminSearchApi.search, { q }, { silent: true, signal: controller.signal })
        .then((answer) => setResult({ q, answer }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ q, answer: null });
        });
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);
  const current = q && result?.q === q ? result : null;
  return { answer: current?.answer ?? null, loading: q !== '' && current === null };
}

const noSubscription = () => () => {};
/** ⌘K on a Mac, Ctrl K elsewhere; the server (and hydration) say Ctrl K. */
const useMac = () => useSyncExternalStore(noSubscription, () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent), () => false);

function SearchResults({ answer, active, onPick, onHover }: { answer: ConsoleSearchAnswer; active: number; onPick: (hit: Hit) => void; onHover: (index: number) => void }) {
  if (answer.hits.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有找到相关结果" />;
  return (
    <div role="listbox" id="console-search-results" aria-label="搜索结果" className="console-search__results">
      {answer.kinds.map((kind) => {
        const hits = answer.hits.map((hit, index) => ({ hit, index })).filter(({ hit }) => hit.kind === kind);
        if (hits.length === 0) return null;
        return (
          <div role="group" key={kind} aria-label={CONSOLE_SEARCH_KIND_LABELS[kind]} className="console-search__group">
            <div className="console-search__heading" aria-hidden="true">
              {CONSOLE_SEARCH_KIND_LABELS[kind]}
            </div>
            {hits.map(({ hit, index }) => (
              <div
                key={hit.key}
                id={`console-search-hit-${index}`}
                role="option"
                aria-selected={index === active}
                className={`console-search__hit${index === active ? ' console-search__hit--active' : ''}`}
                onMouseEnter={() => onHover(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(hit)}
              >
                <span className="console-search__title">{hit.title}</span>
                {hit.detail ? <Typography.Text type="secondary" className="console-search__detail">{hit.detail}</Typography.Text> : null}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

export function ConsoleSearch() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const { answer, loading } = useSearch(open ? query : '');
  // The chosen hit, kept with the answer it belongs to: a new answer starts at its first hit.
  const [chosen, setChosen] = useState<{ answer: ConsoleSearchAnswer | null; index: number }>({ answer: null, index: 0 });
  const active = chosen.answer === answer ? chosen.index : 0;
  const setActive = (index: number) => setChosen({ answer, index });
  const mac = useMac();
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // The browser's own Ctrl+K (its address bar's search) is not what a member means here.
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const hits = answer?.hits ?? [];
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (hit: Hit) => {
    close();
    void navigate(hit.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      setActive((active + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter' && hits[active]) {
      event.preventDefault();
      pick(hits[active]);
    }
  };

  return (
    <>
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)} className="console-search__button" aria-keyshortcuts="Control+K Meta+K" data-testid="console-search-button">
        <span className="console-search__label">搜索</span>
        <kbd className="console-search__kbd">{mac ? '⌘K' : 'Ctrl K'}</kbd>
      </Button>
      <Modal
        open={open}
        onCancel={close}
        footer={null}
        title="搜索订单、客户、内容与询价"
        width="min(640px, calc(100vw - 16px))"
        destroyOnHidden
        afterOpenChange={(visible) => {
          if (visible) input.current?.focus();
        }}
        className="console-search"
      >
        <Input
          ref={(element) => {
            input.current = element?.input ?? null;
          }}
          autoFocus
          allowClear
          size="large"
          prefix={<SearchOutlined />}
          placeholder="订单号、客户姓名/邮箱/单位、文章或新闻标题、询价人"
          aria-label="搜索"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls="console-search-results"
          aria-activedescendant={hits[active] ? `console-search-hit-${active}` : undefined}
          maxLength={50}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          data-testid="console-search-input"
        />
        <div className="console-search__body" aria-live="polite" aria-busy={loading}>
          {loading && !answer ? <Spin className="console-search__spin" /> : null}
          {answer && query.trim() ? <SearchResults answer={answer} active={active} onPick={pick} onHover={setActive} /> : null}
          {!query.trim() ? <Typography.Text type="secondary">输入后即可搜索；↑↓ 选择，Enter 打开，Esc 关闭。</Typography.Text> : null}
        </div>
      </Modal>
    </>
  );
}
