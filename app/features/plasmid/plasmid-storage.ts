// What the plasmid pages remember in the browser (spec "Plasmid platform"):
// - the list's state for the session (session storage), so the list comes back as it was;
// - the main and sub classification of the last quick link (local storage);
// - the remembered list item: the plasmid opened from the list, so the detail's back arrow knows the
//   list is one step back in history. The back arrow clears it.
// Storage can be missing or refuse writes (private modes, quotas); the pages then simply forget.
import type { PlasmidFilterKey } from '../../../contracts/plasmid-filters.ts';

const LIST_STATE_KEY = 'plasmid.listState';
const LIST_ITEM_KEY = 'plasmid.listItem';
const MAIN_CLASSIFICATION_KEY = 'plasmid.mainClassification';
const SUB_CLASSIFICATION_KEY = 'plasmid.subClassification';

function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  try {
    if (value === null) store(kind)?.removeItem(key);
    else store(kind)?.setItem(key, value);
  } catch {
    // Full or disabled storage: nothing is remembered, nothing breaks.
  }
}

/** The list's URL query as last shown in this session ('' for the plain list), or null. */
export function savedListSearch(): string | null {
  return read('session', LIST_STATE_KEY);
}

export function saveListSearch(search: string): void {
  write('session', LIST_STATE_KEY, search);
}

export function rememberClassification(main: PlasmidFilterKey, sub: string): void {
  write('local', MAIN_CLASSIFICATION_KEY, main);
  write('local', SUB_CLASSIFICATION_KEY, sub);
}

export function rememberedClassification(): { main: string; sub: string } | null {
  const main = read('local', MAIN_CLASSIFICATION_KEY);
  const sub = read('local', SUB_CLASSIFICATION_KEY);
  return main && sub ? { main, sub } : null;
}

export function forgetClassification(): void {
  write('local', MAIN_CLASSIFICATION_KEY, null);
  write('local', SUB_CLASSIFICATION_KEY, null);
}

export function rememberListItem(id: number): void {
  write('session', LIST_ITEM_KEY, String(id));
}

export function rememberedListItem(): number | null {
  const value = Number(read('session', LIST_ITEM_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function forgetListItem(): void {
  write('session', LIST_ITEM_KEY, null);
}
