// Remember-me keeps only the e-mail address in local storage, never the password (DESIGN.md
// "Deliberate departures").
const KEY = 'rememberedEmail';

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readRememberedEmail(): string | null {
  return store()?.getItem(KEY) || null;
}

export function rememberEmail(email: string | null) {
  const s = store();
  if (!s) return;
  try {
    if (email) s.setItem(KEY, email);
    else s.removeItem(KEY);
  } catch {
    // A full or disabled storage only loses the convenience.
  }
}
