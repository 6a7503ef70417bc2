import { expect, type Page } from "@playwright/test";

/** The phone input's country picker, its combobox named after the chosen country. */
export const countryButton = (page: Page) => page.getByRole("combobox", { name: /^Country:/ });

/** Text of the option the combobox exposes as highlighted (aria-activedescendant). */
export async function highlighted(page: Page) {
  const id = await countryButton(page).getAttribute("aria-activedescendant");
  return id ? page.locator(`[id="${id}"]`).textContent() : null;
}

/** Records in the page when a key was last pressed and when the highlight last moved; returns the gap. */
async function timeHighlightMove(page: Page) {
  await countryButton(page).evaluate((button) => {
    const times = { key: 0, moved: 0 };
    Object.assign(window, { highlightTimes: times });
    document.addEventListener("keydown", (event) => (times.key = event.timeStamp), true);
    new MutationObserver(() => (times.moved = performance.now())).observe(button, {
      attributeFilter: ["aria-activedescendant"],
    });
  });
  return () =>
    page.evaluate(() => {
      const { key, moved } = (window as unknown as { highlightTimes: { key: number; moved: number } })
        .highlightTimes;
      return moved - key;
    });
}

/**
 * Types letters and waits for the highlight. The spec's type-ahead starts afresh after 250 ms without a key,
 * so on a machine so busy that Playwright's keystrokes arrive further apart, "ger" reads as "r": then the
 * letters are typed again after a pause, from Home, so that the highlight moves again (the debounce gap is
 * measured from that move). A list that ignores the keys fails every attempt.
 */
async function typeAhead(page: Page, letters: string, expected: RegExp) {
  let attempt = 0;
  await expect(async () => {
    if (attempt++ > 0) await page.keyboard.press("Home");
    await page.keyboard.type(letters);
    await expect.poll(() => highlighted(page), { timeout: 2000 }).toMatch(expected);
  }).toPass({ intervals: [300], timeout: 15_000 });
}

/** Letters, arrows, Home, End and Enter, typed wherever focus is now, act on the open list. */
export async function expectListKeys(page: Page) {
  const gap = await timeHighlightMove(page);
  await typeAhead(page, "ger", /^Germany \+49$/);
  // The spec's debounce: the jump comes 250 ms after the last letter, not with each one.
  expect(await gap()).toBeGreaterThanOrEqual(245);
  await page.keyboard.press("ArrowDown");
  expect(await highlighted(page)).toMatch(/^Ghana/);
  await page.keyboard.press("ArrowUp");
  expect(await highlighted(page)).toMatch(/^Germany/);
  await page.keyboard.press("End");
  expect(await highlighted(page)).toMatch(/^Zimbabwe/);
  await expect(page.getByRole("option", { name: /Zimbabwe/ })).toBeInViewport();
  await page.keyboard.press("Home");
  expect(await highlighted(page)).toMatch(/^Afghanistan/);
  await typeAhead(page, "ger", /^Germany/);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(countryButton(page)).toHaveAccessibleName("Country: Germany +49");
}
