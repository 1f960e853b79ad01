// Demo prices (issue 34 point 1): every item of the price catalogue (contracts/pricing.ts) priced, in
// yuan, with the turnaround days it adds, so a fresh install shows estimates and dates at once. Keyed
// by (kind, item) and inserted only where missing: staff edits are never undone.
import type { OrderKind } from '../../../contracts/order.ts';

export const DEMO_PRICES: ReadonlyArray<{ kind: OrderKind; item: string; price: number; days: number }> = [
  { kind: 'guide', item: 'base', price: 3000, days: 5 },
  { kind: 'guide', item: 'sample', price: 2500, days: 20 },
  { kind: 'guide', item: 'odn', price: 800, days: 5 },
  { kind: 'amplicon', item: 'base', price: 500, days: 2 },
  { kind: 'amplicon', item: 'sample', price: 300, days: 10 },
  { kind: 'amplicon', item: 'primer_design', price: 200, days: 3 },
  { kind: 'cell', item: 'single_knockout', price: 18000, days: 60 },
  { kind: 'cell', item: 'multi_knockout', price: 30000, days: 90 },
  { kind: 'cell', item: 'point_mutation', price: 25000, days: 75 },
  { kind: 'cell', item: 'knock_in', price: 28000, days: 80 },
  { kind: 'cell', item: 'overexpression', price: 12000, days: 45 },
  { kind: 'cell', item: 'knockdown', price: 10000, days: 40 },
  { kind: 'cell', item: 'purchased_host', price: 1500, days: 7 },
  { kind: 'cell', item: 'monoclonal', price: 6000, days: 20 },
];
