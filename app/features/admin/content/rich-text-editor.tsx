// The rich-text editor of every HTML body of the console — articles, news, single pages, page blocks,
// job postings, category texts, product and plasmid introductions (Tiptap 3 on ProseMirror; its schema
// in rich-text-schema.ts). Loaded lazily by rich-text-field.tsx, so neither it nor ProseMirror ever
// reaches a public page or the console's first load. It keeps what the public pages rely on: headings,
// lists, quotes, tables, images, alignment and links with their class — the buy button of product
// pages is <a class="product-buy" href="#buy">, which the article form's 购买按钮 tool inserts. What
// the visual editor cannot represent (inline styles other than alignment, video, <font>) is edited in
// 源代码 mode; a body holding such HTML opens there, so opening and saving never silently drops it.
// The server sanitises whatever is saved.
import {
  AlignCenterOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Button, Input, Segmented, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { VISUAL_LOSSY, richTextExtensions, tidyEditorHtml } from './rich-text-schema.ts';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
  /** A short body (a block, an introduction): a lower editing area. */
  compact?: boolean;
  /** The 购买按钮 tool: only where the page wires the button up (articles on product pages). */
  buyButton?: boolean;
}

export const BUY_BUTTON_HTML = '<p><a class="product-buy" href="#buy">立即购买</a></p>';

/** What the toolbar shows as pressed, read again on every transaction (selection moves included). */
function activeMarks(editor: Editor) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    h2: editor.isActive('heading', { level: 2 }),
    h3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    center: editor.isActive({ textAlign: 'center' }),
    link: editor.isActive('link'),
    table: editor.isActive('table'),
  };
}

// Tools come in groups that wrap as a whole, so a narrow form (a drawer on a tablet) breaks the bar
// between groups rather than leaving one button alone on a line. Well-known tools are icons (named by
// their tooltip and aria-label); the rest keep short words.
function Toolbar({ editor, buyButton }: { editor: Editor; buyButton?: boolean }) {
  const active = useEditorState({ editor, selector: ({ editor: current }) => activeMarks(current) });
  const tool = (title: string, content: ReactNode, pressed: boolean | undefined, run: () => void) => (
    <Tooltip title={title} key={title}>
      <Button size="small" type={pressed ? 'primary' : 'default'} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-pressed={pressed} aria-label={title}>
        {content}
      </Button>
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <div className="rte__toolbar" role="toolbar" aria-label="格式">
      <span className="rte__group">
        {tool('加粗', <BoldOutlined />, active.bold, () => chain().toggleBold().run())}
        {tool('斜体', <ItalicOutlined />, active.italic, () => chain().toggleItalic().run())}
        {tool('下划线', <UnderlineOutlined />, active.underline, () => chain().toggleUnderline().run())}
      </span>
      <span className="rte__group">
        {tool('二级标题', 'H2', active.h2, () => chain().toggleHeading({ level: 2 }).run())}
        {tool('三级标题', 'H3', active.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('引用', '引用', active.blockquote, () => chain().toggleBlockquote().run())}
      </span>
      <span className="rte__group">
        {tool('项目符号列表', <UnorderedListOutlined />, active.bulletList, () => chain().toggleBulletList().run())}
        {tool('编号列表', <OrderedListOutlined />, active.orderedList, () => chain().toggleOrderedList().run())}
        {tool('居中', <AlignCenterOutlined />, active.center, () => chain().setTextAlign(active.center ? 'left' : 'center').run())}
      </span>
      <span className="rte__group">
        {tool('链接', <LinkOutlined />, active.link, () => {
          const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
          const href = window.prompt('链接地址（留空则取消链接）', previous);
          if (href === null) return;
          if (href.trim() === '') chain().unsetLink().run();
          else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
        })}
        {tool('图片', <PictureOutlined />, undefined, () => {
          const src = window.prompt('图片地址', '/uploads/');
          if (src?.trim()) chain().setImage({ src: src.trim() }).run();
        })}
        {tool('插入 3×2 表格', <TableOutlined />, active.table, () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: false }).run())}
        {buyButton ? tool('插入“立即购买”按钮（打开购买咨询）', '购买按钮', undefined, () => chain().insertContent(BUY_BUTTON_HTML).run()) : null}
      </span>
      <span className="rte__group">
        {tool('撤销', <UndoOutlined />, undefined, () => chain().undo().run())}
        {tool('重做', <RedoOutlined />, undefined, () => chain().redo().run())}
      </span>
    </div>
  );
}

function VisualEditor({ value, onChange, id, buyButton }: RichTextEditorProps) {
  const editor = useEditor({
    // Client only (the drawer opens in the browser); never rendered on the server.
    immediatelyRender: false,
    extensions: richTextExtensions,
    content: value ?? '',
    editorProps: { attributes: { class: 'rte__content rich-text', ...(id ? { id } : {}), 'data-testid': 'rte-content', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : tidyEditorHtml(current.getHTML())),
  });
  if (!editor) return <div className="rte__content rte__content--loading" aria-busy="true" />;
  return (
    <>
      <Toolbar editor={editor} buyButton={buyButton} />
      <EditorContent editor={editor} />
    </>
  );
}

export default function RichTextEditor({ value, onChange, id, compact, buyButton }: RichTextEditorProps) {
  const html = value ?? '';
  const [mode, setMode] = useState<'visual' | 'source'>(() => (VISUAL_LOSSY.test(html) ? 'source' : 'visual'));
  // Remounting the visual editor loads HTML it did not produce: edited in source mode, or set by the
  // form after the editor mounted (a record loaded into an open form).
  const [generation, setGeneration] = useState(0);
  // The HTML the editor last produced or loaded; any other value came from the form.
  const [known, setKnown] = useState(html);
  if (html !== known) {
    setKnown(html);
    if (VISUAL_LOSSY.test(html)) setMode('source');
    setGeneration((g) => g + 1);
  }
  const emit = (next: string) => {
    setKnown(next);
    onChange?.(next);
  };
  return (
    <div className={compact ? 'rte rte--compact' : 'rte'} data-testid="rich-text-editor">
      <Segmented
        size="small"
        value={mode}
        onChange={(next) => {
          setMode(next as 'visual' | 'source');
          setGeneration((g) => g + 1);
        }}
        options={[
          { value: 'visual', label: '可视化' },
          { value: 'source', label: '源代码' },
        ]}
      />
      {mode === 'visual' ? (
        <VisualEditor key={generation} value={html} onChange={emit} id={id} buyButton={buyButton} />
      ) : (
        <Input.TextArea
          id={id}
          className="rte__source"
          data-testid="rte-source"
          autoSize={{ minRows: compact ? 5 : 10, maxRows: 30 }}
          value={html}
          onChange={(e) => emit(e.target.value)}
          spellCheck={false}
        />
      )}
    </div>
  );
}
