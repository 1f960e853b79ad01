// Pure rules of the site shell (spec "Global shell"), kept apart from the components so they are tested.
import { DEFAULT_COMPANY_NAME } from '../../contracts/content-constants.ts';
import { CONSOLE_HOME } from '../../contracts/console-home.ts';
import { PAGES, pagePath } from '../../contracts/page-paths.ts';

/** The header bar becomes fixed (and solid) once the page has scrolled more than this many pixels. */
export const SCROLL_FIX_THRESHOLD = 120;

/** Pages whose header uses the home style: transparent, laid over the page's top banner. */
export const HOME_HEADER_PATHS = (['home', 'dynamic-detail', 'dynamic-index', 'product-service', 'tech-service'] as const).map((name) => PAGES[name].path);

export function usesHomeHeader(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (HOME_HEADER_PATHS as readonly string[]).includes(path);
}

/**
 * The operations console (/admin …) has its own layout: no site header, footer or menu data. Only the
 * path is tested here, so public code never imports the console to know where it lives.
 */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_HOME || pathname.startsWith(`${CONSOLE_HOME}/`);
}

/** The console's sign-in page (CONSOLE_PAGES['admin-login'], a test keeps the two in step). */
export const CONSOLE_SIGN_IN_PATH = `${CONSOLE_HOME}/login`;

/**
 * Console pages the browser draws: a console page without the console's page cookie (the staff token
 * lives in the browser), for which the server sends a spinner and the page links antd's whole
 * stylesheet. A page drawn on the server with the member's data (`drawnWithSession`, decision 0091)
 * and the sign-in, whose HTML is the page, are sent as public pages are, with the antd rules they use
 * inlined and their scripts fetched after the first paint (decision 0090).
 */
export function isBrowserDrawnConsolePage(pathname: string, drawnWithSession: boolean): boolean {
  return isConsolePath(pathname) && !drawnWithSession && pathname.replace(/\/+$/, '') !== CONSOLE_SIGN_IN_PATH;
}

export function isHeaderFixed(scrollY: number): boolean {
  return scrollY > SCROLL_FIX_THRESHOLD;
}

/** The search box goes to the search page with the keyword; an empty keyword goes nowhere. */
export function searchHref(keyword: string): string | null {
  const value = keyword.trim();
  return value ? pagePath('search-result', { keyword: value }) : null;
}

/** The QQ online-consultation link of the fixed side buttons; null without a usable QQ number. */
export function qqChatHref(qq: string | null | undefined): string | null {
  const uin = (qq ?? '').trim();
  if (!/^\d{5,12}$/.test(uin)) return null;
  return `https://wpa.qq.com/msgrd?v=3&uin=${uin}&site=qq&menu=yes`;
}

/** iPhone, iPad (iPadOS reports a Mac), iPod and Mac browsers. */
export function isAppleDevice(userAgent: string | null | undefined): boolean {
  return /\b(iPhone|iPad|iPod|Macintosh)\b/.test(userAgent ?? '');
}

/**
 * The online-consultation link for this device: on Apple devices the settings' fallback account
 * (xxl_qq_apple) when it is usable, as the specification describes; otherwise, or without it, xxl_qq.
 */
export function chatHref(settings: { xxl_qq?: string | null; xxl_qq_apple?: string | null }, apple: boolean): string | null {
  return (apple ? qqChatHref(settings.xxl_qq_apple) : null) ?? qqChatHref(settings.xxl_qq);
}

/** The call link: the 400 hot line when set, else the ordinary number. */
export function telHref(tel400: string | null | undefined, tel: string | null | undefined): { href: string; label: string } | null {
  for (const value of [tel400, tel]) {
    const label = (value ?? '').trim();
    const digits = label.replace(/[^\d+]/g, '');
    if (digits.length >= 5) return { href: `tel:${digits}`, label };
  }
  return null;
}

export function companyName(setting: string | null | undefined): string {
  return setting?.trim() || DEFAULT_COMPANY_NAME;
}

/** "Page - Company" for inner pages; the company name alone by default. */
export function pageTitle(company: string | null | undefined, page?: string | null): string {
  const name = companyName(company);
  const part = page?.trim();
  return part && part !== name ? `${part} - ${name}` : name;
}

/**
 * "公司名 - CRISPR 基因编辑技术服务" → "CRISPR 基因编辑技术服务": the slogan part of the site title;
 * `fallback` (the catalogue's slogan, in the page's language) when the title is only the name.
 */
export function slogan(siteTitle: string | null | undefined, name: string, fallback: string): string {
  const rest = (siteTitle ?? '').replace(name, '').replace(/^[\s\-–—|·:：,，]+|[\s\-–—|·:：,，]+$/g, '');
  return rest || fallback;
}

/** The id of the small screens' menu drawer, which the header's menu button controls. */
export const MOBILE_MENU_ID = 'mobile-menu';
