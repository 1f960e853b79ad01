// Whether build/ holds a build of the sources as they are now. `npm start` and `npm run test:e2e`
// reuse such a build (scripts/build-if-stale.ts) instead of spending 12-95 s making the same files
// again; `npm run build` (scripts/build-site.ts) always builds and writes the stamp.
//
// The fingerprint hashes the contents of the files the web build reads, not their times: a fresh clone
// or a checkout of another branch and back gives every file a new mtime but the same contents. The
// inputs are walked on disk rather than listed by git, so a new file not yet added to git counts, and a
// copy without .git (a downloaded archive) works the same way.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What `react-router build` reads, relative to the project root: vite.config.ts and the plugins it
 * imports, the app and everything it imports at run time (contracts/, crispr-net's line check),
 * public/ (copied into build/client), and the dependencies through the lockfile. The server's code is
 * not among them: app/ imports only its types, which the build strips.
 */
export const BUILD_INPUTS = [
  'app',
  'contracts',
  'public',
  'packages/crispr-net/src',
  'packages/crispr-net/package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'scripts/vite',
  'scripts/catalogue-assets-plugin.ts',
  'scripts/precompress-assets.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
] as const;

/** Files among the inputs that no build reads: tests live beside the code. */
const NOT_READ_BY_THE_BUILD = /\.test\.tsx?$/;

export const STAMP_PATH = path.join('build', '.build-stamp.json');
/** Raised when the stamp's meaning changes, so that older stamps count as stale. */
const STAMP_VERSION = 1;
/** What the server loads (server/plugins/ssr.ts); without it a stamp alone proves nothing. */
const SERVER_ENTRY = path.join('build', 'server', 'index.js');

export interface BuildStamp {
  version: number;
  fingerprint: string;
  /** ISO time the build started (the moment the fingerprint was taken). */
  builtAt: string;
}

export type BuildState =
  | { current: true; builtAt: Date }
  | { current: false; reason: 'no build' | 'no stamp' }
  | { current: false; reason: 'sources changed'; builtAt: Date };

/** The input files under `root`, as sorted '/'-separated relative paths. */
export function buildInputFiles(root: string): string[] {
  const files: string[] = [];
  const visit = (relative: string) => {
    const stat = fs.statSync(path.join(root, relative), { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isFile()) {
      if (!NOT_READ_BY_THE_BUILD.test(relative)) files.push(relative);
      return;
    }
    if (!stat.isDirectory()) return;
    for (const name of fs.readdirSync(path.join(root, relative))) {
      if (name !== 'node_modules') visit(`${relative}/${name}`);
    }
  };
  for (const input of BUILD_INPUTS) visit(input);
  // Code-unit order rather than localeCompare: the same on every machine and locale.
  return files.toSorted((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * sha1 over every input's path and contents (some 470 files, 2 MB: about 35 ms on a busy machine), and
 * NODE_ENV, which picks React's development or production build.
 */
export function buildFingerprint(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha1');
  hash.update(`NODE_ENV=${env.NODE_ENV ?? ''}\0`);
  for (const file of buildInputFiles(root)) {
    const content = fs.readFileSync(path.join(root, file));
    // Path and length first, so moving bytes from one file to the next changes the hash.
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** The stamp of the last successful build, or null when there is none or it cannot be read. */
export function readBuildStamp(root: string): BuildStamp | null {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(path.join(root, STAMP_PATH), 'utf8'));
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { version, fingerprint, builtAt } = value as Partial<BuildStamp>;
  if (version !== STAMP_VERSION || typeof fingerprint !== 'string' || typeof builtAt !== 'string') return null;
  if (Number.isNaN(Date.parse(builtAt))) return null;
  return { version, fingerprint, builtAt };
}

/** Written after a successful build, with the fingerprint taken before it started. */
export function writeBuildStamp(root: string, fingerprint: string, builtAt: Date): void {
  const stamp: BuildStamp = { version: STAMP_VERSION, fingerprint, builtAt: builtAt.toISOString() };
  const file = path.join(root, STAMP_PATH);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole then renamed: an interrupted write leaves no half stamp that might parse.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(stamp, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Whether build/ was built from the sources as they are now. */
export function buildState(root: string): BuildState {
  if (!fs.existsSync(path.join(root, SERVER_ENTRY))) return { current: false, reason: 'no build' };
  const stamp = readBuildStamp(root);
  if (!stamp) return { current: false, reason: 'no stamp' };
  const builtAt = new Date(stamp.builtAt);
  if (stamp.fingerprint !== buildFingerprint(root)) return { current: false, reason: 'sources changed', builtAt };
  return { current: true, builtAt };
}

/** `2026-11-27 18:04` in the machine's time zone: the clock the person at the terminal reads. */
export function localTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
