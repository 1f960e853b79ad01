// The detail page's share of the sequence: the loader keeps the first bases in the same key, and the
// whole comes back from the FASTA download once per plasmid.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEQUENCE_HEAD, fastaBases, loadSequence, withSequenceHead } from './full-sequence.ts';

describe('withSequenceHead', () => {
  it('keeps the first bases in the sequence key, where the block order reads it, and the whole length', () => {
    const sequence = 'ACGT'.repeat(500);
    const { detail, sequenceLength } = withSequenceHead({ id: 2, sequence, profile: null });
    expect(sequenceLength).toBe(2000);
    expect(detail.sequence).toBe(sequence.slice(0, SEQUENCE_HEAD));
    expect(Object.keys(detail)).toEqual(['id', 'sequence', 'profile']);
  });

  it('leaves a short sequence or none as it is', () => {
    expect(withSequenceHead({ sequence: 'ACGT' })).toEqual({ detail: { sequence: 'ACGT' }, sequenceLength: 4 });
    expect(withSequenceHead({ sequence: null })).toEqual({ detail: { sequence: null }, sequenceLength: 0 });
  });
});

describe('fastaBases', () => {
  it('drops the header line and joins the lines', () => {
    expect(fastaBases('>P001 pX (alias) 14 bp circular\nACGTACGTAC\nacgt\n')).toBe('ACGTACGTACACGT');
  });
});

describe('loadSequence', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the FASTA download once per plasmid, preview token included, and tries again after a failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('>P9 pX 12 bp circular\nACGTACGTACGT\n'));
    vi.stubGlobal('fetch', fetchMock);
    const source = { id: 9, head: 'ACGT', length: 12, preview: 'tok' };
    await expect(loadSequence(source)).rejects.toThrow('HTTP 503');
    const [first, second] = await Promise.all([loadSequence(source), loadSequence(source)]);
    expect(first).toBe('ACGTACGTACGT');
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/zhili/download?id=9&format=fasta&preview=tok');
  });

  it('needs no request when the page has the whole sequence', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadSequence({ id: 3, head: 'ACGT', length: 4, preview: null })).toBe('ACGT');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
