// `npm start` and `npm run test:e2e` build the web app only when what it is built from changed since
// the last build (scripts/build-stamp.ts): an unchanged checkout starts in seconds instead of waiting
// 12-95 s for the same files, and a CI run that already built does not build again. Otherwise it runs
// the same `npm run build` (which writes the new stamp). `--quiet` (npm start) keeps the build's
// hundreds of lines back and prints them only when it fails, so the URL the server prints next is what
// the person at the terminal sees.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildState, localTime } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
const quiet = process.argv.includes('--quiet');

const state = buildState(root);
if (state.current) {
  process.stdout.write(`Using the build from ${localTime(state.builtAt)} (nothing it is built from changed since; \`npm run build\` forces a new one).\n`);
  process.exit(0);
}

const why =
  state.reason === 'sources changed'
    ? `sources changed since the build from ${localTime(state.builtAt)}`
    : state.reason === 'no build'
      ? 'no build yet'
      : 'build/ does not say what it was built from';
process.stdout.write(`Building the site (${why}; a minute on a small machine)…\n`);
const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const child = spawn(npm, ['run', 'build', '--silent'], {
  cwd: root,
  stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  env: quiet ? { ...process.env, NO_COLOR: '1' } : process.env,
});
const output: Buffer[] = [];
child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
child.on('close', (code) => {
  if (code === 0) {
    process.stdout.write(`Build done in ${Math.round((Date.now() - started) / 1000)} s.\n`);
    return;
  }
  process.stderr.write(Buffer.concat(output));
  process.stderr.write(`\nThe build failed (exit code ${code})${quiet ? '; its output is above' : ''}.\n`);
  process.exit(code ?? 1);
});
