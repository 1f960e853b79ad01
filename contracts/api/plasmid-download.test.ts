import { describe, expect, it } from 'vitest';
import { plasmidApi } from './plasmid.ts';
import { PLASMID_DOWNLOAD_URL, plasmidDownloadHref } from './plasmid-download.ts';

describe('plasmidDownloadHref', () => {
  it('points at the declared download call', () => {
    expect(PLASMID_DOWNLOAD_URL).toBe(plasmidApi.download.url);
  });

  it('carries the id, the format and a preview token when there is one', () => {
    expect(plasmidDownloadHref(7, 'fasta')).toBe(`${plasmidApi.download.url}?id=7&format=fasta`);
    expect(plasmidDownloadHref(7, 'genbank', 'tok')).toBe(`${plasmidApi.download.url}?id=7&format=genbank&preview=tok`);
  });
});
