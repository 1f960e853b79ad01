// crispr-net annotate-genome --genome DIR --name NAME FILE.gtf|FILE.bed (optionally .gz): stores the
// file's genes and exons beside the genome (genome-annotation.ts); sites found later name them.
import { parseArgs } from 'node:util';
import { annotateGenome } from './genome-annotation.ts';
import { GenomeInputError } from './genome-scan.ts';

export async function annotateCommand(argv: string[], usage: string): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { genome: { type: 'string' }, name: { type: 'string' } } });
  } catch (error) {
    console.error(`crispr-net: ${(error as Error).message}\n${usage}`);
    return 2;
  }
  const genome = parsed.values.genome || process.env.GENOME_DIR;
  const name = parsed.values.name;
  if (!genome || !name || parsed.positionals.length !== 1) {
    console.error(usage);
    return 2;
  }
  try {
    const summary = await annotateGenome(genome, name, parsed.positionals[0]);
    console.error(
      `crispr-net: annotated ${name}: ${summary.genes} genes, ${summary.exons} exons (${summary.bytes} bytes)` +
        (summary.skipped ? `; ${summary.skipped} records on sequences the genome does not have were left out` : ''),
    );
    return 0;
  } catch (error) {
    console.error(`crispr-net: ${error instanceof GenomeInputError ? error.message : ((error as Error).stack ?? String(error))}`);
    return 1;
  }
}
