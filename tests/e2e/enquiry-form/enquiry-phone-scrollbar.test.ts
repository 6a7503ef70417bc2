import { expect, test } from "@playwright/test";
import { countryButton, expectListKeys } from "../../support/country-picker.ts";
import { openContact } from "../../support/enquiry-helpers.ts";
import { chromiumFlags, systemChromium } from "../../support/system-chromium.ts";

// Headless Chromium hides scroll bars unless told otherwise.
test.use({
  launchOptions: {
    executablePath: systemChromium(),
    args: chromiumFlags,
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

test("after dragging the list's scroll bar, letters jump after 250 ms and the keys work", async ({
  page,
}) => {
  await openContact(page);
  await countryButton(page).click();
  const listbox = page.getByRole("listbox", { name: "Countries" });
  await listbox.scrollIntoViewIfNeeded();
  const scrollbar = await listbox.evaluate((list: HTMLElement) => list.offsetWidth - list.clientWidth);
  expect(scrollbar).toBeGreaterThan(0);
  const box = await listbox.boundingBox();
  if (!box) throw new Error("the list has no box");
  const before = await listbox.evaluate((list) => list.scrollTop);
  const x = box.x + box.width - scrollbar / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, box.y + box.height / 2 + 60, { steps: 4 });
  await page.mouse.up();
  // The press scrolled the list and left it open.
  expect(await listbox.evaluate((list) => list.scrollTop)).not.toBe(before);
  await expect(listbox).toBeVisible();
  await expectListKeys(page);
});
