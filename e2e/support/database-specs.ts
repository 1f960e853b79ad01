// The browser specs whose behaviour depends on the database: they write through the whole stack
// (accounts, orders, the console), run jobs through pg-boss, or filter and search with SQL that PGlite
// and PostgreSQL could answer differently. The PostgreSQL pass runs only these (decision 0014); the
// PGlite pass runs every spec. A new spec that writes or queries in a way the API tests on PostgreSQL
// do not already cover belongs here.
export const DATABASE_SPECS = [
  'auth.spec.ts',
  'account.spec.ts',
  'crispr.spec.ts',
  'order-guide.spec.ts',
  'order-amplicon.spec.ts',
  'order-cell.spec.ts',
  'admin-orders.spec.ts',
  'admin-inbox.spec.ts',
  'admin-customers.spec.ts',
  'plasmid-list.spec.ts',
  'search.spec.ts',
];
