import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { openContact } from "./enquiry-helpers.ts";

test("the enquiry form has no axe violations, with the country list closed or open", async ({ page }) => {
  await openContact(page);
  const scan = () => new AxeBuilder({ page }).include("form").analyze();
  expect((await scan()).violations).toEqual([]);
  await page.getByRole("combobox", { name: /^Country:/ }).click();
  await page.keyboard.press("ArrowDown");
  expect((await scan()).violations).toEqual([]);
  await page.getByPlaceholder("search").fill("zzz");
  expect((await scan()).violations).toEqual([]);
});
