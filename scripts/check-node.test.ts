// The Node version check that `npm start`, `npm test` and every other script running TypeScript run
// first (issue 20, point 8; issue 31, point 6): one line naming Node 24 and how to get it, a non-zero
// exit, and a file old Node can read.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const SCRIPT = path.join(ROOT, 'scripts', 'check-node.cjs');
const { nodeVersionProblem } = createRequire(import.meta.url)(SCRIPT) as { nodeVersionProblem: (v: string) => string | null };

/** Runs the script as `npm start` does (`npm install` adds --warn), under a Node that reports `version`. */
function runAs(version: string, args: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-node-'));
  const fake = path.join(dir, 'fake-version.cjs');
  fs.writeFileSync(fake, `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} });\n`);
  try {
    return spawnSync(process.execPath, ['--require', fake, SCRIPT, ...args], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts/check-node.cjs', () => {
  it('names Node 24 and how to get it, on one line, for an older Node', () => {
    const line = nodeVersionProblem('v20.11.1')!;
    expect(line).toContain('Node.js 24');
    expect(line).toContain('v20.11.1');
    expect(line).toContain('nvm install');
    expect(line).toContain('.nvmrc');
    // The official installer too (issue 37, point 5), and nothing only this project's machines have.
    expect(line).toContain('https://nodejs.org/en/download');
    expect(line).not.toMatch(/use-node|shared\/tools/);
    expect(line).not.toContain('\n');
    expect(nodeVersionProblem('v23.9.0')).not.toBeNull();
    expect(nodeVersionProblem('v24.0.0')).toBeNull();
    expect(nodeVersionProblem('v25.2.1')).toBeNull();
  });

  it('exits non-zero with that one line on an old Node, silently with 0 on Node 24', () => {
    const old = runAs('v18.19.0');
    expect(old.status).toBe(1);
    expect(old.stdout).toBe('');
    expect(old.stderr.trim().split('\n')).toHaveLength(1);
    expect(old.stderr).toContain('This site needs Node.js 24 (found v18.19.0)');

    const current = runAs('v24.3.0');
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
  });

  it('runs before npm install finishes, printing the line without failing the install (issue 37, point 5)', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.preinstall).toBe('node scripts/check-node.cjs --warn');
    const old = runAs('v20.11.1', ['--warn']);
    expect(old.status).toBe(0);
    expect(old.stderr).toBe(`${nodeVersionProblem('v20.11.1')}\n`);
    const current = runAs('v24.3.0', ['--warn']);
    expect(current.status).toBe(0);
    expect(current.stdout + current.stderr).toBe('');
    // The image's `npm ci` runs before the sources are copied: the script must be there already.
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    const copied = dockerfile.indexOf('COPY scripts/check-node.cjs scripts/');
    expect(copied).toBeGreaterThan(-1);
    expect(copied).toBeLessThan(dockerfile.indexOf('RUN npm ci'));
  });

  it("keeps the build machines' Node helper out of the README's user part, and in its contributor part", () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const contributing = readme.indexOf('\n## Contributing\n');
    expect(contributing).toBeGreaterThan(-1);
    expect(readme.slice(0, contributing)).not.toContain('use-node.sh');
    expect(readme.slice(contributing)).toContain('source ../shared/tools/use-node.sh');
    expect(readme.slice(0, contributing)).toContain('https://nodejs.org/en/download');
  });

  it('is plain old JavaScript an old Node parses (no modules, const/let, arrows or template strings)', () => {
    const code = fs.readFileSync(SCRIPT, 'utf8').replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/\b(const|let|import|export|class|async|await)\b|=>|`|\?\.|\?\?/);
  });

  it('runs first in every start and test script, and .nvmrc names 24', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    for (const name of ['start', 'serve', 'worker', 'dev', 'test', 'test:unit', 'test:e2e']) {
      expect(scripts[name], name).toMatch(/^node scripts\/check-node\.cjs && /);
    }
    expect(fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()).toBe('24');
    // `npm start` builds only when the sources changed, quietly: the build's own output shows only when
    // it fails. (The server's environment settings, such as MALLOC_ARENA_MAX, may come between: decision 0040.)
    expect(scripts.start).toMatch(/node scripts\/build-if-stale\.ts --quiet && ([A-Z_]+=\S+ )*node /);
    expect(scripts['test:e2e']).toMatch(/node scripts\/build-if-stale\.ts && playwright test/);
  });
});

describe('every script that runs TypeScript checks the Node version first (issue 31, point 6)', () => {
  // On an older Node a .ts entry fails with ERR_UNKNOWN_FILE_EXTENSION, and these tools stop with their
  // own messages; the check turns each into the one line above.
  const TYPESCRIPT_TOOLS = /^(react-router|drizzle-kit|vitest|playwright)\b/;
  const runsTypeScript = (command: string) =>
    command.split(/&&|\|\||;/).some((step) => {
      const words = step.trim().replace(/^([A-Z_]+=\S+\s+)*/, '');
      return TYPESCRIPT_TOOLS.test(words) || /^node\s(.*\s)?\S+\.tsx?(\s|$)/.test(words);
    });
  const scriptsOf = (file: string) => (JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { scripts: Record<string, string> }).scripts;

  it.each([
    ['package.json', 'node scripts/check-node.cjs && '],
    ['packages/crispr-net/package.json', 'node bin/check-node.cjs && '],
  ])('%s', (file, check) => {
    const scripts = scriptsOf(file);
    const unchecked = Object.entries(scripts)
      .filter(([, command]) => runsTypeScript(command) && !command.startsWith(check))
      .map(([name]) => name);
    expect(unchecked).toEqual([]);
  });

  it('recognises the scripts that run TypeScript', () => {
    const scripts = scriptsOf('package.json');
    const running = Object.keys(scripts).filter((name) => runsTypeScript(scripts[name]));
    for (const name of ['build', 'start', 'seed', 'staff', 'genome', 'typecheck', 'db:generate', 'test:security', 'bench', 'bench:plasmid', 'test:unit', 'test:e2e']) {
      expect(running, name).toContain(name);
    }
    expect(running).not.toContain('lint');
    expect(runsTypeScript('FOO=1 node --max-old-space-size=9 bench/x.ts --fast')).toBe(true);
    expect(runsTypeScript('node -e "1" && oxlint')).toBe(false);
  });

  it("crispr-net's own copy (the package stands alone) prints the same line and is as plain", () => {
    const copy = path.join(ROOT, 'packages', 'crispr-net', 'bin', 'check-node.cjs');
    const theirs = createRequire(import.meta.url)(copy) as { nodeVersionProblem: (v: string) => string | null };
    for (const version of ['v16.20.2', 'v20.11.1', 'v22.12.0', 'v23.9.0', 'v24.0.0', 'v25.2.1']) {
      expect(theirs.nodeVersionProblem(version), version).toBe(nodeVersionProblem(version));
    }
    expect(fs.readFileSync(copy, 'utf8').replace(/^\s*\/\/.*$/gm, '')).not.toMatch(/\b(const|let|import|export|class|async|await)\b|=>|`|\?\.|\?\?/);
  });
});

describe('browser test artefacts', () => {
  it('keeps screenshots for failed tests only, and records a trace on a retry only (decision 0057)', async () => {
    const { default: config } = await import('../playwright.config.ts');
    expect(config.use?.trace).toBe('on-first-retry');
    expect(config.use?.screenshot).toBe('only-on-failure');
  });
});
