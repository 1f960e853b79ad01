// Synthetic plasmid rows for the list benchmark: real catalogue vectors' maps, with the filter values
// drawn independently per row, so every value and combination of values occurs.
import type { plasmids } from '../server/db/schema/index.ts';
import { PLASMID_CATALOG } from '../server/db/seed/plasmid-catalog.ts';
import { buildPlasmidMap } from '../server/db/seed/plasmid-elements.ts';
import { createRng, seedFrom } from '../server/db/seed/prng.ts';
import { PLASMID_FILTERS, type PlasmidFilterKey, type PlasmidFilterOption } from '../contracts/plasmid-filters.ts';

export const optionValues = (key: PlasmidFilterKey) =>
  (PLASMID_FILTERS.find((f) => f.key === key)!.options as readonly PlasmidFilterOption[]).map((o) => o.value).filter((v) => v !== 'all');

/** Row i: a real catalogue vector's map, filter values drawn independently so every combination occurs. */
export function benchRow(i: number): typeof plasmids.$inferInsert {
  const spec = PLASMID_CATALOG[i % PLASMID_CATALOG.length]!;
  const rng = createRng(seedFrom(`bench-plasmid:${i}`));
  // Independent draws per filter, so every combination of values occurs in proportion.
  const pick = (key: PlasmidFilterKey, allowNull = false) => {
    const options = optionValues(key);
    const slot = Math.floor(rng() * (options.length + (allowNull ? 1 : 0)));
    return slot < options.length ? options[slot]! : null;
  };
  const name = `${spec.name} #${Math.floor(i / PLASMID_CATALOG.length) + 1}`;
  const { sequence, features } = buildPlasmidMap(`${name}:${i}`, spec.elements, 2600);
  const species = pick('plasmidFragmentSpecies');
  return {
    item_no: `B${String(i + 1).padStart(5, '0')}`,
    name,
    alias: spec.alias,
    plasmid_host: pick('plasmidHost'),
    plasmid_usage: pick('plasmidUsage'),
    plasmid_fragment_type: pick('plasmidFragmentType'),
    plasmid_species: species,
    plasmid_fragment_species: species,
    plasmid_nuclear_resistance: pick('plasmidNuclearResistance'),
    plasmid_eukaryotic_resistance: pick('plasmidEukaryoticResistance', true),
    plasmid_fluorescent_marker: pick('plasmidFluorescentMarker', true),
    function_introduction: `<p>${spec.use}</p>`,
    sequence,
    features,
    sort: i,
  };
}

