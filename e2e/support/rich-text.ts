// Typing into the console's rich-text editor (Tiptap on ProseMirror) where a user would: after a
// chosen block. A click puts the page's caret there at once, but the editor takes it over only when it
// handles the browser's selectionchange; until then its own selection is still the start of the body,
// and on a busy machine ProseMirror's focus handling can write that start back into the page (a CI run
// typed a product page's new item into its heading). So the caret counts as placed only when the
// editor's own selection, not just the page's, is at the end of that block.
import { expect, type Locator, type Page } from '@playwright/test';

interface EditorHandle {
  isFocused: boolean;
  state: { selection: { empty: boolean; $head: { parent: { textContent: string }; parentOffset: number } } };
}

/** Clicks `block` (a paragraph, heading or list item of an editor) and moves the caret to its end. */
export async function placeCaretAtEndOf(page: Page, block: Locator): Promise<void> {
  const text = (await block.textContent()) ?? '';
  await expect(async () => {
    await block.click();
    await page.keyboard.press('End');
    const caret = await block.evaluate((element) => {
      // Tiptap keeps its editor on the editable element (Editor.view.dom.editor).
      const editor = (element.closest('.ProseMirror') as (Element & { editor?: EditorHandle }) | null)?.editor;
      const head = editor?.state.selection.$head;
      const focus = document.getSelection()?.focusNode ?? null;
      return {
        focused: editor?.isFocused ?? false,
        collapsed: editor?.state.selection.empty ?? false,
        editorBlock: head?.parent.textContent ?? null,
        editorAtEnd: head ? head.parentOffset === head.parent.textContent.length : false,
        pageCaretInBlock: focus !== null && element.contains(focus),
      };
    });
    expect(caret).toEqual({ focused: true, collapsed: true, editorBlock: text, editorAtEnd: true, pageCaretInBlock: true });
  }).toPass();
}
