// The tag of the browser tests whose behaviour can differ by database: they write through the whole
// stack (accounts, orders, the console), run jobs through pg-boss, or filter and search with SQL that
// PGlite and PostgreSQL could answer differently. The PostgreSQL pass (`npm run test:pg`, E2E_SCOPE=
// database) runs only these (decision 0014); the PGlite pass runs every test. Layout, accessibility,
// login prompts and form rules run the same on either database and stay untagged. A serial chain
// (admin-orders.spec.ts) is tagged whole, since its tests build on one another.
//   test('places an order', DATABASE, async ({ page }) => { … });
export const DATABASE = { tag: '@database' } as const;
