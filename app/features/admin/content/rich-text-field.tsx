// The body field of the content forms: the rich-text editor, loaded only when a form opens (its chunk,
// with ProseMirror, stays out of every public page and of the console's first load). Until it arrives
// the HTML shows in a plain text area, so nothing typed is lost.
import { Input } from 'antd';
import { Suspense, lazy } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Input.TextArea id={props.id} autoSize={{ minRows: props.compact ? 5 : 10 }} value={props.value ?? ''} onChange={(e) => props.onChange?.(e.target.value)} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
