// The plasmid list's filters live in the URL (/admin/content/plasmids?keyword=GFP&plasmid_host=e_coli
// &status=0&page=2), and so does the open editor (edit=<id> or edit=new), so a reload or a shared link
// shows the same list and form. Parsing is forgiving: a bad value is simply no filter.
import { PLASMID_CHOICE_FIELDS } from '../../../../contracts/plasmid-admin.ts';

type ChoiceColumn = (typeof PLASMID_CHOICE_FIELDS)[number]['column'];

export interface PlasmidFilters extends Partial<Record<ChoiceColumn, string>> {
  keyword?: string;
  status?: 0 | 1;
  page?: number;
}

export type PlasmidEditing = number | 'new' | null;

export function parsePlasmidFilters(search: URLSearchParams): PlasmidFilters {
  const filters: PlasmidFilters = {};
  const keyword = search.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword;
  for (const field of PLASMID_CHOICE_FIELDS) {
    const value = search.get(field.column);
    if (value && field.options.some((o) => o.value === value)) filters[field.column] = value;
  }
  const status = search.get('status');
  if (status === '0' || status === '1') filters.status = Number(status) as 0 | 1;
  const page = Number(search.get('page') ?? '');
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

export function parsePlasmidEditing(search: URLSearchParams): PlasmidEditing {
  const edit = search.get('edit');
  if (edit === 'new') return 'new';
  const id = Number(edit ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function plasmidSearch(filters: PlasmidFilters, editing: PlasmidEditing = null): string {
  const search = new URLSearchParams();
  if (filters.keyword) search.set('keyword', filters.keyword);
  for (const field of PLASMID_CHOICE_FIELDS) {
    const value = filters[field.column];
    if (value) search.set(field.column, value);
  }
  if (filters.status !== undefined) search.set('status', String(filters.status));
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  if (editing !== null) search.set('edit', String(editing));
  return search.toString();
}

/** The list call's (and the export's) parameters. */
export function plasmidFilterParams(filters: PlasmidFilters): Record<string, string | number | undefined> {
  const { page: _page, ...rest } = filters;
  return rest;
}
