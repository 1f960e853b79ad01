// The map block's server render: the static picture stands in for SeqViz (which only loads in the
// browser), it is the whole map when there is no sequence, and 暂无信息 shows when there is neither.
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlasmidMap } from './plasmid-map.tsx';
import { sequenceGroups } from './plasmid-sequence.tsx';
import { EMPTY_SHELL, type ShellData } from '../../components/shell-data.ts';
import { zh } from '../../i18n/zh.ts';
import { en } from '../../i18n/en.ts';
import { provideCatalogue } from '../../i18n/catalogue-store.ts';

// As entry.server.tsx does: the server renders from the catalogues in process.
provideCatalogue('zh', zh);
provideCatalogue('en', en);

/**
 * Server HTML of `element` on a page of `lang` (the root loader's data names it, as on the site); the whole page, lazy islands (the view switch) included, as entry.server.tsx waits for it.
 */
async function renderToString(element: ReactElement, lang: 'zh' | 'en' = 'zh'): Promise<string> {
  const shell: ShellData = { ...EMPTY_SHELL, lang };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => shell, element }], { hydrationData: { loaderData: { root: shell } } });
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}

const SOURCE = { id: 1, head: 'ATGC', length: 4, preview: null };
const features = [{ name: 'AmpR', start: 1, end: 30, direction: 1 as const, type: 'CDS' }];

describe('PlasmidMap on the server', () => {
  it('renders the static picture and the feature legend where the interactive map will be', async () => {
    const html = await renderToString(<PlasmidMap name="pX" sequence={SOURCE} features={features} profile="/uploads/map.svg" />);
    expect(html).toContain('src="/uploads/map.svg"');
    expect(html).toContain('环状图谱');
    expect(html).toContain('AmpR');
    expect(html).not.toContain('plasmid-map-viewer');
  });

  it('shows only the static picture without a sequence, and 暂无信息 without either', async () => {
    const pictureOnly = await renderToString(<PlasmidMap name="pX" sequence={null} features={[]} profile="/uploads/map.svg" />);
    expect(pictureOnly).toContain('src="/uploads/map.svg"');
    expect(pictureOnly).not.toContain('环状图谱');
    expect(await renderToString(<PlasmidMap name="pX" sequence={null} features={[]} profile={null} />)).toContain('暂无信息');
  });

  it('speaks English on an English page', async () => {
    const html = await renderToString(<PlasmidMap name="pX" sequence={SOURCE} features={[{ ...features[0]!, direction: -1 as const }]} profile="/uploads/map.svg" />, 'en');
    expect(html).toContain('Circular map');
    expect(html).toContain('alt="Plasmid map of pX"');
    expect(html).toContain('(reverse)');
    expect(html).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await renderToString(<PlasmidMap name="pX" sequence={null} features={[]} profile={null} />, 'en')).toContain('No information');
  });
});

describe('sequenceGroups', () => {
  it('cuts the sequence into tens with 1-based positions', () => {
    expect(sequenceGroups('A'.repeat(25))).toEqual([
      { position: 1, bases: 'A'.repeat(10) },
      { position: 11, bases: 'A'.repeat(10) },
      { position: 21, bases: 'A'.repeat(5) },
    ]);
  });
});
