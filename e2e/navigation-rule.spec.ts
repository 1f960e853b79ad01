// The category navigation rule across the whole site, followed in the browser from the top menu:
// for every category type of the demo tree (0-10) one entry is clicked and must land on the route
// the specification gives, render (no 404), and start at the top; an absolute go-URL opens a new
// tab; on /techService a click reloads the page. The expected targets are written out here from
// the specification, independently of the app's own rule code.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { waitForHydration } from './support/page-checks.ts';

// Counts requests, reads caching headers or times a first load: a page of its own per test, with an
// empty cache (e2e/support/test.ts).
test.use({ freshPage: true });

interface Node {
  id: number;
  pid: number;
  type: number;
  catname: string;
  gourl: string | null;
  molds: string | null;
  childs: Node[];
}

async function navigationTree(request: APIRequestContext): Promise<Node[]> {
  const body = (await (await request.post('/api/v1/category/index')).json()) as { data: Node[] };
  return body.data;
}

/** The specification's rule, step 3 (by type). */
function expectedPath(node: Node): string {
  switch (node.type) {
    case 0:
      return `/dynamicIndex?id=${node.id}`;
    case 1:
      return `/dynamicDetail?id=${node.id}`;
    case 2:
      return '/plasmidPlatform/plasmidPlatformList';
    case 3:
      return '/contactUS';
    case 4:
      return '/crispr-help';
    case 5:
      return '/recruitment/enterprise';
    case 6:
    case 7:
      return `/newsCenter?type=${node.type}&id=${node.id}`;
    case 8:
      return `/productService?id=${node.id}`;
    default:
      // The techService page reads `type` as its view: 1 cards (category type 9), 0 table (type 10).
      return `/techService?type=${node.type === 9 ? 1 : 0}&id=${node.id}&molds=${node.molds ?? ''}`;
  }
}

const isAbsolute = (url: string | null) => !!url && /^https?:\/\//.test(url);

/** Every menu entry: top-level categories and their children, as the top menu shows them. */
function menuEntries(tree: Node[]): Array<{ node: Node; top: Node }> {
  return tree.flatMap((top) => [{ node: top, top }, ...top.childs.map((child) => ({ node: child, top }))]);
}

async function menuLink(page: Page, entry: { node: Node; top: Node }) {
  const nav = page.getByTestId('site-nav');
  if (entry.node === entry.top) return nav.locator('.desktop-nav__link', { hasText: entry.node.catname }).first();
  await nav.locator('.desktop-nav__link', { hasText: entry.top.catname }).first().hover();
  return nav.getByRole('list', { name: entry.top.catname }).getByRole('link', { name: entry.node.catname, exact: true });
}

test.use({ viewport: { width: 1366, height: 900 } });

test('every category type of the menu lands where the specification says', async ({ page, request }) => {
  const entries = menuEntries(await navigationTree(request)).filter(({ node }) => !isAbsolute(node.gourl));
  const types = new Map<number, { node: Node; top: Node }>();
  for (const entry of entries) {
    // Step 2: a top-level type-0 category with children stands for its first child; test children directly.
    if (entry.node.pid === 0 && entry.node.type === 0 && entry.node.childs.length > 0) continue;
    if (!types.has(entry.node.type)) types.set(entry.node.type, entry);
  }
  expect([...types.keys()].toSorted((a, b) => a - b), 'the demo menu has every category type').toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

  for (const [type, entry] of types) {
    await page.goto('/newsCenter');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    const expected = expectedPath(entry.node);
    const link = await menuLink(page, entry);
    await expect(link, `type ${type}: ${entry.node.catname}`).toHaveAttribute('href', expected);
    await link.click();
    await expect(page, `type ${type}`).toHaveURL((url) => `${url.pathname}${url.search}` === expected);
    await expect(page.locator('main')).not.toContainText('页面不存在');
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: `type ${type} starts at the top` }).toBe(0);
  }
});

test('a top-level type-0 category with children acts as its first child', async ({ page, request }) => {
  const tree = await navigationTree(request);
  const group = tree.find((n) => n.pid === 0 && n.type === 0 && n.childs.length > 0 && !n.gourl)!;
  await page.goto('/');
  await waitForHydration(page);
  const link = page.getByTestId('site-nav').locator('.desktop-nav__link', { hasText: group.catname }).first();
  await expect(link).toHaveAttribute('href', expectedPath(group.childs[0]!));
});

test('an absolute go-URL opens in a new tab', async ({ page, request }) => {
  const entry = menuEntries(await navigationTree(request)).find(({ node }) => isAbsolute(node.gourl))!;
  await page.goto('/');
  await waitForHydration(page);
  const link = await menuLink(page, entry);
  await expect(link).toHaveAttribute('href', entry.node.gourl!);
  await expect(link).toHaveAttribute('target', '_blank');
});

test('on /techService a menu click replaces the route and reloads the page', async ({ page, request }) => {
  const entries = menuEntries(await navigationTree(request)).filter(({ node }) => node.type === 9 || node.type === 10);
  const [from, to] = [entries.find((e) => e.node.pid !== 0)!, entries.filter((e) => e.node.pid !== 0)[1]!];
  await page.goto('/');
  await page.goto(expectedPath(from.node));
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const link = await menuLink(page, to);
  await link.click();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === expectedPath(to.node));
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  // Replaced, not pushed: going back skips the first technical-service page.
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
