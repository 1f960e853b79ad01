// The CRISPR-Net forward pass as generated WebAssembly with 128-bit SIMD (two float64 lanes), same
// float64 arithmetic and the same tables as the TypeScript reference in model.ts (which tests compare
// it with). Why: JavaScript has no SIMD, and the scalar forward pass was only as fast as batched numpy;
// with f64x2 the matrix products (the LSTM input projection of the width-5 convolution, the recurrent
// steps, Dense 80) do two multiply-adds an instruction and the tanh runs on two lanes without a table.
//
// Layout: the 60 gates of a direction (i, f, c, o × 15 units) are padded to 4 × 16 so that a gate group
// is 8 whole vectors; the padding unit has zero weights, so its cell and output stay 0.
import { PAD_TOKEN, SEQ_LEN, TOKEN_COUNT } from './encode.ts';
import type { Scorer } from './dedupe.ts';
import type { Model } from './model.ts';
import { F64, Fn, I32, V128, moduleBytes, uleb } from './wasm-asm.ts';

const UNITS = 15;
const PG = 64; // padded gates per direction
const PROJ = 2 * PG; // 128 gate inputs per position
const FILTERS = 10;
const DENSE1 = 80;
const DENSE2 = 20;
const FLAT = SEQ_LEN * 2 * UNITS; // 720
// Pairs per call. Dense 80's kernel (460 kB) does not stay in L1 and is streamed from L2 once per call:
// four pairs share each weight load.
const BATCH = 4;
const TOK_BYTES = 32;
const SEQ_BYTES = SEQ_LEN * 2 * 16 * 8;
const CHUNK = 4; // Dense 80 outputs per pass (2 vectors × 4 pairs = 8 accumulators)
const REC_GROUP = 8; // gate vectors accumulated together in a recurrent step

// Byte addresses in linear memory.
const layout = (() => {
  let at = 0;
  const take = (bytes: number) => {
    const a = at;
    at += Math.ceil(bytes / 16) * 16;
    return a;
  };
  const a = {
    tok: take(BATCH * TOK_BYTES),
    h: take(2 * 16 * 8),
    z: take(2 * PG * 8),
    a1: take(BATCH * DENSE1 * 8),
    result: take(BATCH * 8),
    c5: take(5 * TOKEN_COUNT * FILTERS * 8),
    p5: take(FILTERS * PROJ * 8),
    x: take(SEQ_LEN * PROJ * 8),
    rec: [take(UNITS * PG * 8), take(UNITS * PG * 8)],
    seq: take(BATCH * SEQ_BYTES),
    w1: take(FLAT * DENSE1 * 8),
    b1: take(DENSE1 * 8),
    w2: take(DENSE1 * DENSE2 * 8),
    b2: take(DENSE2 * 8),
    out: take(DENSE2 * 8),
    outBias: take(8),
    w3: take(TOKEN_COUNT ** 3 * PROJ * 8),
    end: 0,
  };
  a.end = at;
  return a;
})();

/** Padded index of gate g (0..59) of a direction. */
const padded = (g: number) => Math.floor(g / UNITS) * 16 + (g % UNITS);

