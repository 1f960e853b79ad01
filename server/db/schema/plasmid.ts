// The plasmid catalogue. Every detail field of the specification is a column with its spec name;
// the list filters (plasmid_host … plasmid_fluorescent_marker) and the list's order (sort, id) are
// indexed over shown rows, so a page of the list is read in index order instead of sorting matches.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { flag, idColumn, timestamps } from './columns.ts';

/** One annotated feature of the plasmid map; positions are 1-based and inclusive. */
export interface PlasmidFeature {
  name: string;
  start: number;
  end: number;
  /** 1 forward, -1 reverse, 0 none (SeqViz convention). */
  direction: 1 | -1 | 0;
  type: string;
  color?: string;
}

export const plasmids = pgTable(
  'plasmids',
  {
    id: idColumn(),
    item_no: text('item_no').notNull(),
    name: text('name').notNull(),
    // Product info
    specification: text('specification'),
    price: text('price'),
    alias: text('alias'),
    // Basic info
    promoter: text('promoter'),
    replicon: text('replicon'),
    terminator: text('terminator'),
    classification: text('classification'),
    size: text('size'),
    tag: text('tag'),
    nuclear_resistance: text('nuclear_resistance'),
    eukaryotic_resistance: text('eukaryotic_resistance'),
    clone_strain: text('clone_strain'),
    culture_condition: text('culture_condition'),
    expression_host: text('expression_host'),
    selection_marker: text('selection_marker'),
    induced_way: text('induced_way'),
    three_sequence_primer: text('three_sequence_primer'),
    five_sequence_primer: text('five_sequence_primer'),
    remark: text('remark'),
    // Plasmid properties (the list filters)
    plasmid_host: text('plasmid_host'),
    plasmid_usage: text('plasmid_usage'),
    plasmid_type: text('plasmid_type'),
    plasmid_species: text('plasmid_species'),
    plasmid_fragment_species: text('plasmid_fragment_species'),
    plasmid_fragment_type: text('plasmid_fragment_type'),
    plasmid_nuclear_resistance: text('plasmid_nuclear_resistance'),
    plasmid_eukaryotic_resistance: text('plasmid_eukaryotic_resistance'),
    plasmid_selection_marker: text('plasmid_selection_marker'),
    plasmid_fluorescent_marker: text('plasmid_fluorescent_marker'),
    // Texts, map and sequence
    function_introduction: text('function_introduction'),
    introduction: text('introduction'),
    profile: text('profile'),
    sequence: text('sequence'),
    // English text of the fields a visitor reads (decision 0033); the other fields are technical
    // notation shared by both sites. null = not translated.
    en_specification: text('en_specification'),
    en_classification: text('en_classification'),
    en_nuclear_resistance: text('en_nuclear_resistance'),
    en_eukaryotic_resistance: text('en_eukaryotic_resistance'),
    en_culture_condition: text('en_culture_condition'),
    en_expression_host: text('en_expression_host'),
    en_selection_marker: text('en_selection_marker'),
    en_induced_way: text('en_induced_way'),
    en_remark: text('en_remark'),
    en_function_introduction: text('en_function_introduction'),
    en_introduction: text('en_introduction'),
    features: jsonb('features').$type<PlasmidFeature[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    status: flag('status', 1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('plasmids_item_no_key').on(t.item_no),
    index('plasmids_name_idx').on(t.name),
    // One index per filter, led by the filter's value and then in list order, over shown rows only: a
    // filtered page is a short ordered index range, not a sort of every match.
    index('plasmids_host_idx').on(t.plasmid_host, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_usage_idx').on(t.plasmid_usage, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_fragment_type_idx').on(t.plasmid_fragment_type, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_fragment_species_idx').on(t.plasmid_fragment_species),
    index('plasmids_species_idx').on(t.plasmid_species, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_nuclear_resistance_idx').on(t.plasmid_nuclear_resistance, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_eukaryotic_resistance_idx').on(t.plasmid_eukaryotic_resistance, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_fluorescent_marker_idx').on(t.plasmid_fluorescent_marker, t.sort, t.id).where(sql`status = 1`),
    index('plasmids_list_order_idx').on(t.sort, t.id).where(sql`status = 1`),
  ],
);
