// The entry of a command-line tool without an app logger (`npm run genome`, `backup`, `restore`): it
// talks to the person at the terminal through the console and exits with the tool's code.
/* oxlint-disable no-console */

export interface TerminalIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

export function runFromTerminal(run: (argv: readonly string[], io: TerminalIo) => Promise<number>): void {
  run(process.argv.slice(2), { env: process.env, out: (line) => console.log(line), err: (line) => console.error(line) }).then(
    // The database is closed by then; exit anyway so a stray handle cannot keep the terminal waiting.
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
