// A large part of every page whose markup depends only on a few inputs (the header, the footer, the
// fixed contact links): a server render writes the markup an earlier render of the same inputs
// produced instead of rendering the part again (decision 0052). The browser always renders the part
// itself; hydration walks the elements, which are the same either way.
import { createContext, use, type HTMLAttributes, type ReactNode } from 'react';

/** A server render's access to earlier markup (app/page-assembly/markup-reuse.ts); null in the browser. */
export interface MarkupReuse {
  /** The inside of `name` as rendered for these inputs, or undefined (the render then offers its own). */
  lookup(name: string, tag: ReusableTag, inputs: readonly unknown[]): string | undefined;
}

export const MarkupReuseContext = createContext<MarkupReuse | null>(null);

export type ReusableTag = 'header' | 'footer' | 'aside';

interface ReusedMarkupProps extends HTMLAttributes<HTMLElement> {
  as: ReusableTag;
  /** Unique in the page; written as `data-reuse`, which is how the markup is found again. */
  name: string;
  /**
   * Everything the inside depends on besides the code: the page's language and address, the data it
   * shows (objects count by identity: the content cache hands out the same ones until content changes).
   * Nothing inside may differ between visitors or requests (no nonce, no generated id).
   */
  inputs: readonly unknown[];
  children: ReactNode;
}

export function ReusedMarkup({ as: Tag, name, inputs, children, ...props }: ReusedMarkupProps) {
  const reuse = use(MarkupReuseContext);
  const markup = reuse?.lookup(name, Tag, inputs);
  if (markup !== undefined) return <Tag {...props} data-reuse={name} dangerouslySetInnerHTML={{ __html: markup }} />;
  return (
    <Tag {...props} data-reuse={name}>
      {children}
    </Tag>
  );
}
