// The CRISPR-Net forward pass in float64 on token inputs.
//
// Layers (Keras model of the authors): four Conv2D over the 24 positions (widths 1, 2, 3, 5; 'same'
// padding, the extra zero of width 2 on the right) + ReLU, concatenated with the 7 input channels (47),
// a bidirectional LSTM(15) with hard_sigmoid gates returning sequences (24 x 30), flatten (720),
// Dense 80 ReLU, Dense 20 ReLU, Dense 1 sigmoid (dropout is inactive at inference).
//
// Why it is fast: every position holds one of 26 tokens (see encode.ts), so
// - a width-k convolution is a sum of k table rows (the kernel applied to each token's code),
// - the LSTM input projection of the channels that depend on at most three neighbouring tokens (the
//   7 inputs and the width 1, 2, 3 convolutions, ReLU included) is one precomputed row per 3-token
//   window (26^3 rows of 120 = both directions' gates, biases folded in),
// - only the width-5 convolution (26^5 windows, too many to tabulate) is projected at run time.
// The recurrent step keeps h in locals, and the dense layer reads its kernel transposed (contiguous).
import { CHANNELS, PAD_TOKEN, SEQ_LEN, TOKEN_COUNT, tokenEncodings } from './encode.ts';
import type { Weights } from './weights.ts';

const UNITS = 15;
const GATES = 4 * UNITS; // 60 per direction
const PROJ = 2 * GATES; // 120: forward then backward gates
const FILTERS = 10;
const FEATURES = CHANNELS + 4 * FILTERS; // 47
const FLAT = SEQ_LEN * 2 * UNITS; // 720

export type Model = {
  /** [a][b][c][120]: gate inputs for a position b with neighbours a (left) and c (right). */
  window3: Float64Array;
  /** [k][token][10]: contribution of the token at offset k (0..4) of the width-5 convolution. */
  conv5: Float64Array;
  conv5Bias: Float64Array;
  /** [120][10]: LSTM input kernel rows of the width-5 convolution's channels, transposed. */
  conv5Proj: Float64Array;
  /** [60][15] per direction: recurrent kernels transposed. */
  recForward: Float64Array;
  recBackward: Float64Array;
  dense1: Float64Array; // [80][720] transposed
  dense1Bias: Float64Array;
  dense2: Float64Array; // [20][80] transposed
  dense2Bias: Float64Array;
  output: Float64Array; // [20]
  outputBias: number;
};

function transpose(m: Float64Array, rows: number, cols: number): Float64Array {
  const t = new Float64Array(m.length);
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) t[c * rows + r] = m[r * cols + c];
  return t;
}

/** conv[k][token][f] = Σ_ch code[token][ch] · kernel[0][k][ch][f]. */
function convTable(kernel: Float64Array, width: number, codes: Float64Array): Float64Array {
  const table = new Float64Array(width * TOKEN_COUNT * FILTERS);
  for (let k = 0; k < width; k++) {
    for (let tok = 0; tok < TOKEN_COUNT; tok++) {
      for (let f = 0; f < FILTERS; f++) {
        let s = 0;
        for (let ch = 0; ch < CHANNELS; ch++) s += codes[tok * CHANNELS + ch] * kernel[(k * CHANNELS + ch) * FILTERS + f];
        table[(k * TOKEN_COUNT + tok) * FILTERS + f] = s;
      }
    }
  }
  return table;
}

