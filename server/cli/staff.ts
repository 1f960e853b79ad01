// Entry of `npm run staff -- …` (see staff-cli.ts and `--help`). A command-line tool without an app
// logger: it talks to the person at the terminal through the console.
/* oxlint-disable no-console */
import { runStaffCli } from './staff-cli.ts';

/** Reads one line from the terminal without showing it (raw mode: every key arrives as typed). */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    let value = '';
    const finish = (error?: Error) => {
      input.removeListener('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish();
        if (char === '\u0003') return finish(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

runStaffCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  askPassword: process.stdin.isTTY ? askHidden : null,
}).then(
  // PGlite is closed by then; exit anyway so a stray handle cannot keep the terminal waiting.
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error && error.message === 'Cancelled.' ? error.message : error);
    process.exit(1);
  },
);
