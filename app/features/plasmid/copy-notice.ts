// The toast after copying a sequence: antd's static `message`, loaded with the first copy so the
// plasmid detail page loads no antd up front (decision 0029). A module of its own rather than
// `import('antd')`: a dynamic import of antd's index would make all of antd one lazy entry and
// reshuffle the chunks every antd page shares.
import { message } from 'antd';

export function showCopyNotice(copied: boolean, text: string): void {
  if (copied) void message.success(text);
  else void message.error(text);
}
