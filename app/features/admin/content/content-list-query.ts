// The article and news lists' filters live in the URL (/admin/content/news?keyword=平台&tid=6&status=0&page=2),
// so a reload or a shared link shows the same list. Parsing is forgiving: a bad value is no filter.
export interface ContentFilters {
  keyword?: string;
  tid?: number;
  status?: 0 | 1;
  page?: number;
}

const positive = (text: string | null) => {
  const n = Number(text ?? '');
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

export function parseContentFilters(search: URLSearchParams): ContentFilters {
  const status = search.get('status');
  const page = positive(search.get('page'));
  return {
    keyword: search.get('keyword')?.trim().slice(0, 100) || undefined,
    tid: positive(search.get('tid')),
    status: status === '0' ? 0 : status === '1' ? 1 : undefined,
    page: page !== undefined && page > 1 ? page : undefined,
  };
}

export function contentFiltersSearch(filters: ContentFilters): string {
  const search = new URLSearchParams();
  for (const key of ['keyword', 'tid', 'status', 'page'] as const) {
    const value = filters[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search.toString();
}