export function buildModel(w: Weights): Model {
  const codes = tokenEncodings();
  const [c1, c2, c3, c5] = w.conv;
  const t1 = convTable(c1.kernel, 1, codes);
  const t2 = convTable(c2.kernel, 2, codes);
  const t3 = convTable(c3.kernel, 3, codes);
  // Input kernel of both directions side by side: [47][120].
  const kx = new Float64Array(FEATURES * PROJ);
  for (let r = 0; r < FEATURES; r++) {
    for (let g = 0; g < GATES; g++) {
      kx[r * PROJ + g] = w.lstm.forward.kernel[r * GATES + g];
      kx[r * PROJ + GATES + g] = w.lstm.backward.kernel[r * GATES + g];
    }
  }
  const window3 = new Float64Array(TOKEN_COUNT ** 3 * PROJ);
  const feat = new Float64Array(CHANNELS + 3 * FILTERS);
  for (let a = 0; a < TOKEN_COUNT; a++) {
    for (let b = 0; b < TOKEN_COUNT; b++) {
      for (let c = 0; c < TOKEN_COUNT; c++) {
        for (let ch = 0; ch < CHANNELS; ch++) feat[ch] = codes[b * CHANNELS + ch];
        for (let f = 0; f < FILTERS; f++) {
          const v1 = c1.bias[f] + t1[b * FILTERS + f];
          // Width 2, TF 'same': the window is (b, c).
          const v2 = c2.bias[f] + t2[b * FILTERS + f] + t2[(TOKEN_COUNT + c) * FILTERS + f];
          const v3 =
            c3.bias[f] + t3[a * FILTERS + f] + t3[(TOKEN_COUNT + b) * FILTERS + f] + t3[(2 * TOKEN_COUNT + c) * FILTERS + f];
          feat[CHANNELS + f] = v1 > 0 ? v1 : 0;
          feat[CHANNELS + FILTERS + f] = v2 > 0 ? v2 : 0;
          feat[CHANNELS + 2 * FILTERS + f] = v3 > 0 ? v3 : 0;
        }
        const row = ((a * TOKEN_COUNT + b) * TOKEN_COUNT + c) * PROJ;
        for (let g = 0; g < PROJ; g++) {
          let s = g < GATES ? w.lstm.forward.bias[g] : w.lstm.backward.bias[g - GATES];
          for (let r = 0; r < feat.length; r++) s += feat[r] * kx[r * PROJ + g];
          window3[row + g] = s;
        }
      }
    }
  }
  const conv5Proj = new Float64Array(PROJ * FILTERS);
  const base5 = CHANNELS + 3 * FILTERS;
  for (let g = 0; g < PROJ; g++) for (let f = 0; f < FILTERS; f++) conv5Proj[g * FILTERS + f] = kx[(base5 + f) * PROJ + g];
  return {
    window3,
    conv5: convTable(c5.kernel, 5, codes),
    conv5Bias: c5.bias,
    conv5Proj,
    recForward: transpose(w.lstm.forward.recurrent, UNITS, GATES),
    recBackward: transpose(w.lstm.backward.recurrent, UNITS, GATES),
    dense1: transpose(w.dense1.kernel, FLAT, 80),
    dense1Bias: w.dense1.bias,
    dense2: transpose(w.dense2.kernel, 80, 20),
    dense2Bias: w.dense2.bias,
    output: w.output.kernel,
    outputBias: w.output.bias[0],
  };
}

// tanh through a table of e^(k/16) and a degree-7 Taylor polynomial for the remainder (< 1/16): about
// 1e-15 relative error, several times faster than Math.tanh, which was a quarter of the run time.
const EXP_STEPS = 16;
const EXP_LIMIT = 24; // tanh(12) = 1 - 7.6e-11: beyond it Math.exp takes over (rare)
const EXP_TABLE = Float64Array.from({ length: EXP_LIMIT * EXP_STEPS + 1 }, (_, k) => Math.exp(k / EXP_STEPS));

function tanh(x: number): number {
  const y = x < 0 ? -2 * x : 2 * x;
  let e: number;
  if (y < EXP_LIMIT) {
    const k = (y * EXP_STEPS) | 0;
    const r = y - k / EXP_STEPS;
    e = EXP_TABLE[k] * (1 + r * (1 + r * (0.5 + r * (1 / 6 + r * (1 / 24 + r * (1 / 120 + r * (1 / 720 + r / 5040)))))));
  } else {
    e = Math.exp(y);
  }
  const t = 1 - 2 / (e + 1);
  return x < 0 ? -t : t;
}

function hardSigmoid(x: number): number {
  const y = 0.2 * x + 0.5;
  return y <= 0 ? 0 : y >= 1 ? 1 : y;
}

/**
 * One LSTM step: z = x + h·U, then the gates. `x` holds the step's gate inputs at `xo`, `h` and `c`
 * are updated in place and h is copied to `out` at `oo`.
 */
function lstmStep(
  x: Float64Array,
  xo: number,
  rec: Float64Array,
  h: Float64Array,
  c: Float64Array,
  z: Float64Array,
  out: Float64Array,
  oo: number,
): void {
  const h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3], h4 = h[4], h5 = h[5], h6 = h[6], h7 = h[7];
  const h8 = h[8], h9 = h[9], h10 = h[10], h11 = h[11], h12 = h[12], h13 = h[13], h14 = h[14];
  for (let g = 0, r = 0; g < GATES; g++, r += UNITS) {
    z[g] =
      x[xo + g] +
      h0 * rec[r] + h1 * rec[r + 1] + h2 * rec[r + 2] + h3 * rec[r + 3] + h4 * rec[r + 4] +
      h5 * rec[r + 5] + h6 * rec[r + 6] + h7 * rec[r + 7] + h8 * rec[r + 8] + h9 * rec[r + 9] +
      h10 * rec[r + 10] + h11 * rec[r + 11] + h12 * rec[r + 12] + h13 * rec[r + 13] + h14 * rec[r + 14];
  }
  for (let u = 0; u < UNITS; u++) {
    const i = hardSigmoid(z[u]);
    const f = hardSigmoid(z[UNITS + u]);
    const g = tanh(z[2 * UNITS + u]);
    const o = hardSigmoid(z[3 * UNITS + u]);
    const cu = f * c[u] + i * g;
    c[u] = cu;
    const hu = o * tanh(cu);
    h[u] = hu;
    out[oo + u] = hu;
  }
}

