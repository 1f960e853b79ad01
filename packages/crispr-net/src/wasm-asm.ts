// A tiny WebAssembly emitter: just the instructions the generated forward pass needs (wasm-forward.ts).
// The kernel is generated rather than written as .wat so that its loops can be unrolled with the
// network's sizes and its addresses folded into load offsets, without a build step or a dependency.

export const I32 = 0x7f;
export const F64 = 0x7c;
export const V128 = 0x7b;

export function uleb(v: number): number[] {
  const out: number[] = [];
  do {
    let byte = v & 0x7f;
    v = Math.floor(v / 128);
    if (v !== 0) byte |= 0x80;
    out.push(byte);
  } while (v !== 0);
  return out;
}

function sleb(v: number): number[] {
  const out: number[] = [];
  for (;;) {
    const byte = v & 0x7f;
    v >>= 7;
    if ((v === 0 && (byte & 0x40) === 0) || (v === -1 && (byte & 0x40) !== 0)) {
      out.push(byte);
      return out;
    }
    out.push(byte | 0x80);
  }
}

const name = (s: string): number[] => [...uleb(s.length), ...Array.from(s, (ch) => ch.charCodeAt(0))];
const section = (id: number, body: number[]): number[] => [id, ...uleb(body.length), ...body];

/** One function body under construction (no parameters, one result). */
export class Fn {
  readonly code: number[] = [];
  readonly localTypes: number[] = [];

  local(type: number): number {
    this.localTypes.push(type);
    return this.localTypes.length - 1;
  }
  op(...bytes: number[]): this {
    for (const b of bytes) this.code.push(b);
    return this;
  }
  get(l: number): this {
    return this.op(0x20, ...uleb(l));
  }
  set(l: number): this {
    return this.op(0x21, ...uleb(l));
  }
  tee(l: number): this {
    return this.op(0x22, ...uleb(l));
  }
  i32(v: number): this {
    return this.op(0x41, ...sleb(v));
  }
  f64(v: number): this {
    const bytes = new Uint8Array(new Float64Array([v]).buffer);
    return this.op(0x44, ...bytes);
  }
  simd(code: number, ...imm: number[]): this {
    return this.op(0xfd, ...uleb(code), ...imm);
  }
  /** v128.load at [address on the stack] + offset. */
  vload(offset: number): this {
    return this.simd(0x00, 4, ...uleb(offset));
  }
  vstore(offset: number): this {
    return this.simd(0x0b, 4, ...uleb(offset));
  }
  f64load(offset: number): this {
    return this.op(0x2b, 3, ...uleb(offset));
  }
  load8(offset: number): this {
    return this.op(0x2d, 0, ...uleb(offset));
  }
  /** f64x2 splat of the f64 on the stack. */
  splat(): this {
    return this.simd(0x14);
  }
  lane(i: number): this {
    return this.simd(0x21, i);
  }
  vadd(): this {
    return this.simd(0xf0, 0x01);
  }
  vsub(): this {
    return this.simd(0xf1, 0x01);
  }
  vmul(): this {
    return this.simd(0xf2, 0x01);
  }
  /** f64x2.relaxed_madd: a · b + c (fused or not, as the machine does it). */
  madd(): this {
    return this.simd(0x107);
  }
  vdiv(): this {
    return this.simd(0xf3, 0x01);
  }
  // f64x2.pmin / pmax (b < a ? b : a, a < b ? b : a): one minpd / maxpd each, where f64x2.min / max
  // need several instructions for their NaN and -0 rules, which the network never meets.
  vmin(): this {
    return this.simd(0xf6, 0x01);
  }
  vmax(): this {
    return this.simd(0xf7, 0x01);
  }
  /** A vector constant (both lanes v) kept in a fresh local, set where this is called. */
  vconst(v: number): number {
    const l = this.local(V128);
    this.f64(v).splat().set(l);
    return l;
  }
  /** `body` runs with `counter` = 0, 1, …, count - 1 (count ≥ 1). */
  repeat(counter: number, count: number, body: () => void): this {
    this.i32(0).set(counter);
    this.op(0x02, 0x40, 0x03, 0x40);
    body();
    this.get(counter).i32(1).op(0x6a).tee(counter).i32(count).op(0x47, 0x0d, 0x00); // i32.ne; br_if 0
    return this.op(0x0b, 0x0b);
  }
  body(): number[] {
    const locals = [...uleb(this.localTypes.length), ...this.localTypes.flatMap((t) => [1, t])];
    const all = [...locals, ...this.code, 0x0b];
    return [...uleb(all.length), ...all];
  }
}

/** A module importing memory `e.m` (at least `pages` pages) and exporting each function `() => f64`. */
export function moduleBytes(pages: number, fns: Record<string, Fn>): Uint8Array<ArrayBuffer> {
  const names = Object.keys(fns);
  const types = section(1, [1, 0x60, 0, 1, F64]);
  const imports = section(2, [1, ...name('e'), ...name('m'), 0x02, 0x00, ...uleb(pages)]);
  const funcs = section(3, [...uleb(names.length), ...names.map(() => 0)]);
  const exports = section(7, [...uleb(names.length), ...names.flatMap((n, i) => [...name(n), 0x00, ...uleb(i)])]);
  const code = section(10, [...uleb(names.length), ...names.flatMap((n) => fns[n].body())]);
  return new Uint8Array([0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0, ...types, ...imports, ...funcs, ...exports, ...code]);
}
