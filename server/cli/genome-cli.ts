// `npm run genome -- add NAME FILE [--title T]` and `list`: genomes of the CRISPR-Net search in
// GENOME_DIR (decision 0027). The engine imports the file (2bit or FASTA, gzipped or not) and builds
// what the search needs in a temporary folder, moved into place only when complete (a malformed 2bit
// is refused before any folder is made); the genome is then recorded as an option row. The folder is
// what counts: when the running site holds the embedded database, the row is made when the site next
// lists genomes.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { EmbeddedDatabaseLockedError } from '../db/pglite-lock.ts';
import { loadGenomeEngine, type GenomeEngine, type IndexBuildReport } from '../modules/crispr/genome-engine.ts';
import { createCrisprRepo } from '../modules/crispr/repo.ts';

export const GENOME_CLI_USAGE = `Genomes of the CRISPR-Net off-target search (GENOME_DIR, default DATA_DIR/genomes).

Usage:
  npm run genome -- add NAME FILE [--title TITLE]   import a 2bit or FASTA file (.gz too) as NAME
  npm run genome -- annotate NAME FILE              genes and exons of a GTF or BED file (.gz too) for NAME
  npm run genome -- list
  npm run genome -- reindex NAME [--force]        rebuild NAME's search index if missing or stale
  npm run genome -- --help

NAME is the genome's folder: letters, digits, '.', '_' and '-' (e.g. hg38, ecoli536, lambda).
TITLE is what the form's genome select shows (default NAME).
An annotation names, for each site found later, the genes it overlaps and whether it is in an exon
(GTF: gene and exon lines, gene_name else gene_id; BED: the name column, BED12 blocks as exons).
Sequence names must be the genome's (chr1 is not 1). Importing NAME again drops its annotation.
\`add\` also builds the seed index the search uses and reports its time, size and memory; a genome
whose index is missing or of an older version is searched by a full scan until \`reindex\` rebuilds it.`;

/** A genome's folder name: no path, nothing hidden. */
export const GENOME_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export type GenomeCommand =
  | { command: 'help' }
  | { command: 'list' }
  | { command: 'add'; name: string; file: string; title?: string }
  | { command: 'annotate'; name: string; file: string }
  | { command: 'reindex'; name: string; force: boolean };

/** The command line read into a command, or a message saying what is wrong. */
export function parseGenomeArgs(argv: readonly string[]): GenomeCommand | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: { title: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    return { error: (error as Error).message };
  }
  const [command, ...rest] = parsed.positionals;
  if (parsed.values.help || command === 'help' || command === undefined) return { command: 'help' };
  if (command === 'list') {
    if (rest.length > 0 || parsed.values.title !== undefined) return { error: '`list` takes no arguments.' };
    return { command: 'list' };
  }
  if (command === 'reindex') {
    if (rest.length !== 1 || parsed.values.title !== undefined) return { error: '`reindex` needs NAME (and takes only --force).' };
    if (!GENOME_NAME.test(rest[0])) return { error: `Bad NAME "${rest[0]}".` };
    return { command: 'reindex', name: rest[0], force: parsed.values.force === true };
  }
  if (parsed.values.force !== undefined) return { error: '--force belongs to `reindex`.' };
  if (command === 'add') {
    if (rest.length !== 2) return { error: '`add` needs NAME and FILE.' };
    const [name, file] = rest;
    if (!GENOME_NAME.test(name)) return { error: `Bad NAME "${name}": use letters, digits, '.', '_' and '-' (at most 64, not starting with '.' or '-').` };
    const title = parsed.values.title?.trim();
    if (parsed.values.title !== undefined && !title) return { error: '--title is empty.' };
    return { command: 'add', name, file, ...(title ? { title } : {}) };
  }
  if (command === 'annotate') {
    if (rest.length !== 2 || parsed.values.title !== undefined) return { error: '`annotate` needs NAME and FILE (and no --title).' };
    const [name, file] = rest;
    if (!GENOME_NAME.test(name)) return { error: `Bad NAME "${name}".` };
    if (!/\.(gtf|bed)(\.gz)?$/i.test(file)) return { error: `FILE must be .gtf or .bed (optionally .gz): ${file}` };
    return { command: 'annotate', name, file };
  }
  return { error: `Unknown command "${command}".` };
}