const BLOCK = 4;

/** Scores encoded pairs (24 tokens each) into `scores`. */
export function forward(m: Model, tokens: Uint8Array, scores: Float64Array): void {
  const n = scores.length;
  const x = new Float64Array(SEQ_LEN * PROJ);
  // The LSTM outputs of BLOCK pairs: the dense layer then reads each kernel weight once per block.
  const seqs = new Float64Array(BLOCK * FLAT);
  const ext = new Uint8Array(SEQ_LEN + 4).fill(PAD_TOKEN);
  const h = new Float64Array(UNITS);
  const c = new Float64Array(UNITS);
  const z = new Float64Array(GATES);
  const a1 = new Float64Array(BLOCK * 80);
  const s5 = new Float64Array(FILTERS);
  const { window3, conv5, conv5Bias, conv5Proj, recForward, recBackward, dense1, dense1Bias, dense2, dense2Bias, output } = m;
  const T = TOKEN_COUNT;
  for (let first = 0; first < n; first += BLOCK) {
    for (let b = 0; b < BLOCK; b++) {
      // A short last block repeats its last pair; the extra scores are not written.
      const p = Math.min(first + b, n - 1);
      for (let t = 0; t < SEQ_LEN; t++) ext[t + 2] = tokens[p * SEQ_LEN + t];
      // Gate inputs of every position, both directions.
      for (let t = 0; t < SEQ_LEN; t++) {
        const w3 = ((ext[t + 1] * T + ext[t + 2]) * T + ext[t + 3]) * PROJ;
        const k0 = ext[t] * FILTERS, k1 = (T + ext[t + 1]) * FILTERS, k2 = (2 * T + ext[t + 2]) * FILTERS;
        const k3 = (3 * T + ext[t + 3]) * FILTERS, k4 = (4 * T + ext[t + 4]) * FILTERS;
        for (let f = 0; f < FILTERS; f++) {
          const v = conv5Bias[f] + conv5[k0 + f] + conv5[k1 + f] + conv5[k2 + f] + conv5[k3 + f] + conv5[k4 + f];
          s5[f] = v > 0 ? v : 0;
        }
        const q0 = s5[0], q1 = s5[1], q2 = s5[2], q3 = s5[3], q4 = s5[4];
        const q5 = s5[5], q6 = s5[6], q7 = s5[7], q8 = s5[8], q9 = s5[9];
        const xo = t * PROJ;
        for (let g = 0, r = 0; g < PROJ; g++, r += FILTERS) {
          x[xo + g] =
            window3[w3 + g] +
            q0 * conv5Proj[r] + q1 * conv5Proj[r + 1] + q2 * conv5Proj[r + 2] + q3 * conv5Proj[r + 3] + q4 * conv5Proj[r + 4] +
            q5 * conv5Proj[r + 5] + q6 * conv5Proj[r + 6] + q7 * conv5Proj[r + 7] + q8 * conv5Proj[r + 8] + q9 * conv5Proj[r + 9];
        }
      }
      const so = b * FLAT;
      h.fill(0);
      c.fill(0);
      for (let t = 0; t < SEQ_LEN; t++) lstmStep(x, t * PROJ, recForward, h, c, z, seqs, so + t * 2 * UNITS);
      h.fill(0);
      c.fill(0);
      // The backward LSTM reads the sequence reversed; Bidirectional re-reverses its outputs so that
      // position t holds both directions' states for t.
      for (let t = SEQ_LEN - 1; t >= 0; t--) {
        lstmStep(x, t * PROJ + GATES, recBackward, h, c, z, seqs, so + t * 2 * UNITS + UNITS);
      }
    }
    for (let o = 0, r = 0; o < 80; o++, r += FLAT) {
      let s0 = dense1Bias[o];
      let s1 = s0, s2 = s0, s3 = s0;
      for (let i = 0; i < FLAT; i++) {
        const w = dense1[r + i];
        s0 += seqs[i] * w;
        s1 += seqs[FLAT + i] * w;
        s2 += seqs[2 * FLAT + i] * w;
        s3 += seqs[3 * FLAT + i] * w;
      }
      a1[o] = s0 > 0 ? s0 : 0;
      a1[80 + o] = s1 > 0 ? s1 : 0;
      a1[160 + o] = s2 > 0 ? s2 : 0;
      a1[240 + o] = s3 > 0 ? s3 : 0;
    }
    const last = Math.min(BLOCK, n - first);
    for (let b = 0; b < last; b++) {
      let out = m.outputBias;
      for (let o = 0, r = 0; o < 20; o++, r += 80) {
        let s = dense2Bias[o];
        for (let i = 0; i < 80; i++) s += a1[b * 80 + i] * dense2[r + i];
        if (s > 0) out += s * output[o];
      }
      scores[first + b] = 1 / (1 + Math.exp(-out));
    }
  }
}
