// Names the gene and exon of each site a genome search found, when the genome has an annotation
// (`npm run genome -- annotate`). Done after the search, on the result rows, so the search itself and
// the way it is split into sub-jobs need not know about annotations. Rows of typed pairs stay as they are.
import type { CrisprResultRow } from '../../../contracts/api/crispr.ts';
import type { GenomeEngine } from './genome-engine.ts';

export async function annotateSites(engine: GenomeEngine, genomeDir: string, genome: string, rows: CrisprResultRow[]): Promise<CrisprResultRow[]> {
  const annotation = (await engine.readAnnotation?.(genomeDir, genome)) ?? null;
  if (!annotation) return rows;
  return rows.map((row) => {
    if (row.chrom === undefined || row.position === undefined) return row;
    const { gene, exon } = annotation.lookupSite(row.chrom, row.position, row.off_seq);
    return { ...row, gene, exon };
  });
}
