// The CRISPR-Net forward pass as generated WebAssembly with 128-bit SIMD (two float64 lanes), same
// float64 arithmetic and the same tables as the TypeScript reference in model.ts (which tests compare
// it with). Why: JavaScript has no SIMD, and the scalar forward pass was only as fast as batched numpy;
// with f64x2 the matrix products (the LSTM input projection of the width-5 convolution, the recurrent
// steps, Dense 80) do two multiply-adds an instruction and the tanh runs on two lanes without a table.
//
// Layout: the 60 gates of a direction (i, f, c, o × 15 units) are padded to 4 × 16 so that a gate group
// is 8 whole vectors; the padding unit has zero weights, so its cell and output stay 0.
import { SEQ_LEN, TOKEN_COUNT } from './encode.ts';
import type { Model } from './model.ts';
import { F64, Fn, I32, V128, moduleBytes, uleb } from './wasm-asm.ts';

const UNITS = 15;
const PG = 64; // padded gates per direction
const PROJ = 2 * PG; // 128 gate inputs per position
const FILTERS = 10;
const DENSE1 = 80;
const DENSE2 = 20;
const FLAT = SEQ_LEN * 2 * UNITS; // 720
/** Pairs per call of `head`. */
export const BATCH = 4;
/** Pairs whose LSTM steps are all run before their Dense layers: the span over which steps are shared. */
export const GROUP = 2048;
export const TOK_BYTES = 32;
/** Per pair: Dense 80's partial sums over the forward steps (bias included), then the backward ones. */
export const SUM_BYTES = 2 * DENSE1 * 8;
const REC_GROUP = 8; // gate vectors accumulated together in a recurrent step
const CHUNK = 4; // Dense 80 outputs per pass (2 vectors × 4 steps = 8 accumulators)
/** Dense 80's kernel rows of one step of a direction: [20 chunks][15 units][4 outputs]. */
export const STEP_W1 = UNITS * DENSE1 * 8;
/** A step's output h (16 with the padding unit) and its Dense 80 partial sums. */
export const NODE_H_BYTES = 16 * 8;
export const NODE_SUM_BYTES = DENSE1 * 8;

/** Offsets in `args` of the arguments of `head` and `dense80` (`forward`'s are at 0, `backward`'s at 12). */
export const ARG_HEAD = 24;
export const ARG_DENSE = 28;

// Byte addresses in linear memory.
export const layout = (() => {
  let at = 0;
  const take = (bytes: number) => {
    const a = at;
    at += Math.ceil(bytes / 16) * 16;
    return a;
  };
  const a = {
    args: take(ARG_DENSE + 8 * 4), // i32 arguments of the calls (Fn functions take none)
    // The states h and c after each step of the last pair run, one row per step after a zero row.
    pathH: [take((SEQ_LEN + 1) * 16 * 8), take((SEQ_LEN + 1) * 16 * 8)],
    pathC: [take((SEQ_LEN + 1) * 16 * 8), take((SEQ_LEN + 1) * 16 * 8)],
    // The sums Dense 80 starts from: its bias (forward steps), zeros (backward steps).
    start: [take(DENSE1 * 8), take(DENSE1 * 8)],
    x: [take(PG * 8), take(PG * 8)],
    z: [take(PG * 8), take(PG * 8)],
    a1: take(BATCH * DENSE1 * 8),
    result: take(BATCH * 8),
    c5: take(5 * TOKEN_COUNT * FILTERS * 8),
    p5: take(FILTERS * PROJ * 8),
    rec: [take(UNITS * PG * 8), take(UNITS * PG * 8)],
    w1: take(2 * SEQ_LEN * STEP_W1),
    w2: take(DENSE1 * DENSE2 * 8),
    b2: take(DENSE2 * 8),
    out: take(DENSE2 * 8),
    outBias: take(8),
    w3: take(TOKEN_COUNT ** 3 * PROJ * 8),
    // Token rows of the group, 2 padding tokens either side, and their Dense 80 partial sums.
    tok: take(GROUP * TOK_BYTES),
    sums: take(GROUP * SUM_BYTES),
    // The steps computed for the group in one direction (at most 24 a pair).
    nodeH: [take(SEQ_LEN * GROUP * NODE_H_BYTES), take(SEQ_LEN * GROUP * NODE_H_BYTES)],
    // Per direction and step index: the steps computed there (their nodes, then their parents' places).
    lists: [take(SEQ_LEN * 2 * GROUP * 4), take(SEQ_LEN * 2 * GROUP * 4)],
    // Dense 80's sums of the steps computed at step index s, for two consecutive s.
    stepSums: [take(GROUP * NODE_SUM_BYTES), take(GROUP * NODE_SUM_BYTES)],
    end: 0,
  };
  a.end = at;
  return a;
})();

