// Choosing an option of an antd Select the way a person does, robustly: a click can land while the
// list is still animating in, or while its options are being replaced (cities load after the
// province is chosen). Retry the whole gesture until the choice shows and the list has closed.
import { expect, type Locator, type Page } from '@playwright/test';

const OPEN_DROPDOWN = '.ant-select-dropdown:not(.ant-select-dropdown-hidden)';

/** The nearest .ant-select around the input (a `has:` filter cannot take a locator chained from elsewhere). */
function selectAround(input: Locator): Locator {
  return input.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
}

/**
 * This select's own list while it is open or closing. On a busy machine a list's leave animation can
 * run for seconds, and another select's closing list must not be taken for this one's.
 */
async function ownDropdown(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  const open = page.locator(OPEN_DROPDOWN);
  return id ? open.filter({ has: page.locator(`[id="${id}_list"]`) }) : open;
}

/**
 * Opens the select whose input is `input` and picks the option containing `text` (or the first one).
 * Returns the chosen option's text.
 */
export async function chooseOption(page: Page, input: Locator, text?: string): Promise<string> {
  const select = selectAround(input);
  const dropdown = await ownDropdown(page, input);
  let chosen = '';
  await expect(async () => {
    // A pick that took while its list was still closing when the last attempt gave up is not made
    // again: clicking the closing list's option would only wait on an animation.
    if (!chosen || (await select.locator('.ant-select-content-has-value', { hasText: chosen }).count()) === 0) {
      if ((await dropdown.count()) === 0) await input.click({ timeout: 3000 });
      const options = dropdown.locator('.ant-select-item-option');
      const option = text ? options.filter({ hasText: text }).first() : options.first();
      chosen = ((await option.textContent({ timeout: 3000 })) ?? '').trim();
      await option.click({ timeout: 3000 });
    }
    await expect(select).toContainText(chosen, { timeout: 1000 });
    await expect(dropdown).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 40_000 });
  return chosen;
}

/**
 * Adds the option containing `text` to a multiple select (tags stay open after a pick, so the list is
 * closed with Escape). A retry never clicks an option already chosen: a second click would remove it.
 */
export async function addOption(page: Page, input: Locator, text: string): Promise<void> {
  const select = selectAround(input);
  const chosenTags = select.locator('.ant-select-selection-item', { hasText: text });
  await expect(async () => {
    if ((await chosenTags.count()) === 0) {
      if ((await page.locator(OPEN_DROPDOWN).count()) === 0) await input.click({ timeout: 3000 });
      const option = page.locator(`${OPEN_DROPDOWN} .ant-select-item-option`, { hasText: text }).first();
      await option.click({ timeout: 3000 });
    }
    await expect(chosenTags).toHaveCount(1, { timeout: 1000 });
    if ((await page.locator(OPEN_DROPDOWN).count()) > 0) await page.keyboard.press('Escape');
    await expect(page.locator(OPEN_DROPDOWN)).toHaveCount(0, { timeout: 3000 });
  }).toPass({ timeout: 40_000 });
}
