// crispr-net's copy of the project's scripts/check-node.cjs (the package depends on nothing outside
// it): its command and its benchmarks are TypeScript, which an older Node refuses with
// ERR_UNKNOWN_FILE_EXTENSION. Plain old JavaScript (no const, arrows, template strings or modules) so
// that even a very old Node reads it and prints the same one line as the site's scripts; a test in
// the project (scripts/check-node.test.ts) keeps the two copies saying the same.
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
    process.exit(1);
  }
}
