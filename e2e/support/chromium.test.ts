import { describe, expect, it } from 'vitest';
import { testChromiumPath } from './chromium.ts';

describe('the Chromium the browser tests drive', () => {
  it('is the headless shell when Debian’s chromium-headless-shell is installed', () => {
    expect(testChromiumPath({}, (file) => file === '/usr/bin/chromium-headless-shell')).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is the browser, /usr/bin/chromium, when the shell is not installed', () => {
    expect(testChromiumPath({}, () => false)).toBe('/usr/bin/chromium');
  });

  it('is whatever CHROMIUM_PATH names, installed shell or not', () => {
    expect(testChromiumPath({ CHROMIUM_PATH: '/usr/bin/chromium' }, () => true)).toBe('/usr/bin/chromium');
    expect(testChromiumPath({ CHROMIUM_PATH: '/opt/other/chrome' }, () => false)).toBe('/opt/other/chrome');
  });
});
