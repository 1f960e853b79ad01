// What a search that is then scored may ask for. CRISPR-Net reads a 20-nt protospacer and a 3-nt PAM
// (23 positions, 24 with a bulge's gap), so sites found with a PAM of another length cannot be scored.
// `searchGenome` alone takes any PAM (1 to 8 letters); a caller that scores what it finds checks here
// first, or the scoring fails only after the whole genome was searched (the CLI's `search` did).
import { MIN_PAIR_LENGTH } from './check.ts';
import { PROTOSPACER } from './genome-scan.ts';

/** The PAM length the model's input has room for: 23 - 20. */
export const SCORABLE_PAM_LENGTH = MIN_PAIR_LENGTH - PROTOSPACER;

/** Why `pam` with `guides` cannot be searched and scored by CRISPR-Net, as one line, or null. */
export function scorableSearchProblem(pam: string, guides: readonly string[]): string | null {
  const upper = pam.trim().toUpperCase();
  if (!/^[ACGTRYSWKMBDHVN]+$/.test(upper)) return `--pam "${pam}": IUPAC letters only, such as NGG`;
  if (upper.length !== SCORABLE_PAM_LENGTH) {
    return (
      `--pam ${upper} is ${upper.length} nt, but CRISPR-Net scores ${MIN_PAIR_LENGTH}-nt sites ` +
      `(${PROTOSPACER}-nt protospacer + ${SCORABLE_PAM_LENGTH}-nt PAM): use a ${SCORABLE_PAM_LENGTH}-nt PAM such as NGG, NAG or NGN`
    );
  }
  for (const guide of guides) {
    const length = guide.trim().length;
    if (length !== MIN_PAIR_LENGTH) {
      return `guide "${guide}" is ${length} nt; with the PAM ${upper} a guide is ${MIN_PAIR_LENGTH} nt (${PROTOSPACER}-nt protospacer + the PAM)`;
    }
  }
  return null;
}
