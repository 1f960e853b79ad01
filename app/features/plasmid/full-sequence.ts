// The detail page's HTML carries only the first SEQUENCE_HEAD bases of the sequence: a 10 kbp plasmid
// drawn in groups of ten is some 100 kB of HTML, then the same bases again in the loader data, all of
// it before the first paint on a slow phone. The whole sequence comes from the FASTA download (the
// same file, cached for five minutes, preview token included) when the map, the copy button or
// "show all" needs it, once per page visit.
import { useEffect, useState } from 'react';
import { plasmidDownloadHref } from '../../../contracts/api/plasmid-download.ts';

/** Ten lines of six groups on a wide screen: what a reader sees before asking for the rest. */
export const SEQUENCE_HEAD = 600;

/** Where the whole sequence comes from, and what the page already has of it. */
export interface SequenceSource {
  id: number;
  /** The first bases (the whole sequence when it is short). */
  head: string;
  /** The whole sequence's length in bases. */
  length: number;
  /** The preview link's token: a hidden plasmid's file needs it. */
  preview: string | null;
}

/**
 * For the loader: the detail with only the head of its sequence, in the same key (the keys' order is
 * the blocks' order), and the whole length.
 */
export function withSequenceHead<T extends { sequence: string | null }>(detail: T): { detail: T; sequenceLength: number } {
  const sequenceLength = detail.sequence?.length ?? 0;
  if (!detail.sequence || sequenceLength <= SEQUENCE_HEAD) return { detail, sequenceLength };
  return { detail: { ...detail, sequence: detail.sequence.slice(0, SEQUENCE_HEAD) }, sequenceLength };
}

/** The bases of a FASTA file: the header line dropped, the lines joined. */
export function fastaBases(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('>'))
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
}

const loads = new Map<string, Promise<string>>();

/** The whole sequence; one request per plasmid however many parts of the page ask. */
export function loadSequence(source: SequenceSource): Promise<string> {
  if (source.head.length >= source.length) return Promise.resolve(source.head);
  const href = plasmidDownloadHref(source.id, 'fasta', source.preview);
  const known = loads.get(href);
  if (known) return known;
  const load = fetch(href).then(async (response) => {
    if (!response.ok) throw new Error(`sequence ${source.id}: HTTP ${response.status}`);
    return fastaBases(await response.text());
  });
  loads.set(href, load);
  // A failed load is not remembered, so the next click tries again.
  void load.catch(() => loads.delete(href));
  return load;
}

/**
 * The whole sequence once asked for (null until it has arrived; the head when that is all of it).
 * `attempt`: 0 while not wanted; raising it after a failure (`failed`) tries again.
 */
export function useFullSequence(source: SequenceSource | null, attempt: number): { sequence: string | null; failed: boolean } {
  const complete = source !== null && source.head.length >= source.length;
  const [loaded, setLoaded] = useState<{ source: SequenceSource; attempt: number; sequence: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!source || complete || attempt === 0) return;
    let live = true;
    void loadSequence(source).then(
      (sequence) => {
        if (live) setLoaded({ source, attempt, sequence, failed: false });
      },
      () => {
        if (live) setLoaded({ source, attempt, sequence: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [source, complete, attempt]);
  if (!source) return { sequence: null, failed: false };
  if (complete) return { sequence: source.head, failed: false };
  if (attempt === 0 || loaded?.source !== source) return { sequence: null, failed: false };
  // A success stays; a failure shows only until the next attempt starts.
  if (loaded.failed && loaded.attempt !== attempt) return { sequence: null, failed: false };
  return { sequence: loaded.sequence, failed: loaded.failed };
}
