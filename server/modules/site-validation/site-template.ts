// The stretch of genome a site's primers are designed on: the site (1-based leftmost + strand
// position and its length, as the genome search stores it) with one longest amplicon either side,
// clipped to its sequence, and the target primers must flank (the site with padding each side).
import type { PrimerSite } from './primer-design.ts';

export type RegionReader = (chrom: string, from: number, to: number) => Promise<{ bases: string; from: number; sequenceLength: number }>;

export interface SiteTemplate extends PrimerSite {
  /** 0-based genome position of the template's first base. */
  from: number;
}

export async function siteTemplate(read: RegionReader, site: { chrom: string; position: number; length: number }, productMax: number, padding: number): Promise<SiteTemplate> {
  const siteStart = site.position - 1;
  const region = await read(site.chrom, siteStart - productMax, siteStart + site.length + productMax);
  const targetStart = Math.max(0, siteStart - padding - region.from);
  const targetEnd = Math.min(region.bases.length, siteStart + site.length + padding - region.from);
  return { template: region.bases, from: region.from, targetStart, targetLength: Math.max(1, targetEnd - targetStart) };
}
