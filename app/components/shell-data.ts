// The data every page's shell needs, read once by the root loader (server-rendered, so crawlers see
// the menu) and handed to the components through `useShellData`.
import { useRouteLoaderData } from 'react-router';
import type { CategoryNode, SiteSettings } from '../../contracts/api/content.ts';
import type { PageLanguage } from '../../contracts/page-language.ts';
import type { Messages } from '../i18n/zh.ts';

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
   * The interface strings of that language (app/i18n), chosen on the server, as JSON text: one string
   * costs the loader-data serialiser next to nothing where ~650 entries cost a good share of a render
   * (decision 0039). Read them through `messagesOf`.
   */
  messages: string;
  /**
   * The menu tree as JSON text, for the same reason as `messages`: ~220 values the serialiser would
   * otherwise walk one by one in every uncached page (decision 0045). Read it through `navOf`.
   */
  nav: string;
  settings: Partial<SiteSettings>;
  /** The site's public address (no trailing slash): canonical links and share URLs. */
  publicUrl: string;
}

export const EMPTY_SHELL: ShellData = { lang: 'zh', messages: '{}', nav: '[]', settings: {}, publicUrl: '' };

// The server hands out one text per language and the browser keeps the root's data, so a few
// entries cover every text seen; the bound only guards against an unexpected stream of new ones.
const parsedMessages = new Map<string, Partial<Messages>>();
const MAX_PARSED = 4;

/** The interface strings of a shell's `messages` text, parsed once per text. */
export function messagesOf(text: string): Partial<Messages> {
  let messages = parsedMessages.get(text);
  if (messages === undefined) {
    messages = JSON.parse(text) as Partial<Messages>;
    if (parsedMessages.size >= MAX_PARSED) parsedMessages.clear();
    parsedMessages.set(text, messages);
  }
  return messages;
}

// The content cache hands out the same tree until content changes, so its menu text is made once.
const shellTreeTexts = new WeakMap<readonly CategoryNode[], string>();

/** The menu as the root loader sends it (ShellData.nav): JSON text of `toShellTree`. */
export function shellTreeTextOf(nodes: readonly CategoryNode[]): string {
  let text = shellTreeTexts.get(nodes);
  if (text === undefined) {
    text = JSON.stringify(toShellTree(nodes));
    shellTreeTexts.set(nodes, text);
  }
  return text;
}

// As for the catalogue: a few texts are seen (a language's menu; a preview's), each parsed once.
const parsedNavs = new Map<string, ShellCategory[]>();

/** The menu tree of a shell's `nav` text, parsed once per text (and shared: read only). */
export function navOf(text: string): ShellCategory[] {
  let nav = parsedNavs.get(text);
  if (nav === undefined) {
    nav = JSON.parse(text) as ShellCategory[];
    if (parsedNavs.size >= MAX_PARSED) parsedNavs.clear();
    parsedNavs.set(text, nav);
  }
  return nav;
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

/** The root's interface strings from a `meta` function's matches (meta runs outside React). */
export function rootMessages(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): Partial<Messages> {
  const root = matches.find((match) => match?.id === 'root');
  return messagesOf((root?.loaderData as ShellData | undefined)?.messages ?? '{}');
}
