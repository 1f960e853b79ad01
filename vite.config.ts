import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { chunkSizeWarningLimit: 1500 },
  ssr: {
    // Bundled into the server build so only the components and icons the pages use are loaded: as
    // external CommonJS packages their index files load every antd component and all ~800 icons
    // (some 4,000 modules and tens of MB of server memory).
    noExternal: [/^antd(\/|$)/, /^@ant-design\//, /^@rc-component\//, /^@emotion\//],
  },
});
