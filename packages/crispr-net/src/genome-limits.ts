// What a genome file may hold, checked as it is read (issue 32: every parse of a user's file is bounded
// while it streams). A genome import keeps one entry per sequence in memory and in genome.json, and a
// FASTA header is gathered byte by byte: without these bounds a file of ten million empty records, or
// a header line of gigabytes, would take the import's process down instead of being refused.

/** Most sequences one genome may have: hg38's files hold a few hundred, a draft assembly's contigs up to some hundred thousand. */
export const GENOME_MAX_SEQUENCES = 1_000_000;

/** Longest FASTA header line (the name and its description); real ones are a few hundred bytes. */
export const FASTA_MAX_HEADER_BYTES = 64 * 1024;
