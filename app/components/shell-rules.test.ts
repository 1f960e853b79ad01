import { describe, expect, it } from 'vitest';
import { consolePath } from '../../contracts/console-paths.ts';
import { CONSOLE_SIGN_IN_PATH, SCROLL_FIX_THRESHOLD, chatHref, companyName, isAppleDevice, slogan, isBrowserDrawnConsolePage, isConsolePath, isHeaderFixed, pageTitle, qqChatHref, searchHref, telHref, usesHomeHeader } from './shell-rules.ts';

describe('shell rules', () => {
  it('knows the console paths, which get no site shell', () => {
    for (const path of ['/admin', '/admin/', '/admin/login', '/admin/orders/guide/3']) expect(isConsolePath(path)).toBe(true);
    for (const path of ['/', '/administrator', '/account', '/api/admin/v1/auth/me']) expect(isConsolePath(path)).toBe(false);
  });

  it('sends the console sign-in whole, as a public page, and draws the other console pages in the browser', () => {
    expect(CONSOLE_SIGN_IN_PATH).toBe(consolePath('admin-login'));
    for (const path of ['/admin/login', '/admin/login/']) expect(isBrowserDrawnConsolePage(path, false)).toBe(false);
    for (const path of ['/admin', '/admin/orders', '/admin/login-history', '/admin/account']) {
      expect(isBrowserDrawnConsolePage(path, false)).toBe(true);
      // Drawn on the server with the member's session: sent as a public page is.
      expect(isBrowserDrawnConsolePage(path, true)).toBe(false);
    }
    for (const path of ['/', '/login', '/account']) expect(isBrowserDrawnConsolePage(path, false)).toBe(false);
  });

  it('uses the home header on exactly the five listed pages', () => {
    for (const path of ['/', '/dynamicDetail', '/dynamicIndex', '/productService', '/techService', '/techService/']) {
      expect(usesHomeHeader(path)).toBe(true);
    }
    for (const path of ['/newsCenter', '/contactUS', '/techServiceX', '/plasmidPlatform/plasmidPlatformList', '/login']) {
      expect(usesHomeHeader(path)).toBe(false);
    }
  });

  it('fixes the header after more than 120 px of scroll', () => {
    expect(SCROLL_FIX_THRESHOLD).toBe(120);
    expect(isHeaderFixed(120)).toBe(false);
    expect(isHeaderFixed(121)).toBe(true);
    expect(isHeaderFixed(0)).toBe(false);
  });

  it('builds the search address with an encoded keyword', () => {
    expect(searchHref(' Cas9 质粒 ')).toBe('/searchResult?keyword=Cas9+%E8%B4%A8%E7%B2%92');
    expect(searchHref('a&b')).toBe('/searchResult?keyword=a%26b');
    expect(searchHref('   ')).toBeNull();
  });

  it('builds the QQ consultation link only for a QQ number', () => {
    expect(qqChatHref('800012345')).toBe('https://wpa.qq.com/msgrd?v=3&uin=800012345&site=qq&menu=yes');
    expect(qqChatHref('')).toBeNull();
    expect(qqChatHref('abc"><script>')).toBeNull();
  });

  it('uses the fallback chat account on Apple devices, the usual one elsewhere or without a fallback', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const ipad = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    expect([iphone, ipad].map(isAppleDevice)).toEqual([true, true]);
    expect([android, windows, '', null].map(isAppleDevice)).toEqual([false, false, false, false]);
    const settings = { xxl_qq: '800000000', xxl_qq_apple: '800000001' };
    expect(chatHref(settings, true)).toBe('https://wpa.qq.com/msgrd?v=3&uin=800000001&site=qq&menu=yes');
    expect(chatHref(settings, false)).toBe('https://wpa.qq.com/msgrd?v=3&uin=800000000&site=qq&menu=yes');
    expect(chatHref({ xxl_qq: '800000000', xxl_qq_apple: '' }, true)).toBe('https://wpa.qq.com/msgrd?v=3&uin=800000000&site=qq&menu=yes');
    expect(chatHref({ xxl_qq: '', xxl_qq_apple: '' }, true)).toBeNull();
  });

  it('prefers the 400 line for the call link', () => {
    expect(telHref('400-800-1234', '021-5555 6666')).toEqual({ href: 'tel:4008001234', label: '400-800-1234' });
    expect(telHref('', '021-5555 6666')).toEqual({ href: 'tel:02155556666', label: '021-5555 6666' });
    expect(telHref(null, undefined)).toBeNull();
  });

  it('defaults the page title to the company name', () => {
    expect(companyName('')).toBe('澄源基因编辑科技有限公司');
    expect(pageTitle(undefined)).toBe('澄源基因编辑科技有限公司');
    expect(pageTitle('示例基因', '新闻中心')).toBe('新闻中心 - 示例基因');
    expect(pageTitle('示例基因', '示例基因')).toBe('示例基因');
  });

  it('takes the slogan from the site title', () => {
    expect(slogan('澄源基因 - CRISPR 基因编辑技术服务', '澄源基因', '基因编辑 · 生命科学')).toBe('CRISPR 基因编辑技术服务');
    expect(slogan('澄源基因', '澄源基因', '基因编辑 · 生命科学')).toBe('基因编辑 · 生命科学');
    expect(slogan('', 'Chengyuan Gene', 'Gene editing · life sciences')).toBe('Gene editing · life sciences');
  });
});
