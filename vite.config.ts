import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { catalogueAssetsPlugin } from './scripts/catalogue-assets-plugin.ts';
import { DEV_OPTIMIZE_ENTRIES } from './scripts/vite/dev-entries.ts';
import { pageChunks } from './scripts/vite/page-chunks.ts';
import { antdStaticCssVars } from './scripts/vite/antd-static-css-vars.ts';
import { antdBreakpoint } from './scripts/vite/antd-breakpoint.ts';
import { browserContracts } from './scripts/vite/browser-contracts.ts';

const chunks = pageChunks();

export default defineConfig(({ command }) => ({
  plugins: [antdStaticCssVars(), antdBreakpoint(), browserContracts(), reactRouter(), catalogueAssetsPlugin(), chunks.plugin],
  // `npm run dev` pre-bundles every page's packages at start, so a first visit is not reloaded.
  optimizeDeps: { entries: DEV_OPTIMIZE_ENTRIES },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  ssr: {
    // Bundled into the server build so only the components and icons the pages use are loaded: as
    // external CommonJS packages their index files load every antd component and all ~800 icons
    // (some 4,000 modules and tens of MB of server memory). Only in the build: `npm run dev`'s module
    // runner evaluates what it inlines as ES modules, and these packages' Node entries are CommonJS
    // ("exports is not defined"), so there Node loads them as it would any dependency.
    noExternal: command === 'build' ? [/^antd(\/|$)/, /^@ant-design\//, /^@rc-component\//, /^@emotion\//] : [],
  },
}));
