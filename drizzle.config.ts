import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema with `npm run db:generate` and committed.
// Table and column names are written out in the schema, so no `casing` conversion is configured
// (the runtime Drizzle instances in server/db/client.ts use none either).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