/** Padded index of gate g (0..59) of a direction. */
const padded = (g: number) => Math.floor(g / UNITS) * 16 + (g % UNITS);

/** hard_sigmoid and tanh on the f64x2 on the stack, with their constants in locals of `fn`. */
function activations(fn: Fn) {
  const zero = fn.vconst(0);
  const one = fn.vconst(1);
  const two = fn.vconst(2);
  const hi = fn.vconst(20); // tanh(20) = 1 - 8e-18: clamping keeps exp's exponent in range
  const lo = fn.vconst(-20);
  // 1.5 · 2^52 + 1023: adding it rounds to an integer n held in the low mantissa bits (round to
  // nearest), plus 1023, 2^n's exponent bias.
  const magic = fn.vconst(6_755_399_441_055_744 + 1023);
  const twoLog2e = fn.vconst(2 * Math.LOG2E);
  const halfLn2 = fn.vconst(Math.LN2 / 2);
  // Padé [4/4] of e^x at x = 2r: e^2r = P(r) / P(-r), P(r) = E(r²) + r·O(r²).
  const e1 = fn.vconst(3 / 7);
  const e2 = fn.vconst(1 / 105);
  const o1 = fn.vconst(2 / 21);
  const [t2, n, r, tmp, r2, ev, od] = [V128, V128, V128, V128, V128, V128, V128].map((type) => fn.local(type));

  // The i, f and o gates' inputs are stored as 0.2 z + 0.5 (fillMemory), so hard_sigmoid is a clamp.
  const hardSigmoid = () => fn.get(zero).vmax().get(one).vmin();
  // tanh(x) = 1 - 2 / (e^2x + 1) with e^2x = 2^n · e^2r, n = round(2x / ln 2), |r| ≤ ln 2 / 4, and e^2r
  // by its Padé [4/4] approximant P(r) / P(-r) (relative error below 3e-12): tanh = 1 - 2 P(-r) /
  // (2^n P(r) + P(-r)), one division. 2^n must stay a normal number: a gate input is clamped to ±20
  // (tanh(20) = 1 - 8e-18); a cell state needs no clamp, |c_t| ≤ |c_t-1| + 1 ≤ 24. 2^n's bits are the
  // low bits of n + 1.5 · 2^52 + 1023 shifted into the exponent field.
  const tanh = (clamp: boolean) => {
    if (clamp) fn.get(hi).vmin().get(lo).vmax();
    fn.set(r);
    fn.get(r).get(twoLog2e).get(magic).madd().tee(t2).get(magic).vsub().set(n);
    fn.get(n).get(halfLn2).get(r).simd(0x108).tee(r); // f64x2.relaxed_nmadd: x - n · ln2/2
    fn.get(r).vmul().tee(r2).get(e2).get(e1).madd().get(r2).get(one).madd().set(ev); // E = 1 + 3r²/7 + r⁴/105
    fn.get(r2).get(o1).get(one).madd().get(r).vmul().set(od); // r · O = r (1 + 2r²/21)
    fn.get(t2).i32(52).simd(0xcb, 0x01); // 2^n: i64x2.shl
    fn.get(ev).get(od).vadd().get(ev).get(od).vsub().tee(tmp).madd(); // 2^n P(r) + P(-r)
    fn.set(r2).get(two).get(tmp).get(r2).vdiv().get(one).simd(0x108); // 1 - 2 · P(-r) / (…)
  };
  return { zero, hardSigmoid, tanh };
}

/** i32.load of an argument the caller wrote at `args` + offset. */
const arg = (fn: Fn, offset: number) => fn.i32(0).op(0x28, 2, ...uleb(layout.args + offset));

