// Entry of `npm run restore FILE` (see backup-cli.ts and `--help`).
import { runRestoreCli } from './backup-cli.ts';
import { runFromTerminal } from './terminal-entry.ts';

runFromTerminal(runRestoreCli);
