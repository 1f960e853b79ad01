// The rich-text editor of article and news bodies (Tiptap 3 on ProseMirror). Loaded lazily by
// rich-text-field.tsx, so neither it nor ProseMirror ever reaches a public page or the console's first
// load. It keeps what the public pages rely on: headings, lists, quotes, tables, images, alignment and
// links with their class — the buy button of product pages is <a class="product-buy" href="#buy">,
// which the 购买按钮 tool inserts. What the visual editor cannot represent (inline styles other than
// alignment, video, <font>) is edited in 源代码 mode; a body holding such HTML opens there, so
// opening and saving never silently drops it. The server sanitises whatever is saved.
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { TableKit } from '@tiptap/extension-table';
import { Image } from '@tiptap/extension-image';
import { TextAlign } from '@tiptap/extension-text-align';
import { Button, Input, Segmented, Space, Tooltip } from 'antd';
import { useState } from 'react';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  placeholder?: string;
}

/** HTML the visual mode would flatten: start such a body in source mode. */
const VISUAL_LOSSY = /<(video|audio|font|center|picture|iframe)\b|style="[^"]*(color|font-|width|height|margin|padding|background|border|float|line-height)/i;

export const BUY_BUTTON_HTML = '<p><a class="product-buy" href="#buy">立即购买</a></p>';

function Toolbar({ editor }: { editor: Editor }) {
  const tool = (label: string, active: boolean, run: () => void, title = label) => (
    <Tooltip title={title} key={label}>
      <Button size="small" type={active ? 'primary' : 'default'} onMouseDown={(e) => e.preventDefault()} onClick={run} aria-pressed={active}>
        {label}
      </Button>
    </Tooltip>
  );
  const chain = () => editor.chain().focus();
  return (
    <Space wrap size={4} className="rte__toolbar" role="toolbar" aria-label="格式">
      {tool('B', editor.isActive('bold'), () => chain().toggleBold().run(), '加粗')}
      {tool('I', editor.isActive('italic'), () => chain().toggleItalic().run(), '斜体')}
      {tool('U', editor.isActive('underline'), () => chain().toggleUnderline().run(), '下划线')}
      {tool('H2', editor.isActive('heading', { level: 2 }), () => chain().toggleHeading({ level: 2 }).run(), '二级标题')}
      {tool('H3', editor.isActive('heading', { level: 3 }), () => chain().toggleHeading({ level: 3 }).run(), '三级标题')}
      {tool('• 列表', editor.isActive('bulletList'), () => chain().toggleBulletList().run(), '项目符号列表')}
      {tool('1. 列表', editor.isActive('orderedList'), () => chain().toggleOrderedList().run(), '编号列表')}
      {tool('引用', editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
      {tool('居中', editor.isActive({ textAlign: 'center' }), () => chain().setTextAlign(editor.isActive({ textAlign: 'center' }) ? 'left' : 'center').run())}
      {tool('链接', editor.isActive('link'), () => {
        const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
        const href = window.prompt('链接地址（留空则取消链接）', previous);
        if (href === null) return;
        if (href.trim() === '') chain().unsetLink().run();
        else chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      })}
      {tool('图片', false, () => {
        const src = window.prompt('图片地址', '/uploads/');
        if (src?.trim()) chain().setImage({ src: src.trim() }).run();
      })}
      {tool('表格', editor.isActive('table'), () => chain().insertTable({ rows: 3, cols: 2, withHeaderRow: false }).run(), '插入 3×2 表格')}
      {tool('购买按钮', false, () => chain().insertContent(BUY_BUTTON_HTML).run(), '插入“立即购买”按钮（打开购买咨询）')}
      {tool('撤销', false, () => chain().undo().run())}
      {tool('重做', false, () => chain().redo().run())}
    </Space>
  );
}

function VisualEditor({ value, onChange, id }: RichTextEditorProps) {
  const editor = useEditor({
    // Client only (the drawer opens in the browser); never rendered on the server.
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
        // No target/rel added to every link: the buy button is an in-page link; the server adds
        // rel="noopener noreferrer" to a target="_blank" link.
        link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image.configure({ allowBase64: true }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value ?? '',
    editorProps: { attributes: { class: 'rte__content rich-text', ...(id ? { id } : {}), 'data-testid': 'rte-content', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });
  if (!editor) return <div className="rte__content rte__content--loading" aria-busy="true" />;
  return (
    <>
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </>
  );
}

export default function RichTextEditor(props: RichTextEditorProps) {
  const [mode, setMode] = useState<'visual' | 'source'>(() => (VISUAL_LOSSY.test(props.value ?? '') ? 'source' : 'visual'));
  // Remounting the visual editor on each switch loads the HTML edited in source mode.
  const [generation, setGeneration] = useState(0);
  return (
    <div className="rte" data-testid="rich-text-editor">
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
        <VisualEditor key={generation} {...props} />
      ) : (
        <Input.TextArea
          id={props.id}
          className="rte__source"
          data-testid="rte-source"
          autoSize={{ minRows: 10, maxRows: 30 }}
          value={props.value ?? ''}
          onChange={(e) => props.onChange?.(e.target.value)}
          spellCheck={false}
        />
      )}
    </div>
  );
}