/**
 * One LSTM direction of one pair (d = 0 forward over t = 0..23, d = 1 backward over t = 23..0).
 * Arguments: the pair's token row (2 padding tokens either side); how many first steps of the path
 * (the states of the previous pair run) are this pair's too; where step s's output goes (+ s · 128,
 * written for the steps not shared). Each step that is not shared computes its gate inputs (3-token
 * window row + width-5 convolution) and the recurrent step from the path's previous state.
 */
function direction(d: 0 | 1): Fn {
  const fn = new Fn();
  const L = layout;
  const { zero, hardSigmoid, tanh } = activations(fn);
  const [tokp, shared, nodes, t, s, tt, w3, hp, np, hk, wk] = Array.from({ length: 11 }, () => fn.local(I32));
  const pk = [0, 1, 2, 3, 4].map(() => fn.local(I32));
  const s5 = [0, 1, 2, 3, 4].map(() => fn.local(V128));
  const q = Array.from({ length: FILTERS }, () => fn.local(V128));
  const active = Array.from({ length: FILTERS }, () => fn.local(I32));
  const xacc = Array.from({ length: 8 }, () => fn.local(V128));
  const qs = fn.local(F64);
  const [iv, fv, gv, ov, hv] = [fn.local(V128), fn.local(V128), fn.local(V128), fn.local(V128), fn.local(V128)];
  arg(fn, d * 12).set(tokp);
  arg(fn, d * 12 + 4).set(shared);
  arg(fn, d * 12 + 8).set(nodes);
  // Steps shared..23 (none when all are shared).
  fn.get(shared).set(s);
  fn.op(0x02, 0x40).get(s).i32(SEQ_LEN).op(0x4e, 0x0d, 0x00); // block; br_if s ≥ 24
  fn.op(0x03, 0x40); // loop
  {
    {
      if (d === 0) fn.get(s).set(t);
      else fn.i32(SEQ_LEN - 1).get(s).op(0x6b).set(t);
      fn.get(s).i32(16 * 8).op(0x6c).tee(hp).get(nodes).op(0x6a).set(np); // path row s: the state before step s (row 0 is zero)
      fn.get(tokp).get(t).op(0x6a).set(tt);
      fn.get(tt).load8(1).i32(TOKEN_COUNT).op(0x6c).get(tt).load8(2).op(0x6a).i32(TOKEN_COUNT).op(0x6c);
      fn.get(tt).load8(3).op(0x6a).i32(PROJ * 8).op(0x6c).set(w3);
      for (let k = 0; k < 5; k++) fn.get(tt).load8(k).i32(FILTERS * 8).op(0x6c).set(pk[k]);
      for (let v = 0; v < FILTERS / 2; v++) {
        for (let k = 0; k < 5; k++) {
          fn.get(pk[k]).vload(L.c5 + k * TOKEN_COUNT * FILTERS * 8 + v * 16);
          if (k > 0) fn.vadd();
        }
        fn.get(zero).vmax().set(s5[v]);
      }
      // About half the filters are 0 after ReLU: their rows are skipped. The branches repeat the same
      // pattern for the 4 chunks of a position, which the branch predictor learns.
      for (let f = 0; f < FILTERS; f++) {
        fn.get(s5[f >> 1]).lane(f & 1).tee(qs).splat().set(q[f]);
        fn.get(qs).f64(0).op(0x64).set(active[f]); // f64.gt
      }
      for (let chunk = 4 * d; chunk < 4 * d + 4; chunk++) {
        for (let j = 0; j < 8; j++) fn.get(w3).vload(L.w3 + (chunk * 8 + j) * 16).set(xacc[j]);
        for (let f = 0; f < FILTERS; f++) {
          fn.get(active[f]).op(0x04, 0x40); // if
          for (let j = 0; j < 8; j++) {
            fn.get(q[f]).i32(0).vload(L.p5 + (f * PROJ + (chunk * 8 + j) * 2) * 8).get(xacc[j]).madd().set(xacc[j]);
          }
          fn.op(0x0b);
        }
        for (let j = 0; j < 8; j++) fn.i32(0).get(xacc[j]).vstore(L.x[d] + ((chunk - 4 * d) * 8 + j) * 16);
      }
      // The recurrent step, REC_GROUP gate vectors at a time: 8 independent accumulator chains, one
      // splat of h and one weight fit the 16 vector registers. (Keeping the 15 splats of h for all 32
      // vectors instead spilled, and ran each vector's 15 multiply-adds as one dependent chain: ~7 % slower.)
      // The loop over the 15 units is not unrolled: unrolled, the function's machine code outgrew the
      // instruction cache and the LSTM ran ~10 % slower (decision 0034, fourth pass).
      for (let g0 = 0; g0 < PG / 2; g0 += REC_GROUP) {
        for (let j = 0; j < REC_GROUP; j++) fn.i32(0).vload(L.x[d] + (g0 + j) * 16).set(xacc[j]);
        fn.get(hp).set(hk).i32(0).set(wk);
        fn.op(0x03, 0x40); // loop over the units k: hk = s · 128 + k · 8, wk = k · PG · 8
        fn.get(hk).simd(0x0a, 3, ...uleb(L.pathH[d])).set(hv); // v128.load64_splat
        for (let j = 0; j < REC_GROUP; j++) fn.get(hv).get(wk).vload(L.rec[d] + (g0 + j) * 16).get(xacc[j]).madd().set(xacc[j]);
        fn.get(hk).i32(8).op(0x6a).set(hk);
        fn.get(wk).i32(PG * 8).op(0x6a).tee(wk).i32(UNITS * PG * 8).op(0x47, 0x0d, 0x00); // i32.ne; br_if loop
        fn.op(0x0b);
        for (let j = 0; j < REC_GROUP; j++) fn.i32(0).get(xacc[j]).vstore(L.z[d] + (g0 + j) * 16);
      }
      for (let v = 0; v < 8; v++) {
        const z = L.z[d] + v * 16;
        fn.i32(0).vload(z);
        hardSigmoid();
        fn.set(iv).i32(0).vload(z + 128);
        hardSigmoid();
        fn.set(fv).i32(0).vload(z + 256);
        tanh(true);
        fn.set(gv).i32(0).vload(z + 384);
        hardSigmoid();
        fn.set(ov);
        fn.get(hp).get(fv).get(hp).vload(L.pathC[d] + v * 16).vmul().get(iv).get(gv).vmul().vadd().tee(hv).vstore(L.pathC[d] + 128 + v * 16);
        fn.get(hv);
        tanh(false);
        fn.get(ov).vmul().set(hv);
        fn.get(hp).get(hv).vstore(L.pathH[d] + 128 + v * 16);
        fn.get(np).get(hv).vstore(v * 16);
      }
    }
  }
  fn.get(s).i32(1).op(0x6a).tee(s).i32(SEQ_LEN).op(0x48, 0x0d, 0x00); // i32.lt_s; br_if loop
  fn.op(0x0b, 0x0b);
  fn.f64(0);
  return fn;
}

