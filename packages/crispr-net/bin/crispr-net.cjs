#!/usr/bin/env node
// The `crispr-net` command (package.json "bin"). src/cli.ts is TypeScript, which an older Node refuses
// with ERR_UNKNOWN_FILE_EXTENSION, a message that does not say what to do: this file checks the
// version first (check-node.cjs, one line and exit 1), then runs the CLI with this Node.
'use strict';

var problem = require('./check-node.cjs').nodeVersionProblem(process.version);
if (problem) {
  process.stderr.write(problem + '\n');
  process.exit(1);
}
// import() rather than require(): the CLI is an ES module with top-level await.
import('../src/cli.ts');
