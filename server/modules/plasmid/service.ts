// The plasmid catalogue: the filtered, paged list (both readings of the specification), one plasmid's
// detail with its fields in block order, the sequence files and the index page's quick-link counts.
// Only shown plasmids (status 1) are ever listed or read; HTML leaves here sanitised.
import { PLASMID_DETAIL_FIELDS, PLASMID_MAX_PAGE, PLASMID_MESSAGES, PLASMID_QUICK_LINKS, type PlasmidDownloadFormat, type PlasmidListQuery } from '../../../contracts/plasmid.ts';
import type { PlasmidDetail, PlasmidPage, PlasmidRow } from '../../../contracts/api/plasmid.ts';
import { PLASMID_FILTERS, plasmidFilterLabel, resolvePlasmidFilter } from '../../../contracts/plasmid-filters.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeRichHtml } from '../../http/sanitize-html.ts';
import type { LangOption } from '../../../contracts/english-content.ts';
import { englishOrNull, langOf, sharedOrNull, translated } from '../content/english.ts';
import { keyedTtlCache, ttlCache } from '../content/ttl-cache.ts';
import { createPlasmidRepo, type PlasmidFilterColumn, type PlasmidListFilter, type PlasmidListRow } from './repo.ts';
import { cleanSequence, downloadFileName, toFasta, toGenbank } from './sequence-files.ts';

export interface PlasmidCounts {
  all: number;
  /** Every quick link of the index page with the number of shown plasmids behind it. */
  quickLinks: Array<(typeof PLASMID_QUICK_LINKS)[number] & { count: number }>;
}

export interface SequenceFile {
  fileName: string;
  contentType: string;
  body: string;
}

function toRow(row: PlasmidListRow): PlasmidRow {
  return {
    id: row.id,
    name: row.name,
    itemNo: row.item_no,
    item_no: row.item_no,
    plasmidHost: row.plasmid_host,
    plasmidUsage: row.plasmid_usage,
    plasmidFragmentType: row.plasmid_fragment_type,
    plasmidSpecies: row.plasmid_species,
    plasmid_species: row.plasmid_species,
    plasmidNuclearResistance: row.plasmid_nuclear_resistance,
    plasmidEukaryoticResistance: row.plasmid_eukaryotic_resistance,
    plasmidFluorescentMarker: row.plasmid_fluorescent_marker,
    labels: {
      plasmidHost: plasmidFilterLabel('plasmidHost', row.plasmid_host),
      plasmidUsage: plasmidFilterLabel('plasmidUsage', row.plasmid_usage),
      plasmidFragmentType: plasmidFilterLabel('plasmidFragmentType', row.plasmid_fragment_type),
      plasmidSpecies: plasmidFilterLabel('plasmidFragmentSpecies', row.plasmid_species),
      plasmidNuclearResistance: plasmidFilterLabel('plasmidNuclearResistance', row.plasmid_nuclear_resistance),
      plasmidEukaryoticResistance: plasmidFilterLabel('plasmidEukaryoticResistance', row.plasmid_eukaryotic_resistance),
      plasmidFluorescentMarker: plasmidFilterLabel('plasmidFluorescentMarker', row.plasmid_fluorescent_marker),
    },
  };
}

function pageOf(rows: PlasmidRow[], total: number, query: Pick<PlasmidListQuery, 'page' | 'size'>): PlasmidPage {
  return { data: rows, total, content: rows, totalElements: total, page: query.page, size: query.size };
}

/** Totals remembered per filter combination; the catalogue changes rarely and a count reads every match. */
/** Filters and pages remembered at most (each cache starts afresh beyond that). */
const CACHE_MAX = 1000;

/**
 * The English column of each detail field a visitor reads (decision 0033). The other fields are
 * technical notation both sites share (element names, sizes, primers), sent in English unless
 * written in Chinese.
 */
const ENGLISH_OF: Partial<Record<string, string>> = {
  specification: 'en_specification',
  classification: 'en_classification',
  plasmid_type: 'en_classification',
  nuclear_resistance: 'en_nuclear_resistance',
  eukaryotic_resistance: 'en_eukaryotic_resistance',
  culture_condition: 'en_culture_condition',
  expression_host: 'en_expression_host',
  selection_marker: 'en_selection_marker',
  plasmid_selection_marker: 'en_selection_marker',
  induced_way: 'en_induced_way',
  remark: 'en_remark',
  functionIntroduction: 'en_function_introduction',
  introduction: 'en_introduction',
};

