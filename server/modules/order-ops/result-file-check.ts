// Which result files staff may attach (RESULT_FILE_EXTENSIONS, double extensions such as .fastq.gz
// included), the type each is served as, and the check of its first bytes: archives, PDFs, Office
// files and images must really be what their name says; text must hold no NUL byte. Only the head of
// the file is looked at, since the file streams to storage and is never held whole.
import { RESULT_FILE_EXTENSIONS } from '../../../contracts/order-ops.ts';

/** Bytes of the head kept while the file streams; enough for every signature below. */
export const HEAD_BYTES = 512;

export interface ResultType {
  /** The matched extension, with its dot: '.fastq.gz'. */
  ext: string;
  /** The storage key's extension (the last one): 'gz'. */
  keyExt: string;
  mime: string;
  /** Whether the first bytes fit the type. */
  check(head: Buffer): boolean;
}

const startsWith = (...signatures: number[][]) => (head: Buffer) => signatures.some((sig) => sig.every((byte, i) => head[i] === byte));

const PDF = startsWith([0x25, 0x50, 0x44, 0x46, 0x2d]);
// A zip (xlsx and docx are zips): a local file header, or the end record of an empty archive.
const ZIP = startsWith([0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]);
// gzip; BAM is BGZF, which is gzip too.
const GZIP = startsWith([0x1f, 0x8b]);
// Excel 97-2003: an OLE compound file.
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const PNG = startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
const BAI = startsWith([0x42, 0x41, 0x49, 0x01]);
const TEXT = (head: Buffer) => !head.includes(0);

const TYPES: Record<(typeof RESULT_FILE_EXTENSIONS)[number], { mime: string; check: (head: Buffer) => boolean }> = {
  '.pdf': { mime: 'application/pdf', check: PDF },
  '.xlsx': { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', check: ZIP },
  '.xls': { mime: 'application/vnd.ms-excel', check: OLE },
  '.csv': { mime: 'text/csv', check: TEXT },
  '.tsv': { mime: 'text/tab-separated-values', check: TEXT },
  '.txt': { mime: 'text/plain', check: TEXT },
  '.docx': { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', check: ZIP },
  '.zip': { mime: 'application/zip', check: ZIP },
  '.gz': { mime: 'application/gzip', check: GZIP },
  '.tar.gz': { mime: 'application/gzip', check: GZIP },
  '.fastq.gz': { mime: 'application/gzip', check: GZIP },
  '.fq.gz': { mime: 'application/gzip', check: GZIP },
  '.bam': { mime: 'application/octet-stream', check: GZIP },
  '.bai': { mime: 'application/octet-stream', check: BAI },
  '.vcf': { mime: 'text/plain', check: TEXT },
  '.vcf.gz': { mime: 'application/gzip', check: GZIP },
  '.png': { mime: 'image/png', check: PNG },
  '.jpg': { mime: 'image/jpeg', check: JPEG },
  '.jpeg': { mime: 'image/jpeg', check: JPEG },
  // Served as a download with a sandboxing CSP, never as a page of the site.
  '.html': { mime: 'text/html', check: TEXT },
};

// Longest first, so 'x.fastq.gz' is a .fastq.gz, not a .gz.
const BY_LENGTH = RESULT_FILE_EXTENSIONS.toSorted((a, b) => b.length - a.length);

/** The result type of a file name, or null when its extension is not allowed. */
export function resultType(filename: string): ResultType | null {
  const lower = filename.toLowerCase();
  const ext = BY_LENGTH.find((e) => lower.endsWith(e) && lower.length > e.length);
  if (!ext) return null;
  return { ext, keyExt: ext.slice(ext.lastIndexOf('.') + 1), ...TYPES[ext] };
}
