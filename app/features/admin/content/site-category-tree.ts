// Builds the console's category tree from the flat list (hidden ones included), and the parent
// choices of the edit form (never the category itself or its branch).
import type { z } from 'zod';
import type { adminCategory } from '../../../../contracts/api/admin/content-site.ts';

export type AdminCategory = z.infer<typeof adminCategory>;
export type CategoryTreeRow = AdminCategory & {
  children?: CategoryTreeRow[];
  siblings: number;
  position: number;
  /** Not on the public site: hidden itself, below a hidden category, or without a parent (so it is previewed, not viewed). */
  offline: boolean;
};

export function buildAdminTree(rows: readonly AdminCategory[]): CategoryTreeRow[] {
  const byParent = new Map<number, AdminCategory[]>();
  for (const row of rows) byParent.set(row.pid, [...(byParent.get(row.pid) ?? []), row]);
  const ids = new Set(rows.map((r) => r.id));
  const seen = new Set<number>();
  const build = (pid: number, hiddenAbove: boolean): CategoryTreeRow[] => {
    const list = (byParent.get(pid) ?? []).toSorted((a, b) => a.sort - b.sort || a.id - b.id);
    return list.map((row, position) => {
      const fresh = !seen.has(row.id);
      seen.add(row.id);
      const offline = hiddenAbove || row.status !== 1;
      const children = fresh && byParent.has(row.id) ? build(row.id, offline) : [];
      return { ...row, siblings: list.length, position, offline, ...(children.length ? { children } : {}) };
    });
  };
  const tree = build(0, false);
  // Rows whose parent no longer exists are shown at the top so an editor can move or delete them.
  const orphans = rows.filter((r) => r.pid !== 0 && !ids.has(r.pid) && !seen.has(r.id));
  return [...tree, ...orphans.map((row, position) => ({ ...row, siblings: orphans.length, position, offline: true }))];
}

export interface ParentOption {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** The parent tree-select: 顶级栏目 (0) and every category, with `self` and its branch disabled. */
export function parentOptions(tree: readonly CategoryTreeRow[], self?: number): ParentOption[] {
  const walk = (nodes: readonly CategoryTreeRow[], blocked: boolean): ParentOption[] =>
    nodes.map((n) => {
      const off = blocked || n.id === self;
      return { value: n.id, title: n.catname, disabled: off, ...(n.children ? { children: walk(n.children, off) } : {}) };
    });
  return [{ value: 0, title: '顶级栏目' }, ...walk(tree, false)];
}

/** `id` and the categories above it (for opening the table down to a category); 0 and unknown ids give none. */
export function withAncestors(rows: readonly Pick<AdminCategory, 'id' | 'pid'>[], id: number): number[] {
  const parentOf = new Map(rows.map((row) => [row.id, row.pid]));
  const chain: number[] = [];
  for (let at = id; at !== 0 && parentOf.has(at) && !chain.includes(at); at = parentOf.get(at)!) chain.push(at);
  return chain;
}

/** Every category that has children: what 全部展开 opens. */
export function branchIds(tree: readonly CategoryTreeRow[]): number[] {
  return tree.flatMap((row) => (row.children ? [row.id, ...branchIds(row.children)] : []));
}
