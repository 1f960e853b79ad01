// `npm run test:security`: the unit and API tests named in docs/SECURITY.md, then its browser tests
// against the production build (rebuilt only when its sources changed: scripts/build-if-stale.ts). Exits with the first failing runner's code.
import { spawnSync } from 'node:child_process';
import { ROOT, suiteFiles } from './security-suite.ts';

const { unit, browser } = suiteFiles();
const run = (command: string, args: string[]) => spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

let status = run('npx', ['vitest', 'run', ...unit]);
if (status === 0 && browser.length > 0) status = run(process.execPath, ['scripts/build-if-stale.ts', '--quiet']);
if (status === 0 && browser.length > 0) status = run('npx', ['playwright', 'test', ...browser]);
process.exit(status);
