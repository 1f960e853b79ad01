// `npm run build`: the React Router build, the precompressed copies of its assets, then the build stamp
// (scripts/build-stamp.ts) that lets `npm start` and `npm run test:e2e` reuse the result. One script
// rather than a chain of npm steps because the fingerprint must be taken before the build reads the
// sources: a file saved while the build runs then makes the stamp stale, so the next start builds
// again instead of serving a build without that change. `react-router build` empties build/ first,
// so a failed build leaves no stamp behind.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildFingerprint, writeBuildStamp } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Runs a Node script in the project root with this terminal; stops here when it fails. */
function runNode(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const startedAt = new Date();
const fingerprint = buildFingerprint(root);
// The CLI's own file, run with this Node: no dependence on node_modules/.bin being on PATH.
const reactRouterCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.cjs');
runNode(reactRouterCli, ['build']);
runNode(path.join(root, 'scripts', 'precompress-assets.ts'), []);
writeBuildStamp(root, fingerprint, startedAt);
