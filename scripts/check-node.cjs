// The first thing `npm start`, `npm test` and every other script that runs TypeScript do (a test in
// check-node.test.ts holds them to it; packages/crispr-net has its own copy): on an older Node the real
// entries fail with ERR_UNKNOWN_FILE_EXTENSION (they are .ts files), which says nothing useful. This
// file is plain old JavaScript (no const, arrows, template strings or modules) so that even a very old
// Node reads it and prints one clear line instead.
'use strict';

var REQUIRED_MAJOR = 24;

/** The line to print for this Node version, or null when it is new enough. */
function nodeVersionProblem(version) {
  var major = parseInt(String(version).replace(/^v/, '').split('.')[0], 10);
  if (major >= REQUIRED_MAJOR) return null;
  return (
    'This site needs Node.js ' + REQUIRED_MAJOR + ' (found ' + version + '): run "nvm install" here (it reads .nvmrc) ' +
    'or install Node.js ' + REQUIRED_MAJOR + ' LTS from https://nodejs.org/ , then try again.'
  );
}

module.exports = { nodeVersionProblem: nodeVersionProblem, REQUIRED_MAJOR: REQUIRED_MAJOR };

if (require.main === module) {
  var problem = nodeVersionProblem(process.version);
  if (problem) {
    process.stderr.write(problem + '\n');
    process.exit(1);
  }
}
