// Entry of `npm run backup` (see backup-cli.ts and `--help`). A command-line tool without an app
// logger: it talks to the person at the terminal through the console.
/* oxlint-disable no-console */
import { runBackupCli } from './backup-cli.ts';

runBackupCli(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  // The database is closed by then; exit anyway so a stray handle cannot keep the terminal waiting.
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
