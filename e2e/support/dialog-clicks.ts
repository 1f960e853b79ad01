// Issue 20, point 7: a button in a form dialog must take a click made the moment the dialog opens,
// before any animation ends. These helpers click where the button is at once (page.mouse, none of
// Playwright's waits for a stable element) and watch that the button never moves while the dialog
// appears: antd's zoom put it elsewhere for ~300 ms, so such a click hit the mask and closed the dialog.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Clicks `opener`, then records the centre of `target` on every animation frame for `ms`, starting
 * in the frame the dialog appears. Answers the distinct positions seen (one when nothing moved).
 */
export async function positionsWhileOpening(page: Page, opener: Locator, targetSelector: string, ms = 500): Promise<string[]> {
  await page.evaluate(
    ({ selector, duration }) => {
      const seen = new Set<string>();
      const w = window as unknown as { dialogPositionsSeen?: Promise<string[]> };
      w.dialogPositionsSeen = new Promise((resolve) => {
        let started = 0;
        const tick = (now: number) => {
          const el = [...document.querySelectorAll<HTMLElement>(selector)].find((e) => e.offsetParent !== null);
          if (el) {
            started ||= now;
            const r = el.getBoundingClientRect();
            seen.add(`${Math.round(r.x + r.width / 2)},${Math.round(r.y + r.height / 2)}`);
          }
          if (started && now - started > duration) resolve([...seen]);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
    },
    { selector: targetSelector, duration: ms },
  );
  await opener.click();
  return page.evaluate(() => (window as unknown as { dialogPositionsSeen: Promise<string[]> }).dialogPositionsSeen);
}

/** A raw click at the element's centre as it is right now: no wait for it to be stable. */
export async function clickAtOnce(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the button is on screen').not.toBeNull();
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}
