// The browser tests' launch flags do what browser-flags.ts says, in the chromium CI installs.
import fs from 'node:fs';
import { chromium, type BrowserServer } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH, OMNIBOX_POPUP_FEATURES, REQUIRED_FLAGS } from './browser-flags.ts';

/** The values of every --disable-features the browser process was started with, in order. */
function disabledFeatureLists(pid: number): string[][] {
  return fs
    .readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    .split('\0')
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

describe.skipIf(!fs.existsSync(CHROMIUM_PATH))('chromium launch flags of the browser tests', () => {
  let server: BrowserServer;
  beforeAll(async () => {
    server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keep the guide’s flags', () => {
    const argv = fs.readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0');
    for (const flag of REQUIRED_FLAGS) expect(argv).toContain(flag);
  });

  it('keep every feature Playwright disables, since chromium honours only the last --disable-features', () => {
    const lists = disabledFeatureLists(server.process().pid!);
    expect(lists.length).toBeGreaterThanOrEqual(1);
    const effective = lists.at(-1)!;
    for (const list of lists) expect(effective).toEqual(expect.arrayContaining(list));
    expect(effective).toEqual(expect.arrayContaining([...OMNIBOX_POPUP_FEATURES]));
  });

  it('leave a context with its page alone: no preloaded address-bar popup beside it', async () => {
    const browser = await chromium.connect(server.wsEndpoint());
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.setContent('<h1>x</h1>');
      const session = await browser.newBrowserCDPSession();
      const { targetInfos } = (await session.send('Target.getTargets')) as { targetInfos: Array<{ type: string; url: string }> };
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1);
      expect(targetInfos.filter((target) => target.url.startsWith('chrome://omnibox-popup'))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