export interface GenomeCliIo {
  env: Record<string, string | undefined>;
  cwd?: string;
  out(line: string): void;
  err(line: string): void;
  /** The engine (crispr-net/genome by default). */
  engine?: () => Promise<GenomeEngine>;
}

async function recordGenomes(config: AppConfig, engine: GenomeEngine, io: GenomeCliIo): Promise<void> {
  let database;
  try {
    database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: config.paths.pglite });
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseLockedError)) throw error;
    io.out(`The running site (pid ${error.stopPid}) holds the embedded database: it lists the genome on its next genome list.`);
    return;
  }
  try {
    const present = await engine.listGenomes(config.paths.genomes);
    await createCrisprRepo(database.db).syncGenomes(present.map((g) => ({ name: g.name, title: g.title })));
  } finally {
    await database.close();
  }
}

async function annotate(config: AppConfig, engine: GenomeEngine, command: { name: string; file: string }, io: GenomeCliIo): Promise<number> {
  if (!engine.annotateGenome) throw new Error('this genome engine cannot annotate');
  try {
    const summary = await engine.annotateGenome(config.paths.genomes, command.name, command.file);
    io.out(`Annotated ${command.name}: ${summary.genes} genes, ${summary.exons} exons (${summary.bytes} bytes beside the genome).`);
    if (summary.skipped > 0) io.out(`${summary.skipped} records on sequences ${command.name} does not have were left out (check the sequence names).`);
    return 0;
  } catch (error) {
    if (!engine.isInputError(error)) throw error;
    io.err(`Not annotated: ${(error as Error).message}`);
    return 1;
  }
}

/** What an operator sizes the disk and the machine by. */
export function describeIndex(report: IndexBuildReport): string {
  const mb = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;
  return `Search index built in ${report.seconds.toFixed(1)} s: ${mb(report.bytes)} on disk, peak memory ${mb(report.peakRssBytes)}.`;
}

/** Runs one command; answers the exit code. */
export async function runGenomeCli(argv: readonly string[], io: GenomeCliIo): Promise<number> {
  const command = parseGenomeArgs(argv);
  if ('error' in command) {
    io.err(`${command.error}\n\n${GENOME_CLI_USAGE}`);
    return 2;
  }
  if (command.command === 'help') {
    io.out(GENOME_CLI_USAGE);
    return 0;
  }
  let config: AppConfig;
  try {
    config = loadConfig(io.env, io.cwd);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 78;
    }
    throw error;
  }
  const engine = await (io.engine ?? loadGenomeEngine)();
  if (command.command === 'list') {
    const genomes = await engine.listGenomes(config.paths.genomes);
    if (genomes.length === 0) io.out(`No genome in ${config.paths.genomes}.`);
    for (const g of genomes) io.out(`${g.name}\t${g.title}\t${g.length} bp\t${g.sequences.length} sequence(s)`);
    return 0;
  }
  if (command.command === 'annotate') return annotate(config, engine, command, io);
  if (command.command === 'reindex') {
    if (!engine.reindexGenome) {
      io.err('This engine has no search index.');
      return 1;
    }
    try {
      const report = await engine.reindexGenome(config.paths.genomes, command.name, { force: command.force });
      io.out(report ? describeIndex(report) : `The search index of ${command.name} is current.`);
      return 0;
    } catch (error) {
      if (!engine.isInputError(error)) throw error;
      io.err(`Not reindexed: ${(error as Error).message}`);
      return 1;
    }
  }
  let info;
  const started = performance.now();
  try {
    const onIndex = (report: IndexBuildReport) => io.out(describeIndex(report));
    info = await engine.importGenome(config.paths.genomes, command.name, command.file, command.title ? { title: command.title, onIndex } : { onIndex });
  } catch (error) {
    // A file the engine refuses (a malformed 2bit, not FASTA …): one line, and nothing was made.
    if (!engine.isInputError(error)) throw error;
    io.err(`Not imported: ${(error as Error).message}`);
    return 1;
  }
  await recordGenomes(config, engine, io);
  io.out(`Imported ${info.name} (${info.title}): ${info.length} bp in ${info.sequences.length} sequence(s), in ${config.paths.genomes} (${((performance.now() - started) / 1000).toFixed(1)} s).`);
  return 0;
}
