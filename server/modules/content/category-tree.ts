// Builds the category trees from the visible rows. Pure functions, so the service can compute every
// tree once per cache period and the tests can check shapes without a database.
import type { CategoryNode } from '../../../contracts/api/content.ts';

/** A category row as the repository returns it (status already filtered to visible). */
export type CategoryRow = Omit<CategoryNode, 'childs'> & { is_teshu: number };

export interface CategoryIndex {
  /** Every reachable visible category with full fields and full-field childs (`allcate`, `read`). */
  full: CategoryNode[];
  /** The same tree without body/youshi (`index`, the root loader). */
  menu: CategoryNode[];
  /** Special categories (is_teshu 1) with their childs, menu fields only (`teshuCate`). */
  teshu: CategoryNode[];
  /** Full nodes by id, only those reachable from the top level. */
  byId: Map<number, CategoryNode>;
}

const byOrder = (a: CategoryRow, b: CategoryRow) => a.sort - b.sort || a.id - b.id;

function toNode(row: CategoryRow, withContent: boolean): CategoryNode {
  return {
    id: row.id,
    pid: row.pid,
    catname: row.catname,
    encatname: row.encatname,
    type: row.type,
    gourl: row.gourl,
    molds: row.molds,
    tid: row.tid,
    litpic: row.litpic,
    litpicm: row.litpicm,
    description: row.description,
    keywords: row.keywords,
    body: withContent ? row.body : null,
    youshi: withContent ? row.youshi : null,
    sort: row.sort,
    // Only English answers carry the flag, so the Chinese ones stay as they were.
    ...(row.hasEnglish === undefined ? {} : { hasEnglish: row.hasEnglish }),
    childs: [],
  };
}

/**
 * Nests the rows under pid 0. A row whose parent is missing or hidden is unreachable and left out
 * with its whole subtree: hiding a category hides everything below it. Only rows whose pid chain
 * ends at 0 are reachable, so a pid cycle in bad data is simply left out.
 */
export function buildCategoryIndex(rows: readonly CategoryRow[]): CategoryIndex {
  const children = new Map<number, CategoryRow[]>();
  for (const row of rows.toSorted(byOrder)) {
    const list = children.get(row.pid);
    if (list) list.push(row);
    else children.set(row.pid, [row]);
  }

  const byId = new Map<number, CategoryNode>();
  const menuById = new Map<number, CategoryNode>();
  const teshuRows: CategoryRow[] = [];
  const build = (pid: number, withContent: boolean): CategoryNode[] =>
    (children.get(pid) ?? []).map((row) => {
        const node = toNode(row, withContent);
        node.childs = build(row.id, withContent);
        if (withContent) byId.set(row.id, node);
        else {
          menuById.set(row.id, node);
          if (row.is_teshu === 1) teshuRows.push(row);
        }
        return node;
      });

  const full = build(0, true);
  const menu = build(0, false);
  // A special category inside another special one is already listed as that one's child.
  const teshuIds = new Set(teshuRows.map((row) => row.id));
  const teshu = teshuRows
    .filter((row) => !hasAncestor(row, teshuIds, menuById))
    .toSorted(byOrder)
    .map((row) => menuById.get(row.id)!);
  return { full, menu, teshu, byId };
}

function hasAncestor(row: CategoryRow, ids: Set<number>, nodes: Map<number, CategoryNode>): boolean {
  let pid = row.pid;
  for (let depth = 0; pid !== 0 && depth < nodes.size; depth++) {
    if (ids.has(pid)) return true;
    pid = nodes.get(pid)?.pid ?? 0;
  }
  return false;
}

/**
 * The banner of a category: its own litpic, else the nearest ancestor's, else the default.
 * A category that is not visible gets the default too: a banner is decoration, never an error.
 */
export function bannerOf(id: number, byId: Map<number, CategoryNode>, fallback: string): string {
  let node = byId.get(id);
  for (let depth = 0; node && depth <= byId.size; depth++) {
    if (node.litpic?.trim()) return node.litpic.trim();
    node = node.pid === 0 ? undefined : byId.get(node.pid);
  }
  return fallback;
}

/**
 * The hidden rows a preview of category `id` shows (server/modules/content/preview.ts): the category
 * itself when hidden, and every hidden ancestor, so that the category is reachable as it would be if
 * shown. A hidden ancestor is shown too, because otherwise the previewed page could not exist at all;
 * its other hidden descendants (siblings, children of the category) stay hidden. Empty when `id` is
 * neither visible nor hidden (it does not exist) or its pid chain does not end at 0.
 */
export function previewRows(id: number, visible: readonly CategoryRow[], hidden: readonly CategoryRow[]): CategoryRow[] {
  const shown = new Map(visible.map((row) => [row.id, row]));
  const concealed = new Map(hidden.map((row) => [row.id, row]));
  const added: CategoryRow[] = [];
  let current = id;
  for (let depth = 0; current !== 0 && depth <= shown.size + concealed.size; depth++) {
    const row = shown.get(current) ?? concealed.get(current);
    if (!row) return [];
    if (!shown.has(current)) added.push(row);
    current = row.pid;
  }
  return current === 0 ? added : [];
}
