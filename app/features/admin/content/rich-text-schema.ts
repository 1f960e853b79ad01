// What the console's rich-text editor understands, apart from its React view, so a unit test can load
// every seeded body through the same schema in Node (rich-text-schema.test.ts). Imported only by the
// lazily loaded editor: neither this nor ProseMirror reaches a public page.
import type { Extensions } from '@tiptap/core';
import { StarterKit } from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';

export const richTextExtensions: Extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    // No target/rel added to every link: the buy button is an in-page link; the server adds
    // rel="noopener noreferrer" to a target="_blank" link.
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
  }),
  TableKit.configure({ table: { resizable: false } }),
  // Inline, so a picture inside a paragraph (<p><img></p>, as pasted or seeded) stays there instead of
  // splitting the paragraph and leaving an empty one behind.
  Image.configure({ inline: true, allowBase64: true }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
];

/** HTML the visual mode would flatten: such a body starts in source mode. */
export const VISUAL_LOSSY = /<(video|audio|font|center|picture|iframe)\b|style="[^"]*(color|font-|width|height|margin|padding|background|border|float|line-height)/i;

/** The only style ProseMirror puts on a table or column of its own. */
const MIN_WIDTH = /^min-width:\s*[\d.]+px;?$/;

/**
 * The editor's HTML as a hand-written body would have it. ProseMirror wraps the text of every list
 * item, table cell and quote in a <p>, which the public pages would space out like paragraphs (a list of
 * one-line items turns into a tall column), and gives tables a colgroup of min-widths that the
 * sanitiser empties anyway. A single plain paragraph in a cell or item is unwrapped; a paragraph with
 * an alignment, or several, stay as they are.
 */
export function tidyEditorHtml(html: string, doc: Document = document): string {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  for (const holder of root.querySelectorAll('li, td, th, blockquote')) {
    const only = holder.firstElementChild;
    if (holder.childNodes.length === 1 && only?.tagName === 'P' && !only.hasAttributes()) only.replaceWith(...only.childNodes);
  }
  const onlyMinWidth = (element: Element) => [...element.attributes].every((a) => a.name === 'style' && MIN_WIDTH.test(a.value.trim()));
  for (const table of root.querySelectorAll('table')) {
    if (table.hasAttribute('style') && onlyMinWidth(table)) table.removeAttribute('style');
  }
  for (const group of root.querySelectorAll('table > colgroup')) {
    if ([...group.children].every(onlyMinWidth)) group.remove();
  }
  return template.innerHTML;
}
