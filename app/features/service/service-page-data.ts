// What the two service pages (/dynamicIndex, /dynamicDetail) read on the server: the category of
// `id` with its trail for the breadcrumb, and its banner. Unknown, hidden or malformed ids are 404s,
// except a hidden category that the request's preview token names (server/modules/content/preview.ts).
import { data } from 'react-router';
import type { CategoryNode } from '../../../contracts/api/content.ts';
import { parsePositiveInt } from '../../../contracts/numbers.ts';
import type { Services } from '../../../server/services.ts';
import { toShellTree } from '../../components/shell-data.ts';
import { pageLanguage } from '../../../contracts/page-language.ts';

/** The categories from the top level down to `id` (inclusive); empty when `id` is not in the tree. */
export function categoryTrail(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryTrail(node.childs ?? [], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export async function readServiceCategory(services: Services, request: Request) {
  const id = parsePositiveInt(new URL(request.url).searchParams.get('id'));
  if (id === null) throw data(null, { status: 404 });
  const preview = await services.preview.previewedId(request, 'category');
  const all = await services.content.allCategories(preview, { lang: pageLanguage(request) });
  const trail = categoryTrail(all, id);
  const category = trail.at(-1);
  if (!category) throw data(null, { status: 404 });
  const banner = await services.content.categoryImage(id, preview);
  // Ancestors only need what a link needs (the navigation rule), not their bodies.
  return { category, trail: toShellTree(trail.slice(0, -1)), banner: banner.info };
}
