// Helpers of the plasmid console tests: a small real GenBank record (a pUC19 fragment with two
// annotated features), a FASTA record, multipart bodies and the upload calls.
import type { FastifyInstance } from 'fastify';
import { randomIp } from './user-test-kit.ts';

/** 120 bp of pUC19 as a circular GenBank record: the lac promoter forward, lacZα reverse. */
export const PUC19_GENBANK = `LOCUS       pUC19_frag               120 bp    DNA     circular SYN 01-JAN-2024
DEFINITION  pUC19 fragment for the console test.
ACCESSION   .
VERSION     .
KEYWORDS    .
SOURCE      synthetic DNA construct
  ORGANISM  synthetic DNA construct
FEATURES             Location/Qualifiers
     source          1..120
                     /organism="synthetic DNA construct"
                     /mol_type="other DNA"
     promoter        5..35
                     /label="lac promoter"
     CDS             complement(50..110)
                     /label="lacZ-alpha"
                     /codon_start=1
ORIGIN
        1 tcgcgcgttt cggtgatgac ggtgaaaacc tctgacacat gcagctcccg gagacggtca
       61 cagcttgtct gtaagcggat gccgggagca gacaagcccg tcagggcgcg tcagcgggtg
//
`;

export const PUC19_SEQUENCE =
  'TCGCGCGTTTCGGTGATGACGGTGAAAACCTCTGACACATGCAGCTCCCGGAGACGGTCACAGCTTGTCTGTAAGCGGATGCCGGGAGCAGACAAGCCCGTCAGGGCGCGTCAGCGGGTG';

export const FASTA_TEXT = '>pTest-linear demo insert, linear\nATGACCATGATTACGCCAAGCTTGCATGCC\nTGCAGGTCGACTCTAGAGGATCC\n';

export function multipart(file: { filename: string; content: Buffer | string } | null, fields: Record<string, string> = {}) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart call to a console path; the answer's envelope. */
export async function uploadTo(app: FastifyInstance, path: string, token: string, file: { filename: string; content: Buffer | string } | null) {
  const body = multipart(file);
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/v1${path}`,
    payload: body.payload,
    headers: { ...body.headers, authentication: token },
    remoteAddress: randomIp(),
  });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** The public detail through /api/v1/zhili/read. */
export async function publicDetail(app: FastifyInstance, id: number) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/zhili/read', payload: { id }, remoteAddress: randomIp() });
  return res.json() as { code: number; msg: string; data: any };
}

/** The public list through /api/v1/zhili/index. */
export async function publicList(app: FastifyInstance, query: Record<string, unknown> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/zhili/index', payload: { page: 1, size: 50, ...query }, remoteAddress: randomIp() });
  return res.json() as { code: number; msg: string; data: any };
}
