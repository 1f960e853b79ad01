// The build stamp (issue 31, point 6): `npm start` reuses build/ only while nothing the web build reads
// has changed, and builds again as soon as a source or the lockfile does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_INPUTS, buildFingerprint, buildInputFiles, buildState, localTime, readBuildStamp, STAMP_PATH, writeBuildStamp } from './build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
let project: string;

function write(relative: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(project, relative)), { recursive: true });
  fs.writeFileSync(path.join(project, relative), text);
}

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('app/root.tsx', 'export default function Root() {}\n');
  write('app/root.test.tsx', "it('renders', () => {});\n");
  write('contracts/news.ts', 'export const a = 1;\n');
  write('public/favicon.svg', '<svg/>\n');
  write('vite.config.ts', 'export default {};\n');
  write('package.json', '{ "name": "site" }\n');
  write('package-lock.json', '{ "lockfileVersion": 3 }\n');
  write('README.md', '# Site\n');
  write('server/app.ts', 'export {};\n');
  write('e2e/home.spec.ts', 'test();\n');
  write('build/server/index.js', 'export {};\n');
});

afterEach(() => {
  fs.rmSync(project, { recursive: true, force: true });
});

describe('the fingerprint of the build inputs', () => {
  it('changes when a source, public file, the lockfile or package.json changes', () => {
    for (const [file, text] of [
      ['app/root.tsx', 'export default function Root() { return null; }\n'],
      ['contracts/news.ts', 'export const a = 2;\n'],
      ['public/favicon.svg', '<svg></svg>\n'],
      ['package-lock.json', '{ "lockfileVersion": 3, "packages": {} }\n'],
      ['package.json', '{ "name": "site", "version": "2" }\n'],
      ['vite.config.ts', 'export default { build: {} };\n'],
    ]) {
      const before = buildFingerprint(project);
      write(file, text);
      expect(buildFingerprint(project), file).not.toBe(before);
    }
  });

  it('changes when a source is added (tracked by git or not), removed or renamed', () => {
    const before = buildFingerprint(project);
    write('app/routes/new-page.tsx', 'export default function NewPage() {}\n');
    const added = buildFingerprint(project);
    expect(added).not.toBe(before);
    fs.renameSync(path.join(project, 'app/routes/new-page.tsx'), path.join(project, 'app/routes/other-page.tsx'));
    expect(buildFingerprint(project)).not.toBe(added);
    fs.rmSync(path.join(project, 'app/routes'), { recursive: true });
    expect(buildFingerprint(project)).toBe(before);
  });

  it("does not change for a README, a test, the server, the browser tests or a file's time", () => {
    const before = buildFingerprint(project);
    write('README.md', '# Site\n\nMore words.\n');
    write('app/root.test.tsx', "it('renders twice', () => {});\n");
    write('app/features/news/news-list.test.ts', "it('lists', () => {});\n");
    write('server/app.ts', 'export const changed = true;\n');
    write('e2e/home.spec.ts', 'test(); test();\n');
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(project, 'app/root.tsx'), later, later);
    expect(buildFingerprint(project)).toBe(before);
  });

  it('changes with NODE_ENV, which picks React development or production build', () => {
    expect(buildFingerprint(project, { NODE_ENV: 'development' })).not.toBe(buildFingerprint(project, {}));
  });

  it('lists the inputs in the same order on every machine', () => {
    write('app/B.tsx', '');
    write('app/a.tsx', '');
    expect(buildInputFiles(project)).toEqual(['app/B.tsx', 'app/a.tsx', 'app/root.tsx', 'contracts/news.ts', 'package-lock.json', 'package.json', 'public/favicon.svg', 'vite.config.ts']);
  });
});

describe('the build stamp', () => {
  it('makes the build current until an input changes', () => {
    const builtAt = new Date('2026-11-27T10:04:00Z');
    writeBuildStamp(project, buildFingerprint(project), builtAt);
    expect(buildState(project)).toEqual({ current: true, builtAt });
    write('app/root.tsx', 'export default function Root() { return 1; }\n');
    expect(buildState(project)).toEqual({ current: false, reason: 'sources changed', builtAt });
  });

  it('counts a missing, corrupt or older-format stamp, or a missing server build, as stale', () => {
    expect(buildState(project)).toEqual({ current: false, reason: 'no stamp' });
    for (const text of ['', '{ "version": 1, "fingerprint": "ab', 'null', '[]', '{ "version": 1, "fingerprint": 7, "builtAt": "2026-11-27T10:04:00Z" }', '{ "version": 1, "fingerprint": "ab", "builtAt": "yesterday" }']) {
      write(STAMP_PATH, text);
      expect(readBuildStamp(project), text).toBeNull();
      expect(buildState(project), text).toEqual({ current: false, reason: 'no stamp' });
    }
    write(STAMP_PATH, JSON.stringify({ version: 0, fingerprint: buildFingerprint(project), builtAt: '2026-11-27T10:04:00Z' }));
    expect(buildState(project).current).toBe(false);

    writeBuildStamp(project, buildFingerprint(project), new Date());
    fs.rmSync(path.join(project, 'build/server'), { recursive: true });
    expect(buildState(project)).toEqual({ current: false, reason: 'no build' });
  });

  it('shows its time as local date, hours and minutes', () => {
    expect(localTime(new Date(2026, 10, 27, 18, 4, 59))).toBe('2026-11-27 18:04');
    expect(localTime(new Date(2027, 0, 3, 7, 0))).toBe('2027-01-03 07:00');
  });
});

describe('the list of build inputs', () => {
  // A value import from a folder outside the list would let `npm start` serve a build without that
  // change; type-only imports (app/ → server/) are stripped by the build and do not count.
  it('holds every file that vite.config.ts and the app import, from the project itself', () => {
    const inside = (file: string) => BUILD_INPUTS.some((input) => file === input || file.startsWith(`${input}/`));
    const valueImport = /(?:^|[;\s])(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]/g;
    const sources = buildInputFiles(ROOT).filter((file) => /\.(ts|tsx)$/.test(file));
    const imports: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of text.matchAll(valueImport)) {
        imports.push(`${file} imports ${path.posix.normalize(path.posix.join(path.posix.dirname(file), (match[1] ?? match[2]).replace(/\?.*$/, '')))}`);
      }
    }
    // The scan sees real imports: the plugin's, a dynamic one, a side-effect stylesheet.
    expect(imports).toContain('vite.config.ts imports scripts/catalogue-assets-plugin.ts');
    expect(imports).toContain('scripts/catalogue-assets-plugin.ts imports app/i18n/catalogue-of.ts');
    expect(imports).toContain('app/components/site-header.tsx imports app/components/mobile-menu.tsx');
    expect(imports).toContain('app/features/admin/content/rich-text-editor.tsx imports app/features/admin/content/rich-text-editor.css');
    expect(imports.filter((line) => !inside(line.split(' imports ')[1]))).toEqual([]);
  });
});
