// The result view of a genome search, rendered on the server in Chinese and English: a search that
// found no site at all says so (issue 32 point 5.2) instead of an empty table; one with sites keeps
// its table.
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CrisprJobView, CrisprSearch } from '../../../contracts/api/crispr.ts';
import { EMPTY_SHELL, type ShellData } from '../../components/shell-data.ts';
import { provideCatalogue } from '../../i18n/catalogue-store.ts';
import { en } from '../../i18n/en.ts';
import { zh } from '../../i18n/zh.ts';
import { SearchResult } from './search-result.tsx';

// As entry.server.tsx does: the server renders from the catalogues in process.
provideCatalogue('zh', zh);
provideCatalogue('en', en);

async function render(element: ReactElement, lang: 'zh' | 'en'): Promise<string> {
  const shell: ShellData = { ...EMPTY_SHELL, lang };
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => shell, element }], { hydrationData: { loaderData: { root: shell } } });
  const { prelude } = await prerender(<RouterProvider router={router} />);
  return new Response(prelude).text();
}

const GUIDE = 'GACGCATAAAGATGAGACGCTGG';
const search = (sites: number): CrisprSearch => ({
  genome: 'test',
  genome_title: 'Test genome',
  pam: 'NGG',
  mismatches: 4,
  bulge: 'none',
  guides: [{ guide: GUIDE, sites, truncated: false, note: null }],
});
const job = (jieguo: CrisprJobView['jieguo'], sites: number): CrisprJobView => ({
  id: 7,
  title: 'search',
  status: 3,
  out_csvfile: '/files/x.csv',
  jieguo,
  error: null,
  pair_count: 0,
  guide_count: 1,
  search: search(sites),
  create_time: '2026-01-01T00:00:00.000Z',
  finished_at: '2026-01-01T00:00:05.000Z',
  expires_at: '2026-01-04T00:00:05.000Z',
});

describe('SearchResult', () => {
  it('says that no site was found when the search found none, in Chinese and in English, with no site table', async () => {
    const nothing = job([], 0);
    const zhHtml = await render(<SearchResult job={nothing} search={nothing.search!} />, 'zh');
    expect(zhHtml).toContain('data-testid="crispr-no-sites"');
    expect(zhHtml).toContain('所有 sgRNA 在参考基因组中均未找到候选位点，没有需要评分的位点（可增大最大错配数、允许凸起或更换 PAM 类型后重新提交）。');
    expect(zhHtml).not.toContain('crispr-site-table');
    const enHtml = await render(<SearchResult job={nothing} search={nothing.search!} />, 'en');
    expect(enHtml).toContain(
      'No candidate site was found in the reference genome for any sgRNA, so there was nothing to score (allow more mismatches, a bulge or another PAM type and submit again).',
    );
    expect(enHtml).not.toContain('crispr-site-table');
  });

  it('ranks the guides, offers the four exports, names genes and draws each guide per chromosome with a title, a description and a table', async () => {
    const site = (chrom: string, position: number, score: number, mismatches: number, gene: string) => ({
      guide: GUIDE, on_seq: GUIDE, off_seq: GUIDE, chrom, position, strand: '+' as const, mismatches, bulge: 'none' as const, CRISPR_Net_score: score, gene, exon: gene !== '',
    });
    const found = job([site('chr1', 1001, 1, 0, 'GENEA'), site('chr2', 501, 0.25, 3, '')], 2);
    found.search!.chromosomes = [
      { name: 'chr1', length: 4000 },
      { name: 'chr2', length: 1000 },
    ];
    const html = await render(<SearchResult job={found} search={found.search!} />, 'en');
    expect(html).toContain('data-testid="crispr-guide-ranking"');
    expect(html).toContain('Off-target score');
    for (const format of ['csv', 'tsv', 'bed', 'xlsx']) expect(html).toContain(`data-format="${format}"`);
    expect(html).toContain('GENEA');
    const map = /<svg[^>]*data-testid="crispr-chrom-map-svg"[^]*?<\/svg>/.exec(html)![0];
    expect(map).toMatch(/role="img"/);
    expect(map).toContain(`<title id="`);
    expect(map).toContain(`Sites of sgRNA ${GUIDE}</title>`);
    expect(map).toContain('2 sites on 2 sequences; the best score of each: chr1 1.000000, chr2 0.250000</desc>');
    // chr2 is a quarter of chr1: its bar is 250 of 1000 units; its site centres at (500 + 11.5) / 1000 of it.
    expect(map).toMatch(/<g data-chrom="chr2"><rect x="0" y="24" width="250"/);
    expect(map).toContain(`x1="${((500 + 11.5) / 1000) * 250}"`);
    expect(html).toContain('As a table by chromosome');
  });

  it('renders one page of sites while the screen is unknown, not a card for every site', async () => {
    // The server and the hydrating render show both layouts; a job of 40,000 sites made 40,000 cards.
    const many = Array.from({ length: 60 }, (_, i) => ({
      guide: GUIDE, on_seq: GUIDE, off_seq: GUIDE, chrom: 'chr1', position: 101 + i * 50, strand: '+' as const, mismatches: 1, bulge: 'none' as const, CRISPR_Net_score: i / 100,
    }));
    const found = job(many, 60);
    const html = await render(<SearchResult job={found} search={found.search!} />, 'zh');
    expect(html.match(/data-testid="crispr-site-card"/g)).toHaveLength(10);
    // The table's first page too: the best ten (0.59 … 0.50), then no more.
    const table = /data-testid="crispr-site-table"[^]*$/.exec(html)![0];
    expect(table).toContain('0.590000');
    expect(table).toContain('0.500000');
    expect(table).not.toContain('0.490000');
  });

  it('keeps the site table and no such notice when a site was found', async () => {
    const site = { guide: GUIDE, on_seq: GUIDE, off_seq: GUIDE, chrom: 'chrT', position: 101, strand: '+' as const, mismatches: 0, bulge: 'none' as const, CRISPR_Net_score: 0.9 };
    const found = job([site], 1);
    const html = await render(<SearchResult job={found} search={found.search!} />, 'zh');
    expect(html).toContain('crispr-site-table');
    expect(html).not.toContain('crispr-no-sites');
  });
});