/**
 * Dense 80's partial sums of the steps computed at one step index of a direction (so with the same
 * kernel rows), BATCH at a time: each step's sums are its parent step's plus its 15 outputs times their
 * rows, in unit order. Dense 80 thus sums over the forward steps from the bias, separately over the
 * backward steps from 0, and the two are added in `head`. Arguments at ARG_DENSE: the kernel rows, the
 * number of steps, the lists of their nodes (output at outputs + node · 128) and of their parents' places
 * (sums at parents + place · parentStride), where their sums go (+ place · 640).
 */
function dense80(): Fn {
  const fn = new Fn();
  const [w, c, cb, wp, count, outputs, parents, parentStride, sums, nodeList, parentList, first, k] = Array.from({ length: 13 }, () =>
    fn.local(I32),
  );
  const hs = Array.from({ length: BATCH }, () => fn.local(I32));
  const ins = Array.from({ length: BATCH }, () => fn.local(I32));
  const outs = Array.from({ length: BATCH }, () => fn.local(I32));
  const wv = fn.local(V128);
  const sv = Array.from({ length: BATCH }, () => fn.local(V128));
  const acc = Array.from({ length: 2 * BATCH }, () => fn.local(V128));
  [w, count, outputs, parents, parentStride, sums, nodeList, parentList].forEach((local, i) => arg(fn, ARG_DENSE + i * 4).set(local));
  fn.i32(0).set(first);
  fn.op(0x02, 0x40, 0x03, 0x40); // block; loop: for each BATCH steps
  for (let q = 0; q < BATCH; q++) {
    // A short last batch repeats its last step (the same sums written twice).
    fn.get(first).i32(q).op(0x6a).tee(k).get(count).i32(1).op(0x6b).get(k).get(count).i32(1).op(0x6b).op(0x48).op(0x1b).set(k); // select
    fn.get(k).i32(4).op(0x6c).tee(wp).get(nodeList).op(0x6a).op(0x28, 2, 0).i32(16 * 8).op(0x6c).get(outputs).op(0x6a).set(hs[q]);
    fn.get(wp).get(parentList).op(0x6a).op(0x28, 2, 0).get(parentStride).op(0x6c).get(parents).op(0x6a).set(ins[q]);
    fn.get(k).i32(DENSE1 * 8).op(0x6c).get(sums).op(0x6a).set(outs[q]);
  }
  fn.repeat(c, DENSE1 / CHUNK, () => {
    fn.get(c).i32(CHUNK * 8).op(0x6c).set(cb);
    fn.get(c).i32(UNITS * CHUNK * 8).op(0x6c).get(w).op(0x6a).set(wp);
    for (let q = 0; q < BATCH; q++) for (let j = 0; j < 2; j++) fn.get(ins[q]).get(cb).op(0x6a).vload(j * 16).set(acc[q * 2 + j]);
    for (let u = 0; u < UNITS; u++) {
      for (let q = 0; q < BATCH; q++) fn.get(hs[q]).simd(0x0a, 3, ...uleb(u * 8)).set(sv[q]); // v128.load64_splat
      for (let j = 0; j < 2; j++) {
        fn.get(wp).vload(u * CHUNK * 8 + j * 16).set(wv);
        for (let q = 0; q < BATCH; q++) fn.get(sv[q]).get(wv).get(acc[q * 2 + j]).madd().set(acc[q * 2 + j]);
      }
    }
    for (let q = 0; q < BATCH; q++) for (let j = 0; j < 2; j++) fn.get(outs[q]).get(cb).op(0x6a).get(acc[q * 2 + j]).vstore(j * 16);
  });
  fn.get(first).i32(BATCH).op(0x6a).tee(first).get(count).op(0x48, 0x0d, 0x00); // i32.lt_s; br_if loop
  fn.op(0x0b, 0x0b);
  fn.f64(0);
  return fn;
}

