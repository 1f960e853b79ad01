// The security test suite is what docs/SECURITY.md names: every test file in backticks on that page.
// Shared by `npm run test:security` (which runs them) and security-doc.test.ts (which keeps the page
// honest), so the page and the suite cannot drift apart.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const SECURITY_DOC = path.join(ROOT, 'docs/SECURITY.md');

/** Every repository path in backticks on the page (source and test files). */
export function namedPaths(markdown = fs.readFileSync(SECURITY_DOC, 'utf8')): string[] {
  const found = markdown.matchAll(/`((?:server|test|e2e|contracts|app|packages)\/[^`\s]+?\.tsx?)`/g);
  return [...new Set([...found].map((match) => match[1]!))].toSorted();
}

export function suiteFiles(markdown?: string): { unit: string[]; browser: string[] } {
  const tests = namedPaths(markdown).filter((file) => /\.(test|spec)\.tsx?$/.test(file));
  return { unit: tests.filter((file) => !file.startsWith('e2e/')), browser: tests.filter((file) => file.startsWith('e2e/')) };
}
