// Entry of `npm run backup` (see backup-cli.ts and `--help`).
import { runBackupCli } from './backup-cli.ts';
import { runFromTerminal } from './terminal-entry.ts';

runFromTerminal(runBackupCli);