/**
 * Dense 80's ReLU, Dense 20 + ReLU and the output unit of BATCH consecutive pairs (the first pair's
 * partial sums at the argument), into `result`; the caller applies the sigmoid.
 */
function head(): Fn {
  const fn = new Fn();
  const L = layout;
  const zero = fn.vconst(0);
  const [base, b, wp] = Array.from({ length: 3 }, () => fn.local(I32));
  const tmp = fn.local(V128);
  const sv1 = fn.local(V128);
  const acc = Array.from({ length: DENSE2 / 2 }, () => fn.local(V128));
  arg(fn, ARG_HEAD).set(base);
  for (let q4 = 0; q4 < BATCH; q4++) {
    for (let v = 0; v < DENSE1 / 2; v++) {
      const sums = q4 * SUM_BYTES + v * 16;
      fn.i32(0).get(base).vload(sums).get(base).vload(sums + DENSE1 * 8).vadd().get(zero).vmax().vstore(L.a1 + q4 * DENSE1 * 8 + v * 16);
    }
    for (let j = 0; j < DENSE2 / 2; j++) fn.i32(0).vload(L.b2 + j * 16).set(acc[j]);
    fn.repeat(b, DENSE1, () => {
      fn.get(b).i32(8).op(0x6c).simd(0x0a, 3, ...uleb(L.a1 + q4 * DENSE1 * 8)).set(sv1);
      fn.get(b).i32(DENSE2 * 8).op(0x6c).set(wp);
      for (let j = 0; j < DENSE2 / 2; j++) fn.get(sv1).get(wp).vload(L.w2 + j * 16).get(acc[j]).madd().set(acc[j]);
    });
    fn.get(zero).set(tmp);
    for (let j = 0; j < DENSE2 / 2; j++) fn.get(acc[j]).get(zero).vmax().i32(0).vload(L.out + j * 16).get(tmp).madd().set(tmp);
    fn.i32(0).get(tmp).lane(0).get(tmp).lane(1).op(0xa0).i32(0).f64load(L.outBias).op(0xa0).op(0x39, 3, ...uleb(L.result + q4 * 8)); // f64.store
  }
  fn.f64(0);
  return fn;
}

