// The running job's progress per guide (decision 0064), rendered on the server in Chinese and English:
// shown for a split search, not for one that runs whole (one part per guide).
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMPTY_SHELL, type ShellData } from '../../components/shell-data.ts';
import { provideCatalogue } from '../../i18n/catalogue-store.ts';
import { en } from '../../i18n/en.ts';
import { zh } from '../../i18n/zh.ts';
import { SearchProgress } from './search-progress.tsx';

provideCatalogue('zh', zh);
provideCatalogue('en', en);

async function render(element: ReactElement, lang: 'zh' | 'en'): Promise<string> {
  const shell: ShellData = { ...EMPTY_SHELL, lang };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => shell, element }], { hydrationData: { loaderData: { root: shell } } });
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}

describe('SearchProgress', () => {
  const split = [
    { index: 0, parts: 12, done: 12 },
    { index: 1, parts: 12, done: 3 },
  ];

  it('lists each guide’s sub-jobs done in Chinese and English', async () => {
    const zhHtml = await render(<SearchProgress progress={split} />, 'zh');
    expect(zhHtml).toContain('第 1 条 sgRNA：已完成 12 / 12 个子任务');
    expect(zhHtml).toContain('第 2 条 sgRNA：已完成 3 / 12 个子任务');
    expect(await render(<SearchProgress progress={split} />, 'en')).toContain('sgRNA 2: 3 of 12 sub-jobs done');
  });

  it('shows nothing for a search run whole, or an answer without progress', async () => {
    expect(await render(<SearchProgress progress={[{ index: 0, parts: 1, done: 0 }]} />, 'zh')).not.toContain('crispr-progress');
    expect(await render(<SearchProgress progress={null} />, 'zh')).not.toContain('crispr-progress');
  });
});
