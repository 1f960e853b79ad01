import { describe, expect, it } from 'vitest';
import { createCriticalCss, htmlClasses } from './critical-css.ts';
import { parseRules, requiredClasses, splitSelectors } from './css-rules.ts';

const SHEET = [
  '.a{color:red}',
  '.b .c,.d:not(.e){margin:0}',
  '.x:where(.y, .z){top:0}',
  'a{color:var(--link)}',
  '.a.spin{animation-name:spinAround}',
  '@keyframes spinAround{to{transform:rotate(1turn)}}',
  '@keyframes unusedFade{to{opacity:0}}',
  '@media (max-width:600px){.a{padding:1px}.q{padding:2px}}',
  '.icon{content:"{not a block}"}',
  '.a{color:red}',
].join('');

describe('css rules', () => {
  it('splits selectors at top-level commas and requires only classes outside brackets', () => {
    expect(splitSelectors('.a, .b:is(.c,.d), [x=","]')).toEqual(['.a', '.b:is(.c,.d)', '[x=","]']);
    expect(requiredClasses('.ant-btn:not(.ant-btn-disabled) .ant-x[class^="ant-y"]')).toEqual(['ant-btn', 'ant-x']);
  });

  it('reads blocks with braces inside strings and nested groups', () => {
    const rules = parseRules(SHEET);
    expect(rules.map((rule) => rule.kind)).toEqual(['style', 'style', 'style', 'style', 'style', 'keyframes', 'keyframes', 'group', 'style', 'style']);
  });
});

describe('critical css', () => {
  const critical = createCriticalCss(SHEET);

  it('keeps the rules whose classes the page has, element rules, used keyframes; each rule once', () => {
    const css = critical.forHtml('<div class="a spin"><p class="d">x</p><i class="icon"></i></div>');
    expect(css).toBe(
      '.d:not(.e){margin:0}a{color:var(--link)}.a.spin{animation-name:spinAround}@media (max-width:600px){.a{padding:1px}}.icon{content:"{not a block}"}.a{color:red}@keyframes spinAround{to{transform:rotate(1turn)}}',
    );
  });

  it('drops a descendant rule when one of its classes is missing, and unused keyframes', () => {
    const css = critical.forHtml('<div class="b"></div>');
    expect(css).not.toContain('.b .c');
    expect(css).not.toContain('unusedFade');
    expect(css).not.toContain('@media');
  });

  it('gives pages with the same classes the same answer, whatever else differs', () => {
    expect(critical.forHtml('<p class="a other">1</p>')).toBe(critical.forHtml('<span class="a">2</span><b class="news-1">x</b>'));
  });

  it('reads classes from class attributes only', () => {
    expect([...htmlClasses('<a class="one  two" data-class="no">class="x"</a><i class="three"></i>')]).toEqual(['one', 'two', 'three']);
  });
});