/** Writes the model's tables into the kernel's memory. */
export function fillMemory(m: Model, memory: WebAssembly.Memory): void {
  const f = new Float64Array(memory.buffer);
  const L = layout;
  const at = (address: number) => address / 8;
  // hard_sigmoid(z) = clamp(0.2 z + 0.5): the i, f, o gates' inputs (groups 0, 1, 3) are stored scaled,
  // the 0.5 going with the biases, which are part of the window rows.
  const scale = (g: number) => (Math.floor((g % 60) / UNITS) === 2 ? 1 : 0.2);
  const rows = TOKEN_COUNT ** 3;
  for (let row = 0; row < rows; row++) {
    for (let g = 0; g < 2 * 60; g++) {
      const value = m.window3[row * 120 + g] * scale(g) + (scale(g) === 1 ? 0 : 0.5);
      f[at(L.w3) + row * PROJ + (g < 60 ? padded(g) : PG + padded(g - 60))] = value;
    }
  }
  for (let k = 0; k < 5; k++) {
    for (let tok = 0; tok < TOKEN_COUNT; tok++) {
      for (let c = 0; c < FILTERS; c++) {
        const i = (k * TOKEN_COUNT + tok) * FILTERS + c;
        f[at(L.c5) + i] = m.conv5[i] + (k === 0 ? m.conv5Bias[c] : 0);
      }
    }
  }
  for (let g = 0; g < 120; g++) {
    const pg = g < 60 ? padded(g) : PG + padded(g - 60);
    for (let c = 0; c < FILTERS; c++) f[at(L.p5) + c * PROJ + pg] = m.conv5Proj[g * FILTERS + c] * scale(g);
  }
  for (const [d, rec] of [m.recForward, m.recBackward].entries()) {
    for (let g = 0; g < 60; g++) for (let k = 0; k < UNITS; k++) f[at(L.rec[d]) + k * PG + padded(g)] = rec[g * UNITS + k] * scale(g);
  }
  // Dense 80's input i = t · 30 + d · 15 + u (the flattened LSTM outputs) is stored as
  // [d][t][output chunk][u][4 outputs of the chunk].
  for (let o = 0; o < DENSE1; o++) {
    for (let t = 0; t < SEQ_LEN; t++) {
      for (let d = 0; d < 2; d++) {
        for (let u = 0; u < UNITS; u++) {
          const row = ((d * SEQ_LEN + t) * (DENSE1 / CHUNK) + Math.floor(o / CHUNK)) * UNITS + u;
          f[at(L.w1) + row * CHUNK + (o % CHUNK)] = m.dense1[o * FLAT + t * 2 * UNITS + d * UNITS + u];
        }
      }
    }
    f[at(L.start[0]) + o] = m.dense1Bias[o];
  }
  for (let o = 0; o < DENSE2; o++) {
    for (let i = 0; i < DENSE1; i++) f[at(L.w2) + i * DENSE2 + o] = m.dense2[o * DENSE1 + i];
    f[at(L.b2) + o] = m.dense2Bias[o];
    f[at(L.out) + o] = m.output[o];
  }
  f[at(L.outBias)] = m.outputBias;
}

/** The module's functions: `forward`, `backward` (an LSTM direction of a pair), `dense80`, `head`. */
export function kernelModule(pages: number): WebAssembly.Module {
  return new WebAssembly.Module(moduleBytes(pages, { forward: direction(0), backward: direction(1), dense80: dense80(), head: head() }));
}
