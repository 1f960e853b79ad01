// The data every page's shell needs, read once by the root loader (server-rendered, so crawlers see
// the menu) and handed to the components through `useShellData`.
import { useRouteLoaderData, type RouterContextProvider } from 'react-router';
import type { CategoryNode, SiteSettings } from '../../contracts/api/content.ts';
import type { PageLanguage } from '../../contracts/page-language.ts';
import { catalogueIn } from '../i18n/catalogue-store.ts';
import type { Messages } from '../i18n/zh.ts';
import { createPacker, packedInline, unpack, type Packed } from '../page-assembly/packed-data.ts';

/** A category as the menus need it: the fields of the navigation rule and the name, nothing heavier. */
export interface ShellCategory {
  id: number;
  pid: number;
  catname: string;
  type: number;
  gourl: string | null;
  molds: string | null;
  childs: ShellCategory[];
}

export interface ShellData {
  /** The page's language, from its address (/en/… is English). */
  lang: PageLanguage;
  /**
   * The menu tree, packed: made into JSON text once per cached tree, where ~220 values walked one by
   * one cost a share of every uncached page (decisions 0039, 0045, 0056). Read it through `navOf`. The
   * interface strings are not here: they are a static asset per language (app/i18n/catalogue-store.ts,
   * decision 0048).
   */
  nav: Packed<ShellCategory[]>;
  settings: Partial<SiteSettings>;
  /** The site's public address (no trailing slash): canonical links and share URLs. */
  publicUrl: string;
}

export const EMPTY_SHELL: ShellData = { lang: 'zh', nav: packedInline([]), settings: {}, publicUrl: '' };

// The content cache hands out the same tree until content changes, so its menu is packed once.
const packTree = createPacker();

/** The menu as the root loader sends it (ShellData.nav): `toShellTree`, packed. */
export function packShellTree(context: Readonly<RouterContextProvider>, nodes: readonly CategoryNode[]): Packed<ShellCategory[]> {
  return packTree(context, [nodes], () => toShellTree(nodes));
}

/** The menu tree of a shell's `nav` (shared: read only). */
export function navOf(nav: Packed<ShellCategory[]>): ShellCategory[] {
  return unpack(nav);
}

/** Drops descriptions, images and bodies: the menu ships with every page, so it stays small. */
export function toShellTree(nodes: readonly CategoryNode[]): ShellCategory[] {
  return shellTreeOf(nodes);
}

function shellTreeOf(nodes: readonly CategoryNode[]): ShellCategory[] {
  return nodes.map((node) => shellNode(node, shellTreeOf(node.childs ?? [])));
}

/** One category with the fields the navigation rule needs, and the given children. */
export function shellNode(node: CategoryNode, childs: ShellCategory[]): ShellCategory {
  return { id: node.id, pid: node.pid, catname: node.catname, type: node.type, gourl: node.gourl, molds: node.molds, childs };
}

/** The root loader's data; empty when the root loader itself failed (the error page still has a shell). */
export function useShellData(): ShellData {
  return (useRouteLoaderData('root') as ShellData | undefined) ?? EMPTY_SHELL;
}

/** The root settings from a `meta` function's matches, for page titles (`pageTitle`). */
export function rootSettings(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): ShellData['settings'] | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData as ShellData | undefined)?.settings;
}

/**
 * The interface strings of the root's language from a `meta` function's matches (meta runs outside
 * React); none when the root loader failed, as in `useT`.
 */
export function rootMessages(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Partial<Messages> {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as ShellData | undefined;
  return data ? catalogueIn(data.lang) : {};
}