function kernel(): Fn {
  const fn = new Fn();
  const L = layout;
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

  // 1. Gate inputs of every position, both directions: the 3-token window row plus the width-5
  //    convolution (sum of 5 table rows, bias folded into the first, ReLU) times its kernel rows.
  const t = fn.local(I32);
  const w3 = fn.local(I32);
  const xp = fn.local(I32);
  const pk = [0, 1, 2, 3, 4].map(() => fn.local(I32));
  const s5 = [0, 1, 2, 3, 4].map(() => fn.local(V128));
  const q = Array.from({ length: FILTERS }, () => fn.local(V128));
  const active = Array.from({ length: FILTERS }, () => fn.local(I32));
  const xacc = Array.from({ length: 8 }, () => fn.local(V128));
  const qs = fn.local(F64);
  const p = fn.local(I32);
  const tt = fn.local(I32);
  const pb = fn.local(I32);
  // Sections 1 and 2 run for each pair of the batch: its tokens at p · 32, its outputs at p · SEQ_BYTES.
  fn.repeat(p, BATCH, () => {
  fn.get(p).i32(SEQ_BYTES).op(0x6c).set(pb);
  fn.repeat(t, SEQ_LEN, () => {
    fn.get(p).i32(TOK_BYTES).op(0x6c).get(t).op(0x6a).set(tt);
    fn.get(tt).load8(L.tok + 1).i32(TOKEN_COUNT).op(0x6c).get(tt).load8(L.tok + 2).op(0x6a).i32(TOKEN_COUNT).op(0x6c);
    fn.get(tt).load8(L.tok + 3).op(0x6a).i32(PROJ * 8).op(0x6c).set(w3);
    for (let k = 0; k < 5; k++) fn.get(tt).load8(L.tok + k).i32(FILTERS * 8).op(0x6c).set(pk[k]);
    for (let v = 0; v < FILTERS / 2; v++) {
      for (let k = 0; k < 5; k++) {
        fn.get(pk[k]).vload(L.c5 + k * TOKEN_COUNT * FILTERS * 8 + v * 16);
        if (k > 0) fn.vadd();
      }
      fn.get(zero).vmax().set(s5[v]);
    }
    // About half the filters are 0 after ReLU: their rows are skipped. The branches repeat the same
    // pattern for the 8 chunks of a position, which the branch predictor learns.
    for (let f = 0; f < FILTERS; f++) {
      fn.get(s5[f >> 1]).lane(f & 1).tee(qs).splat().set(q[f]);
      fn.get(qs).f64(0).op(0x64).set(active[f]); // f64.gt
    }
    fn.get(t).i32(PROJ * 8).op(0x6c).set(xp);
    for (let chunk = 0; chunk < PROJ / 16; chunk++) {
      for (let j = 0; j < 8; j++) fn.get(w3).vload(L.w3 + (chunk * 8 + j) * 16).set(xacc[j]);
      for (let f = 0; f < FILTERS; f++) {
        fn.get(active[f]).op(0x04, 0x40); // if
        for (let j = 0; j < 8; j++) {
          fn.get(q[f]).i32(0).vload(L.p5 + (f * PROJ + (chunk * 8 + j) * 2) * 8).get(xacc[j]).madd().set(xacc[j]);
        }
        fn.op(0x0b);
      }
      for (let j = 0; j < 8; j++) fn.get(xp).get(xacc[j]).vstore(L.x + (chunk * 8 + j) * 16);
    }
  });

  // 2. The two LSTM directions, step by step side by side (two independent chains for the CPU to
  //    overlap); the backward one walks t = 23..0 and writes its outputs at t.
  const s = fn.local(I32);
  const xpd = [fn.local(I32), fn.local(I32)];
  const seqp = [fn.local(I32), fn.local(I32)];
  const cs = [0, 1].map(() => Array.from({ length: 8 }, () => fn.local(V128)));
  const [iv, fv, gv, ov, hv] = [fn.local(V128), fn.local(V128), fn.local(V128), fn.local(V128), fn.local(V128)];
  for (let v = 0; v < 16; v++) fn.i32(0).get(zero).vstore(L.h + v * 16);
  for (let d = 0; d < 2; d++) for (let v = 0; v < 8; v++) fn.get(zero).set(cs[d][v]);
  fn.repeat(s, SEQ_LEN, () => {
    fn.get(s).i32(PROJ * 8).op(0x6c).set(xpd[0]);
    fn.get(s).i32(32 * 8).op(0x6c).get(pb).op(0x6a).set(seqp[0]);
    fn.i32(SEQ_LEN - 1).get(s).op(0x6b).tee(t).i32(PROJ * 8).op(0x6c).set(xpd[1]);
    fn.get(t).i32(32 * 8).op(0x6c).get(pb).op(0x6a).set(seqp[1]);
    // One direction at a time, REC_GROUP gate vectors at a time: 8 independent accumulator chains, one
    // splat of h and one weight fit the 16 vector registers. (Keeping the 15 splats of h for all 32
    // vectors instead spilled, and ran each vector's 15 multiply-adds as one dependent chain: ~7 % slower.)
    for (let d = 0; d < 2; d++) {
      for (let g0 = 0; g0 < PG / 2; g0 += REC_GROUP) {
        for (let j = 0; j < REC_GROUP; j++) fn.get(xpd[d]).vload(L.x + (d * PG + (g0 + j) * 2) * 8).set(xacc[j]);
        for (let k = 0; k < UNITS; k++) {
          fn.i32(0).simd(0x0a, 3, ...uleb(L.h + d * 128 + k * 8)).set(hv); // v128.load64_splat
          for (let j = 0; j < REC_GROUP; j++) {
            fn.get(hv).i32(0).vload(L.rec[d] + (k * PG + (g0 + j) * 2) * 8).get(xacc[j]).madd().set(xacc[j]);
          }
        }
        for (let j = 0; j < REC_GROUP; j++) fn.i32(0).get(xacc[j]).vstore(L.z + d * PG * 8 + (g0 + j) * 16);
      }
    }
    for (let v = 0; v < 8; v++) {
      for (let d = 0; d < 2; d++) {
        const z = L.z + d * PG * 8 + v * 16;
        fn.i32(0).vload(z);
        hardSigmoid();
        fn.set(iv).i32(0).vload(z + 128);
        hardSigmoid();
        fn.set(fv).i32(0).vload(z + 256);
        tanh(true);
        fn.set(gv).i32(0).vload(z + 384);
        hardSigmoid();
        fn.set(ov);
        fn.get(fv).get(cs[d][v]).vmul().get(iv).get(gv).vmul().vadd().tee(cs[d][v]);
        tanh(false);
        fn.get(ov).vmul().set(hv);
        fn.i32(0).get(hv).vstore(L.h + d * 128 + v * 16);
        fn.get(seqp[d]).get(hv).vstore(L.seq + d * 128 + v * 16);
      }
    }
  });

  });

  // 3. Dense 80 + ReLU for the whole batch, 4 outputs at a time (the kernel is stored chunk by chunk,
  //    so each pass reads it sequentially) over the 48 blocks of 15 LSTM outputs.
  const c = fn.local(I32);
  const b = fn.local(I32);
  const cb = fn.local(I32);
  const sp = fn.local(I32);
  const wp = fn.local(I32);
  const wv = fn.local(V128);
  const sv = Array.from({ length: BATCH }, () => fn.local(V128));
  const acc = Array.from({ length: 10 }, () => fn.local(V128));
  fn.repeat(c, DENSE1 / CHUNK, () => {
    fn.get(c).i32(CHUNK * 8).op(0x6c).set(cb);
    for (let q4 = 0; q4 < BATCH; q4++) for (let j = 0; j < 2; j++) fn.get(cb).vload(L.b1 + j * 16).set(acc[q4 * 2 + j]);
    fn.repeat(b, 2 * SEQ_LEN, () => {
      fn.get(b).i32(16 * 8).op(0x6c).set(sp);
      fn.get(c).i32(FLAT).op(0x6c).get(b).i32(UNITS).op(0x6c).op(0x6a).i32(CHUNK * 8).op(0x6c).set(wp);
      for (let u = 0; u < UNITS; u++) {
        for (let q4 = 0; q4 < BATCH; q4++) fn.get(sp).simd(0x0a, 3, ...uleb(L.seq + q4 * SEQ_BYTES + u * 8)).set(sv[q4]); // v128.load64_splat
        for (let j = 0; j < 2; j++) {
          fn.get(wp).vload(L.w1 + u * CHUNK * 8 + j * 16).set(wv);
          for (let q4 = 0; q4 < BATCH; q4++) fn.get(sv[q4]).get(wv).get(acc[q4 * 2 + j]).madd().set(acc[q4 * 2 + j]);
        }
      }
    });
    for (let q4 = 0; q4 < BATCH; q4++) {
      for (let j = 0; j < 2; j++) fn.get(cb).get(acc[q4 * 2 + j]).get(zero).vmax().vstore(L.a1 + q4 * DENSE1 * 8 + j * 16);
    }
  });

  // 4. Dense 20 + ReLU and the output unit of each pair, into `result`; the caller applies the sigmoid.
  const sv1 = sv[0];
  for (let q4 = 0; q4 < BATCH; q4++) {
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

/** Writes the model's tables into a new memory and instantiates the kernel for them. */
function fillMemory(m: Model, memory: WebAssembly.Memory): void {
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
  for (let o = 0; o < DENSE1; o++) {
    const chunk = Math.floor(o / CHUNK);
    for (let i = 0; i < FLAT; i++) f[at(L.w1) + (chunk * FLAT + i) * CHUNK + (o % CHUNK)] = m.dense1[o * FLAT + i];
    f[at(L.b1) + o] = m.dense1Bias[o];
  }
  for (let o = 0; o < DENSE2; o++) {
    for (let i = 0; i < DENSE1; i++) f[at(L.w2) + i * DENSE2 + o] = m.dense2[o * DENSE1 + i];
    f[at(L.b2) + o] = m.dense2Bias[o];
    f[at(L.out) + o] = m.output[o];
  }
  f[at(L.outBias)] = m.outputBias;
}

/** A scorer for encoded pairs (24 tokens each) using the WebAssembly kernel. */
export function wasmScorer(m: Model): Scorer {
  const pages = Math.ceil(layout.end / 65_536);
  const memory = new WebAssembly.Memory({ initial: pages, maximum: pages });
  fillMemory(m, memory);
  const instance = new WebAssembly.Instance(new WebAssembly.Module(moduleBytes(pages, { score: kernel() })), { e: { m: memory } });
  const score = instance.exports.score as () => number;
  const tok = new Uint8Array(memory.buffer, layout.tok, BATCH * TOK_BYTES).fill(PAD_TOKEN);
  const result = new Float64Array(memory.buffer, layout.result, BATCH);
  return (tokens, scores) => {
    const n = scores.length;
    for (let first = 0; first < n; first += BATCH) {
      // A short last batch repeats its last pair; the extra scores are not written.
      for (let b = 0; b < BATCH; b++) {
        const from = Math.min(first + b, n - 1) * SEQ_LEN;
        for (let i = 0; i < SEQ_LEN; i++) tok[b * TOK_BYTES + i + 2] = tokens[from + i];
      }
      score();
      for (let b = 0; b < BATCH && first + b < n; b++) scores[first + b] = 1 / (1 + Math.exp(-result[b]));
    }
  };
}
