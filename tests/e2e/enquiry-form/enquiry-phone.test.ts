import { expect, type Response, test } from "@playwright/test";
import { countryButton, expectListKeys, highlighted } from "../../support/country-picker.ts";
import { openContact, startForm, typePhone } from "../../support/enquiry-helpers.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

test("the phone starts with India's dial code and formats the number while typing", async ({ page }) => {
  await openContact(page);
  const phone = page.getByLabel("Mobile Number");
  await expect(phone).toHaveValue("+91 ");
  await expect(phone).toHaveAttribute("placeholder", "1 (702) 123-4567");
  await expect(countryButton(page)).toHaveAccessibleName("Country: India +91");
  await typePhone(page, "9876543210");
  await expect(phone).toHaveValue("+91 98765-43210");
});

test("user can pick a country from the list; the number follows its format", async ({ page }) => {
  await openContact(page);
  await countryButton(page).click();
  await expect(page.getByRole("listbox", { name: "Countries" })).toBeVisible();
  await expect(page.getByRole("option", { selected: true })).toHaveText(/India\s*\+91/);
  await page.getByPlaceholder("search").fill("united states");
  await page.getByRole("option", { name: /United States/ }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(countryButton(page)).toHaveAccessibleName("Country: United States +1");
  // Picking moves focus to the number, ready to type.
  await expect(page.getByLabel("Mobile Number")).toBeFocused();
  await page.keyboard.type("7021234567");
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+1 (702) 123-4567");
});

test("a country without a format gets the default mask, and the number stops at 15 digits", async ({
  page,
}) => {
  await openContact(page);
  await countryButton(page).click();
  await page.getByPlaceholder("search").fill("bangladesh");
  await page.keyboard.press("Enter");
  await expect(countryButton(page)).toHaveAccessibleName("Country: Bangladesh +880");
  await typePhone(page, "12345678901234567");
  // 3 + 12 digits; the mask's next separator may trail, as the library formats it.
  await expect(page.getByLabel("Mobile Number")).toHaveValue(/^\+880 123 456 789 012 ?$/);
});

test("the country is guessed from a typed dial code", async ({ page }) => {
  await openContact(page);
  const phone = page.getByLabel("Mobile Number");
  await phone.press("ControlOrMeta+a");
  await phone.press("Backspace");
  await phone.pressSequentially("4420");
  await expect(countryButton(page)).toHaveAccessibleName("Country: United Kingdom +44");
});

test("user can work the dropdown with the keyboard alone", async ({ page }) => {
  await openContact(page);
  const button = countryButton(page);
  await page.getByLabel("Company Name").focus();
  await page.keyboard.press("Tab");
  await expect(button).toBeFocused();

  // ArrowDown opens on the chosen country; the arrows move the highlight.
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  expect(await highlighted(page)).toMatch(/^\S*India \+91$/);
  await page.keyboard.press("ArrowDown");
  expect(await highlighted(page)).toMatch(/Indonesia/);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  expect(await highlighted(page)).toMatch(/Iceland/);

  // Typed letters (and spaces) jump to the country after a 250 ms pause.
  await page.keyboard.type("new z");
  await expect.poll(() => highlighted(page)).toMatch(/New Zealand/);
  await expect(page.getByRole("option", { name: /New Zealand/ })).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAccessibleName("Country: New Zealand +64");
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+64 ");

  // Escape closes and keeps the choice.
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(button).toHaveAccessibleName("Country: New Zealand +64");

  // Tab closes and moves on to the number.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(page.getByLabel("Mobile Number")).toBeFocused();
});

test("the list closes on a click outside, and says when a search finds nothing", async ({ page }) => {
  await openContact(page);
  await countryButton(page).click();
  const search = page.getByPlaceholder("search");
  await search.fill("zzz");
  await expect(page.getByText("No entries to show")).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
  await search.fill("ind");
  await expect(page.getByText("No entries to show")).toHaveCount(0);
  await expect(page.getByRole("option", { name: "India +91" })).toBeVisible();
  await page.getByRole("heading", { name: "Contact us" }).click();
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(countryButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("the contact page hydrates cleanly and loads nothing from another host", async ({ page, baseURL }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL ?? "").origin) foreign.push(request.url());
  });
  await openContact(page);
  await countryButton(page).click();
  await page.getByRole("listbox").evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(problems).toEqual([]);
  expect(foreign).toEqual([]);
});

test("the phone input's code ships with /contact only", async ({ page }) => {
  // Every script the page fetched, read once the page is interactive and its form, if any, has started (its
  // islands' modules have all loaded by then; a page without an island fetches none).
  const scriptsOf = async (path: string) => {
    const responses: Response[] = [];
    const collect = (response: Response) => {
      if (response.request().resourceType() === "script") responses.push(response);
    };
    page.on("response", collect);
    await page.goto(path);
    await waitForHydration(page);
    if (path === "/contact") await startForm(page);
    page.off("response", collect);
    return (await Promise.all(responses.map((response) => response.text()))).join("\n");
  };
  // The library's class-name prefix survives minification.
  const marker = "react-international-phone";
  expect(await scriptsOf("/contact")).toContain(marker);
  for (const path of ["/", "/about", "/products", "/products/red-onions", "/privacyPolicy"]) {
    expect(await scriptsOf(path), path).not.toContain(marker);
  }
});

test("a whole number filled in at once is parsed and formatted", async ({ page }) => {
  await openContact(page);
  const phone = page.getByLabel("Mobile Number");
  await phone.fill("+1 702 123 4567");
  await expect(phone).toHaveValue("+1 (702) 123-4567");
  await expect(countryButton(page)).toHaveAccessibleName("Country: United States +1");
  await phone.fill("+91 98765 43210");
  await expect(phone).toHaveValue("+91 98765-43210");
  await expect(countryButton(page)).toHaveAccessibleName("Country: India +91");
});

test("after a click into the open list, letters jump after 250 ms and the keys work as on the button", async ({
  page,
}) => {
  await openContact(page);
  await countryButton(page).click();
  const listbox = page.getByRole("listbox", { name: "Countries" });
  // The list's own area, not an option (a click there picks it): its top edge, scrolled to the top.
  await listbox.evaluate((list) => list.scrollTo(0, 0));
  await listbox.click({ position: { x: 100, y: 1 } });
  await expect(listbox).toBeVisible();
  await expectListKeys(page);
});

test("with focus on the list itself, the keys and Escape work as on the button", async ({ page }) => {
  await openContact(page);
  await countryButton(page).click();
  // Chromium lets a scrolling list take focus; the keys must not depend on it.
  await page.getByRole("listbox").focus();
  await expectListKeys(page);

  await countryButton(page).click();
  await page.getByRole("listbox").focus();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toHaveCount(0);
  await expect(countryButton(page)).toBeFocused();
  await expect(countryButton(page)).toHaveAccessibleName("Country: Germany +49");
});

test("in the search box letters filter; the arrows and Enter still pick", async ({ page }) => {
  await openContact(page);
  await countryButton(page).click();
  await page.getByPlaceholder("search").click();
  await page.keyboard.type("ger");
  await expect(page.getByRole("option")).toHaveText([/Algeria/, /Germany/, /Niger\b/, /Nigeria/]);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(countryButton(page)).toHaveAccessibleName("Country: Germany +49");
});
