// CRISPR-Net off-target scoring (Lin et al., Advanced Science 2020): public API.
import { fileURLToPath } from 'node:url';
import { encodePairs, type Pair } from './encode.ts';
import { buildModel } from './model.ts';
import { dedupeScorer, type Scorer } from './dedupe.ts';
import { wasmScorer } from './wasm-forward.ts';
import { parseWeights, readWeights } from './weights.ts';

export { CrisprInputError, parsePairsText, type Pair } from './encode.ts';
export { checkPair, checkPairLines, splitPairLines, type LineProblem, type PairProblem } from './check.ts';
export { formatFloat32 } from './format.ts';
export { WEIGHTS_FILE } from './weights.ts';

export type CrisprNet = {
  /** Scores pairs in the given order; throws CrisprInputError naming the line of a bad pair. */
  scorePairs(pairs: readonly Pair[]): number[];
};

/** The published files' directory as seen from this package inside the project (../shared/crispr-net). */
export const DEFAULT_WEIGHTS_DIR = fileURLToPath(new URL('../../../../shared/crispr-net/', import.meta.url));

function engine(score: Scorer): CrisprNet {
  return {
    scorePairs(pairs) {
      const tokens = encodePairs(pairs);
      const scores = new Float64Array(pairs.length);
      score(tokens, scores);
      return Array.from(scores);
    },
  };
}

/** Loads the weights from `dir` (the directory with the published .h5) and prepares the tables. */
export async function loadCrisprNet(dir: string = DEFAULT_WEIGHTS_DIR): Promise<CrisprNet> {
  return engine(dedupeScorer(wasmScorer(buildModel(await readWeights(dir)))));
}

/** Same as loadCrisprNet for weights already in memory. */
export function crisprNetFromBuffer(buffer: ArrayBuffer): CrisprNet {
  return engine(dedupeScorer(wasmScorer(buildModel(parseWeights(buffer)))));
}