const blankText = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export function createPlasmidService(database: Database, options: { ttlMs?: number } = {}) {
  const repo = createPlasmidRepo(database.db);

  const counts = ttlCache(async (): Promise<PlasmidCounts> => {
    const column = (key: string) => PLASMID_FILTERS.find((f) => f.key === key)!.column as PlasmidFilterColumn;
    const result = await repo.countByValues(PLASMID_QUICK_LINKS.map((link) => [column(link.main), link.sub] as const));
    return { all: result.all, quickLinks: PLASMID_QUICK_LINKS.map((link, i) => ({ ...link, count: result.counts[i] ?? 0 })) };
  }, options.ttlMs ?? 30_000);

  // The database filters and pages (indexed); what it answered for a filter (its total) and for a page
  // (its rows) is kept for the same time as the other content caches, so popular lists do not queue
  // on the database under load. An edit announced with contentChanged() empties them on every app server.
  const totals = keyedTtlCache<number>(options.ttlMs ?? 30_000, CACHE_MAX);
  const pages = keyedTtlCache<PlasmidRow[]>(options.ttlMs ?? 30_000, CACHE_MAX);
  function total(filter: Omit<PlasmidListFilter, 'offset' | 'limit'>): Promise<number> {
    return totals.get(JSON.stringify([filter.equals, filter.name, filter.itemNo]), () => repo.countPlasmids(filter));
  }
  function rowsOf(filter: PlasmidListFilter): Promise<PlasmidRow[]> {
    const key = JSON.stringify([filter.equals, filter.name, filter.itemNo, filter.offset, filter.limit]);
    return pages.get(key, async () => (await repo.listPlasmids(filter)).map(toRow));
  }

  async function readRow(id: number, includeHidden = false) {
    const row = await repo.findPlasmid(id, includeHidden);
    if (!row) throw notFound(PLASMID_MESSAGES.notFound);
    return row;
  }

  return {
    /**
     * One page of the list. 'all'/empty filters are no filter; a value that names no option gives an
     * empty page (nothing carries it), as does a page past the end (with the true total).
     */
    async list(query: PlasmidListQuery): Promise<PlasmidPage> {
      const equals: Array<[PlasmidFilterColumn, string]> = [];
      for (const filter of PLASMID_FILTERS) {
        const choice = resolvePlasmidFilter(filter.key, query[filter.key]);
        if (choice.kind === 'unknown') return pageOf([], 0, query);
        if (choice.kind === 'value') equals.push([filter.column, choice.value]);
      }
      const where = { equals, name: query.name, itemNo: query.itemNo };
      if (query.page > PLASMID_MAX_PAGE) return pageOf([], await total(where), query);
      // The total is usually remembered; a page past it needs no rows query at all.
      const count = await total(where);
      const offset = (query.page - 1) * query.size;
      if (offset >= count) return pageOf([], count, query);
      return pageOf(await rowsOf({ ...where, offset, limit: query.size }), count, query);
    },

    /**
     * The detail: id, every field in block order (missing text null), then the map features.
     * `preview`: a hidden plasmid too — only for a page whose preview token names it (server/modules/content/preview.ts).
     */
    async read(id: number, how: { preview?: boolean } & LangOption = {}): Promise<PlasmidDetail> {
      const row = await readRow(id, how.preview === true);
      const en = langOf(how) === 'en';
      const source: Record<string, string | null> = {
        ...row,
        functionIntroduction: row.function_introduction,
        sequence: cleanSequence(row.sequence) || null,
      } as unknown as Record<string, string | null>;
      // Key order is part of the answer: the page assigns fields to blocks by it.
      const detail: Record<string, unknown> = { id: row.id };
      for (const field of PLASMID_DETAIL_FIELDS) {
        const english = ENGLISH_OF[field];
        const text = !en ? source[field] : english ? englishOrNull(source[english]) : field === 'sequence' ? source[field] : sharedOrNull(source[field]);
        const value = blankText(text);
        detail[field] = value && (field === 'functionIntroduction' || field === 'introduction') ? sanitizeRichHtml(value) || null : value;
      }
      detail.features = detail.sequence ? row.features : [];
      if (en) {
        detail.name = sharedOrNull(row.name) ?? '';
        detail.hasEnglish = translated([
          [row.function_introduction, row.en_function_introduction],
          [row.introduction, row.en_introduction],
        ]);
      }
      return detail as PlasmidDetail;
    },

    /** The sequence as a FASTA or GenBank file named by the item number (`preview` as in `read`). */
    async sequenceFile(id: number, format: PlasmidDownloadFormat, how: { preview?: boolean } = {}): Promise<SequenceFile> {
      const row = await readRow(id, how.preview === true);
      if (!cleanSequence(row.sequence)) throw notFound(PLASMID_MESSAGES.noSequence);
      const record = { itemNo: row.item_no, name: row.name, alias: row.alias, sequence: row.sequence ?? '', features: row.features, updated: row.update_time };
      return format === 'fasta'
        ? { fileName: downloadFileName(row.item_no, format), contentType: 'text/x-fasta; charset=utf-8', body: toFasta(record) }
        : { fileName: downloadFileName(row.item_no, format), contentType: 'chemical/seq-na-genbank; charset=utf-8', body: toGenbank(record) };
    },

    /** How many plasmids the catalogue shows, in all and behind each quick link (cached briefly). */
    counts(): Promise<PlasmidCounts> {
      return counts.get();
    },

    invalidate(): void {
      counts.invalidate();
      totals.invalidate();
      pages.invalidate();
    },
  };
}
