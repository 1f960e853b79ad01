// Tests that work in two tabs of one browser context (the console beside the public site, or a
// preview it opened). Headless Chromium gives a tab behind another animation frames only rarely, and
// Playwright waits for an element's box to hold still over frames before it clicks, so the tab a test
// goes on clicking in is kept in front: these open and close the other tabs around it.
import type { Page } from '@playwright/test';

/** A new tab of `front`'s context, opened behind it (reading a page needs no frames; clicking does). */
export async function openTabBehind(front: Page): Promise<Page> {
  const tab = await front.context().newPage();
  await front.bringToFront();
  return tab;
}

/** Closes a tab opened from `back` (a preview, a popup) and brings `back` to the front again. */
export async function closeTabBackTo(tab: Page, back: Page): Promise<void> {
  await tab.close();
  await back.bringToFront();
}
