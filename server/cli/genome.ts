// Entry of `npm run genome -- …` (see genome-cli.ts and `--help`).
import { runGenomeCli } from './genome-cli.ts';
import { runFromTerminal } from './terminal-entry.ts';

runFromTerminal(runGenomeCli);
