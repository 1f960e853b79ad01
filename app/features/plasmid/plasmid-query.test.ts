// The list state in the URL: parsing forgiving values, leaving defaults out, and the call query.
import { describe, expect, it } from 'vitest';
import { defaultListState, hasListParams, listStateHref, parseListState, quickLinkHref, toListQuery, withFilter } from './plasmid-query.ts';

describe('parseListState / listStateHref', () => {
  it('round-trips filters, search, page and size with the specification names', () => {
    const url = '/plasmidPlatform/plasmidPlatformList?host=e_coli&fluorescentMarker=green&itemNo=P0001&page=3&size=50';
    const state = parseListState(new URLSearchParams(url.split('?')[1]));
    expect(state.filters).toMatchObject({ plasmidHost: 'e_coli', plasmidFluorescentMarker: 'green', plasmidUsage: 'all' });
    expect(state).toMatchObject({ searchType: 'itemNo', keyword: 'P0001', page: 3, size: 50 });
    expect(listStateHref(state)).toBe(url);
  });

  it('falls back to defaults for malformed values and leaves defaults out of the URL', () => {
    const state = parseListState(new URLSearchParams('page=-2&size=33&name=%20%20&host='));
    expect(state).toEqual({
      filters: {
        plasmidHost: 'all',
        plasmidUsage: 'all',
        plasmidFragmentType: 'all',
        plasmidFragmentSpecies: 'all',
        plasmidNuclearResistance: 'all',
        plasmidEukaryoticResistance: 'all',
        plasmidFluorescentMarker: 'all',
      },
      searchType: 'name',
      keyword: '',
      page: 1,
      size: 10,
    });
    expect(listStateHref(state)).toBe('/plasmidPlatform/plasmidPlatformList');
  });

  it('a filter change goes back to the first page; quick links are filtered lists', () => {
    const state = { ...defaultListState(), page: 4 };
    expect(withFilter(state, 'plasmidUsage', 'gene_template')).toMatchObject({ page: 1, filters: { plasmidUsage: 'gene_template' } });
    expect(quickLinkHref('plasmidHost', 'mammalian')).toBe('/plasmidPlatform/plasmidPlatformList?host=mammalian');
  });

  it("sends 'all' as null and the keyword as name or itemNo", () => {
    const query = toListQuery(parseListState(new URLSearchParams('fragmentSpecies=mouse&name=lenti&page=2')));
    expect(query).toMatchObject({ page: 2, size: 10, name: 'lenti', itemNo: null, plasmidFragmentSpecies: 'mouse', plasmidHost: null });
  });

  it('knows when a URL states the list', () => {
    expect(hasListParams(new URLSearchParams(''))).toBe(false);
    expect(hasListParams(new URLSearchParams('utm_source=x'))).toBe(false);
    expect(hasListParams(new URLSearchParams('page=1'))).toBe(true);
    expect(hasListParams(new URLSearchParams('host=e_coli'))).toBe(true);
  });
});
