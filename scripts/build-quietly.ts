// `npm start`'s build: the same `npm run build`, with its hundreds of lines kept back. One line says
// what is happening; the full output is printed only when the build fails, so the URL the server
// prints next is what the person at the terminal sees.
import { spawn } from 'node:child_process';

const started = Date.now();
process.stdout.write('Building the site (a minute on a small machine)…\n');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const child = spawn(npm, ['run', 'build', '--silent'], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
const output: Buffer[] = [];
child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
child.on('close', (code) => {
  if (code === 0) {
    process.stdout.write(`Build done in ${Math.round((Date.now() - started) / 1000)} s.\n`);
    return;
  }
  process.stderr.write(Buffer.concat(output));
  process.stderr.write(`\nThe build failed (exit code ${code}); its output is above.\n`);
  process.exit(code ?? 1);
});
