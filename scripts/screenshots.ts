// `npm run screenshots`: the look-over pictures a person reviews (every page at 1366 and 375 px, open
// drawers and dialogs), kept in e2e-artifacts/screenshots/. They run the browser specs that take such
// pictures with E2E_SCREENSHOTS=1 (e2e/support/screenshots.ts); the test runs leave them out.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const e2e = path.join(root, 'e2e');
const TAKES_PICTURES = /\bsave(FullPage|Window|Element)Screenshot\(/;

const specs = fs
  .readdirSync(e2e)
  .filter((name) => name.endsWith('.spec.ts') && TAKES_PICTURES.test(fs.readFileSync(path.join(e2e, name), 'utf8')))
  .toSorted();
console.log(`Screenshots from ${specs.length} specs into e2e-artifacts/screenshots/ …`);

const run = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env }).status ?? 1;

const built = run(process.execPath, [path.join(root, 'scripts', 'build-if-stale.ts')]);
if (built !== 0) process.exit(built);
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const status = run(playwright, ['test', ...specs.map((name) => `e2e/${name}`), ...process.argv.slice(2)], { ...process.env, E2E_SCREENSHOTS: '1' });
console.log(status === 0 ? 'Screenshots are in e2e-artifacts/screenshots/.' : `Some specs failed (exit ${status}); the screenshots taken are in e2e-artifacts/screenshots/.`);
process.exit(status);
