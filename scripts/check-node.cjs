// The first thing `npm start`, `npm test` and every other script that runs TypeScript do (a test in
// check-node.test.ts holds them to it; packages/crispr-net has its own copy): on an older Node the real
// entries fail with ERR_UNKNOWN_FILE_EXTENSION (they are .ts files), which says nothing useful. This
// file is plain old JavaScript (no const, arrows, template strings or modules) so that even a very old
// Node reads it and prints one clear line instead.
//
// `npm install` runs it as the project's preinstall script with --warn: the line is printed and the
// install goes on (a failed install would only add npm's error report to it). npm 7 to 11 run a project's
// own preinstall after its dependencies are installed (npm/cli#2660; npm 12 moves it first, npm/cli#9267),
// so there the line comes after npm's EBADENGINE warnings, as the last thing before npm's summary. Those
// warnings cannot be turned off cleanly: engine-strict (and devEngines' onFail "error") fail the install,
// and a lower log level hides every other warning too. The line names nvm and the official installer,
// never this repository's build-machine helper (../shared/tools), which users do not have.
'use strict';

var REQUIRED_MAJOR = 24;

/** The line to print for this Node version, or null when it is new enough. */
function nodeVersionProblem(version) {
  var major = parseInt(String(version).replace(/^v/, '').split('.')[0], 10);
  if (major >= REQUIRED_MAJOR) return null;
  return (
    'This site needs Node.js ' + REQUIRED_MAJOR + ' (found ' + version + '): run "nvm install" here (it reads .nvmrc) ' +
    'or install Node.js ' + REQUIRED_MAJOR + ' LTS with the official installer from https://nodejs.org/en/download , then try again.'
  );
}

module.exports = { nodeVersionProblem: nodeVersionProblem, REQUIRED_MAJOR: REQUIRED_MAJOR };

if (require.main === module) {
  var problem = nodeVersionProblem(process.version);
  if (problem) {
    process.stderr.write(problem + '\n');
    process.exit(process.argv.indexOf('--warn') === -1 ? 1 : 0);
  }
}
