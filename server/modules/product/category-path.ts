// Small pure helpers over the visible category tree that the product pages need: the path from the
// top level down to a category, every id below a category, and the technical-service menu.
import { TECH_SERVICE_VIEW } from '../../../contracts/category-nav.ts';
import { CategoryType } from '../../../contracts/content.ts';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import type { TechModel } from '../../../contracts/api/product.ts';

// Childs come from pid links, so a loop is impossible; the bound keeps a corrupt tree harmless anyway.
const MAX_DEPTH = 16;

/** The categories from the top level down to `id` (inclusive); empty when `id` is not visible. */
export function categoryPath(nodes: readonly CategoryNode[], id: number, depth = 0): CategoryNode[] {
  if (depth > MAX_DEPTH) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = categoryPath(node.childs ?? [], id, depth + 1);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The category and every visible descendant. */
export function subtreeIds(node: CategoryNode, depth = 0): number[] {
  if (depth > MAX_DEPTH) return [node.id];
  return [node.id, ...(node.childs ?? []).flatMap((child) => subtreeIds(child, depth + 1))];
}

const isTechCategory = (node: CategoryNode) =>
  (node.type === CategoryType.TechServiceCards || node.type === CategoryType.TechServiceTable) && Boolean(node.molds?.trim());

/**
 * The technical-service menu (/product/getModels): every type 9/10 category with a `molds` that has
 * no such category below it. A section category (技术服务, itself type 10 with a molds so its menu
 * link lands on a list) would otherwise repeat its first child in the menu. Tree order.
 */
export function techModels(nodes: readonly CategoryNode[], depth = 0): TechModel[] {
  if (depth > MAX_DEPTH) return [];
  const out: TechModel[] = [];
  for (const node of nodes) {
    const below = techModels(node.childs ?? [], depth + 1);
    if (below.length) out.push(...below);
    else if (isTechCategory(node)) {
      out.push({
        name: node.catname,
        type: node.type === CategoryType.TechServiceCards ? TECH_SERVICE_VIEW.cards : TECH_SERVICE_VIEW.table,
        tid: node.id,
        molds: node.molds!.trim(),
      });
    }
  }
  return out;
}

/**
 * The menu entry /techService highlights: the one matching `molds` (the one of category `id` when
 * several share it), else the entry of category `id` itself, else the first.
 */
export function activeModel(models: readonly TechModel[], id: number | null, molds: string | null): TechModel | null {
  const byMolds = molds ? models.filter((m) => m.molds === molds) : [];
  return byMolds.find((m) => m.tid === id) ?? byMolds[0] ?? models.find((m) => m.tid === id) ?? models[0] ?? null;
}
