// The rich-text editor's schema against every seeded HTML body it edits: loaded into the editor and
// saved unchanged, each body stays equivalent after the server's sanitising (same elements, attributes
// and text), and none needs source mode. Runs Tiptap's own generateJSON/generateHTML in Node.
import { generateHTML, generateJSON } from '@tiptap/html';
import { Window } from 'happy-dom';
import { Parser } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import { buildArticles } from '../../../../server/db/seed/articles.ts';
import { buildCategories } from '../../../../server/db/seed/categories.ts';
import { ImageSet } from '../../../../server/db/seed/images.ts';
import { buildJobs } from '../../../../server/db/seed/jobs.ts';
import { buildNews } from '../../../../server/db/seed/news.ts';
import { buildPageBlocks, buildPages } from '../../../../server/db/seed/pages.ts';
import { buildPlasmids } from '../../../../server/db/seed/plasmids.ts';
import { buildProducts } from '../../../../server/db/seed/products.ts';
import { sanitizeRichHtml } from '../../../../server/http/sanitize-html.ts';
import { VISUAL_LOSSY, richTextExtensions, tidyEditorHtml } from './rich-text-schema.ts';

const window = new Window();
afterAll(() => window.happyDOM.close());
const doc = window.document as unknown as Document;

/** What the editor stores for `html` when it is opened and saved without a change. */
function throughEditor(html: string): string {
  return tidyEditorHtml(generateHTML(generateJSON(html, richTextExtensions), richTextExtensions), doc);
}

/** Elements, sorted attributes and text with runs of white space collapsed: what a reader would see. */
function canonical(html: string): string {
  const out: string[] = [];
  const parser = new Parser({
    onopentag: (name, attrs) => out.push(`<${name}${Object.keys(attrs).toSorted().map((k) => ` ${k}="${attrs[k]}"`).join('')}>`),
    ontext: (text) => out.push(text.replace(/\s+/g, ' ')),
    onclosetag: (name) => out.push(`</${name}>`),
  });
  parser.end(html);
  return out.join('');
}

async function seededBodies() {
  const images = new ImageSet();
  const bodies: Array<[string, string]> = [];
  const add = (label: string, html: string | null | undefined) => {
    if (html) bodies.push([label, html]);
  };
  for (const page of buildPages(images)) add(`page ${page.slug}`, page.body);
  for (const block of await buildPageBlocks(images, 'https://example.com')) add(`block ${block.section} ${block.title}`, block.body);
  for (const job of buildJobs()) add(`job ${job.title}`, job.body);
  for (const article of buildArticles(images)) add(`article ${article.title}`, article.body);
  for (const item of buildNews(images)) add(`news ${item.title}`, item.body);
  for (const category of buildCategories(images)) {
    add(`category ${category.catname} body`, category.body);
    add(`category ${category.catname} youshi`, category.youshi);
  }
  for (const product of buildProducts(images)) add(`product ${product.title}`, product.body);
  for (const plasmid of buildPlasmids(images)) {
    add(`plasmid ${plasmid.name} function_introduction`, plasmid.function_introduction);
    add(`plasmid ${plasmid.name} introduction`, plasmid.introduction);
  }
  return bodies;
}

describe('the rich-text editor schema', () => {
  it('keeps every seeded body equivalent after sanitising, opening none in source mode', async () => {
    const bodies = await seededBodies();
    expect(bodies.length).toBeGreaterThan(40);
    const lossy = bodies.filter(([, html]) => VISUAL_LOSSY.test(html)).map(([label]) => label);
    expect(lossy).toEqual([]);
    const changed = bodies.filter(([, html]) => canonical(sanitizeRichHtml(throughEditor(html))) !== canonical(sanitizeRichHtml(html)));
    expect(changed.map(([label, html]) => `${label}\n${sanitizeRichHtml(html)}\n${sanitizeRichHtml(throughEditor(html))}`)).toEqual([]);
  });

  it('keeps tables, pictures inside paragraphs, links with their class and alignment', () => {
    const html =
      '<h2>规格</h2><table><tbody><tr><th>规格</th><td>1 mL</td></tr><tr><th>价格</th><td><strong>¥520</strong> 起</td></tr></tbody></table>' +
      '<p><img src="/uploads/2026/01/a.webp" alt="流程图"></p><p style="text-align: center;">居中<br>第二行</p>' +
      '<p><a class="product-buy" href="#buy">立即购买</a> <a href="https://example.com/x">外链</a></p><blockquote>仅用于科研</blockquote>';
    expect(canonical(throughEditor(html))).toBe(canonical(html));
  });

  it('unwraps only a single plain paragraph in a list item or cell', () => {
    expect(tidyEditorHtml('<ul><li><p>一</p></li><li><p>二</p><p>三</p></li><li><p style="text-align: center;">四</p></li></ul>', doc)).toBe(
      '<ul><li>一</li><li><p>二</p><p>三</p></li><li><p style="text-align: center;">四</p></li></ul>',
    );
    expect(tidyEditorHtml('<ol><li><p>外</p><ul><li><p>内</p></li></ul></li></ol>', doc)).toBe('<ol><li><p>外</p><ul><li>内</li></ul></li></ol>');
    expect(tidyEditorHtml('<table style="min-width: 50px;"><colgroup><col style="min-width: 25px;"></colgroup><tbody><tr><td><p>x</p></td></tr></tbody></table>', doc)).toBe(
      '<table><tbody><tr><td>x</td></tr></tbody></table>',
    );
  });
});
