// Where `npm run dev`'s dependency optimizer looks for the packages to pre-bundle before the first page
// is served (vite.config.ts, optimizeDeps.entries). React Router's plugin gives it no entries (its
// route-module entries sit behind an unstable future flag), so Vite met antd, dayjs, embla and zod only
// when a browser first loaded a page, bundled them again and reloaded that page ("optimized
// dependencies changed. reloading"). Every route module lives in app/routes/ (dev-entries.test.ts holds
// app/routes.ts to that).
export const DEV_OPTIMIZE_ENTRIES = ['app/entry.client.tsx', 'app/root.tsx', 'app/routes/**/*.tsx', '!**/*.test.tsx'];
