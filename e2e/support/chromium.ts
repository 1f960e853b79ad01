// Which of Debian's Chromium builds the browser tests drive (decision 0087). Debian ships the same
// Chromium twice: `chromium` (the browser, whose --headless runs the whole browser without a window)
// and `chromium-headless-shell` (the headless-only build Playwright itself uses for headless runs). On
// the suite's pages the shell costs about half the CPU per page, and the browser tier is CPU-bound on
// two cores, so the tests use the shell when it is installed. `npm run screenshots` (the pictures a
// person looks over) and Lighthouse use the browser; CHROMIUM_PATH chooses either for any run.
import fs from 'node:fs';

export const CHROMIUM_BROWSER = '/usr/bin/chromium';
export const CHROMIUM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** CHROMIUM_PATH when set, else the headless shell when installed, else the browser. */
export function testChromiumPath(env: NodeJS.ProcessEnv = process.env, installed: (file: string) => boolean = fs.existsSync): string {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return installed(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM_BROWSER;
}
