// Every table of the application; `server/db/client.ts` hands this object to Drizzle and
// drizzle-kit generates the migrations from it.
export * from './content.ts';
export * from './settings.ts';
export * from './plasmid.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './product.ts';
export * from './crispr.ts';
export * from './order.ts';
export * from './order-cell.ts';
export * from './upload.ts';
export * from './limit-counter.ts';
export * from './staff.ts';
export * from './order-ops.ts';
export * from './inbox.ts';
export * from './preview.ts';
export * from './mail.ts';
export * from './pricing.ts';
export * from './versions.ts';
export * from './api-keys.ts';
export * from './invoice.ts';
export * from './site-validation.ts';
