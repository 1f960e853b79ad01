import { describe, expect, it } from 'vitest';
import { inlineCriticalCss } from './inline-critical-css.ts';
import { CONSOLE_SCRIPT_CLASSES } from './deferred-styles.ts';

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/><link rel="prefetch" as="style" href="/assets/antd.css"/><style data-critical-css=""></style><link rel="stylesheet" href="/assets/site.css"/></head><body>${body}</body></html>`;

describe('inlining antd’s critical rules', () => {
  it('puts the rules of the page’s controls before the site’s stylesheet', () => {
    const html = inlineCriticalCss(Buffer.from(page('<button class="ant-btn css-var-_R_0_ ant-btn-primary">提交</button>'))).toString();
    const style = /<style data-critical-css="">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(html.indexOf('<style data-critical-css')).toBeLessThan(html.indexOf('href="/assets/site.css"'));
    expect(style.includes('.css-var-_R_0_{')).toBe(true);
    expect(style.includes('.ant-btn{')).toBe(true);
    expect(style.includes('.ant-modal')).toBe(false);
    expect(style.length).toBeLessThan(60_000);
    // The page around the style element keeps its text (it is spliced as bytes).
    expect(html).toContain('<body><button class="ant-btn css-var-_R_0_ ant-btn-primary">提交</button></body></html>');
  });

  it('leaves a page without the placeholder (the console) alone', () => {
    const consolePage = Buffer.from('<head></head><p class="ant-btn">x</p>');
    expect(inlineCriticalCss(consolePage)).toBe(consolePage);
  });

  it('carries the rules of the classes a console page’s scripts add, and names them for the browser', () => {
    const table = '<div class="ant-table-wrapper css-var-_R_0_"><div class="ant-table ant-table-css-var"><table><tbody><tr><td class="ant-table-cell">产品</td></tr></tbody></table></div></div>';
    const plain = inlineCriticalCss(Buffer.from(page(table))).toString();
    const drawn = inlineCriticalCss(Buffer.from(page(table)), CONSOLE_SCRIPT_CLASSES).toString();
    expect(plain).not.toContain('.ant-image');
    expect(drawn).toContain(`<style data-critical-css="" data-covers="${CONSOLE_SCRIPT_CLASSES.join(' ')}">`);
    const style = /<style data-critical-css=""[^>]*>([\s\S]*?)<\/style>/.exec(drawn)?.[1] ?? '';
    // A picture column shown once the page knows it is on a wide screen.
    expect(style).toMatch(/\.ant-image-img[^{]*\{/);
    expect(style).toMatch(/\.ant-table-cell-ellipsis[^{]*\{/);
  });
});
