// What the home page ships: only the fields its sections render. The category tree, the company
// introduction and the settings are large (bodies, keywords, every child), and loader data is
// serialised into every uncached page and parsed again on hydration, so the server cuts them here.
import type { RecommendedService } from '../../../contracts/api/article.ts';
import type { AboutUs, CategoryNode, SiteSettings } from '../../../contracts/api/content.ts';
import type { NewsSummary } from '../../../contracts/news.ts';
import { plainText } from '../../components/plain-text.ts';
import { shellNode, type ShellCategory } from '../../components/shell-data.ts';

/** Children listed on a tile before "more". */
export const TILE_CHILDREN = 4;
/** Characters of the company introduction the about block shows before 'learn more'. */
export const ABOUT_EXCERPT = 180;
/** Characters of a news description on the home page. */
export const NEWS_EXCERPT = 90;

/**
 * `make` remembered per input object. The services hand out the same cached objects until content
 * changes (their TTL caches, dropped on every content write), so the home page's cut-down forms are
 * made once per change instead of once per render; a new object (a preview, a refreshed cache) gets
 * its own. The results are read only (loader data), so sharing them is safe.
 */
function oncePer<In extends object, Out>(make: (input: In) => Out): (input: In) => Out {
  const made = new WeakMap<In, Out>();
  return (input) => {
    let output = made.get(input);
    if (output === undefined) {
      output = make(input);
      made.set(input, output);
    }
    return output;
  };
}

export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

export interface HomeTile extends Omit<ShellCategory, 'childs'> {
  image: string;
  text: string;
  childs: ShellCategory[];
}

export const toHomeTiles = oncePer((tree: readonly CategoryNode[]): HomeTile[] =>
  tree.map((node) => ({
    ...shellNode(node, []),
    image: node.litpicm || node.litpic || '',
    text: plainText(node.description),
    childs: (node.childs ?? []).slice(0, TILE_CHILDREN).map((child) => shellNode(child, [])),
  })),
);

export interface HomeAbout {
  title: string;
  litpic: string;
  text: string;
  counters: AboutUs['counters'];
}

export const toHomeAbout = oncePer(
  (about: AboutUs): HomeAbout => ({
    title: about.title,
    litpic: about.litpic ?? '',
    text: excerpt(plainText(about.description) || plainText(about.body), ABOUT_EXCERPT),
    counters: about.counters,
  }),
);

export type HomeRecommendation = Pick<RecommendedService, 'id' | 'tid' | 'title' | 'litpic'> & { text: string };

export const toHomeRecommendations = oncePer((items: readonly RecommendedService[]): HomeRecommendation[] =>
  items.map((item) => ({ id: item.id, tid: item.tid, title: item.title, litpic: item.litpic, text: plainText(item.description) })),
);

export type HomeNews = Pick<NewsSummary, 'id' | 'title' | 'create_time'> & { text: string };

export const toHomeNews = oncePer((items: readonly NewsSummary[]): HomeNews[] =>
  items.map((item) => ({ id: item.id, title: item.title, create_time: item.create_time, text: excerpt(plainText(item.description), NEWS_EXCERPT) })),
);

/** The settings the home page reads (the shell has its own). */
export type HomeSettings = Pick<Partial<SiteSettings>, 'company_name' | 'xxl_title' | 'xxl_description' | 'site_notice'>;

export function toHomeSettings(settings: Partial<SiteSettings>): HomeSettings {
  const { company_name, xxl_title, xxl_description, site_notice } = settings;
  return { company_name, xxl_title, xxl_description, site_notice };
}
