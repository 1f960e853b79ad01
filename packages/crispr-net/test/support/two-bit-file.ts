// UCSC 2bit files for the engine's tests, written the plain way (the format's own description), so a
// test can make a good file and then break one field of it.

/** A UCSC 2bit file (version 0) written the plain way: T C A G = 0 1 2 3, N blocks, mask blocks. */
export function twoBit(records: { name: string; seq: string }[], bigEndian = false): Buffer {
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    if (bigEndian) b.writeUInt32BE(n);
    else b.writeUInt32LE(n);
    return b;
  };
  const bodies = records.map(({ seq }) => {
    const runs = (test: (c: string) => boolean) => {
      const starts: number[] = [];
      const sizes: number[] = [];
      for (let i = 0; i < seq.length; i++) {
        if (!test(seq[i])) continue;
        const last = starts.length - 1;
        if (last >= 0 && starts[last] + sizes[last] === i) sizes[last]++;
        else {
          starts.push(i);
          sizes.push(1);
        }
      }
      return { starts, sizes };
    };
    const n = runs((c) => c.toUpperCase() === 'N');
    const mask = runs((c) => c !== c.toUpperCase());
    const packed = Buffer.alloc(Math.ceil(seq.length / 4));
    for (let i = 0; i < seq.length; i++) {
      const code = 'TCAG'.indexOf(seq[i].toUpperCase());
      packed[i >> 2] |= (code < 0 ? 0 : code) << (6 - 2 * (i & 3));
    }
    return Buffer.concat([
      u32(seq.length), u32(n.starts.length), ...n.starts.map(u32), ...n.sizes.map(u32),
      u32(mask.starts.length), ...mask.starts.map(u32), ...mask.sizes.map(u32), u32(0), packed,
    ]);
  });
  const indexLength = records.reduce((sum, r) => sum + 1 + r.name.length + 4, 0);
  let offset = 16 + indexLength;
  const index = records.map((r, i) => {
    const entry = Buffer.concat([Buffer.from([r.name.length]), Buffer.from(r.name, 'latin1'), u32(offset)]);
    offset += bodies[i].length;
    return entry;
  });
  return Buffer.concat([u32(0x1a412743), u32(0), u32(records.length), u32(0), ...index, ...bodies]);
}
