// Scores as the published tool prints them: numpy's str() of a float32 — the shortest decimal that
// reads back as the same float32 ('0.35044938'), a whole number with '.0' ('0.0'), and scientific
// notation with a two-digit exponent below 1e-4 ('1.5e-05').

/** The shortest text of `value` rounded to float32, in numpy's float32 `str()` style. */
export function formatFloat32(value: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  const single = Math.fround(value);
  if (Number.isInteger(single) && Math.abs(single) < 1e16) return `${single === 0 && Object.is(single, -0) ? '-0' : single}.0`;
  let digits = '';
  for (let precision = 1; precision <= 9; precision++) {
    digits = single.toPrecision(precision);
    if (Math.fround(Number(digits)) === single) break;
  }
  const shortest = Number(digits);
  const magnitude = Math.abs(shortest);
  if (magnitude >= 1e-4 && magnitude < 1e16) return String(shortest);
  const [mantissa, exponent] = shortest.toExponential().split('e');
  const sign = exponent.startsWith('-') ? '-' : '+';
  return `${mantissa}e${sign}${exponent.replace(/^[+-]/, '').padStart(2, '0')}`;
}
