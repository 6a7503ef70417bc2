import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { prefixedLangs } from "#domain/i18n.ts";
import { prerenderPaths } from "#domain/page-paths.ts";
import { siteFrameWords as arFrame } from "#domain/words/ar/site-frame.ts";
import { siteFrameWords as enFrame } from "#domain/words/en/site-frame.ts";
import { siteFrameWords as esFrame } from "#domain/words/es/site-frame.ts";
import { siteFrameWords as frFrame } from "#domain/words/fr/site-frame.ts";
import { siteFrameWords as ruFrame } from "#domain/words/ru/site-frame.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

// Every page of every language, and the 404 pages in each (NotFound, and Product Not Found under a prefix).
const routes = [
  ...prerenderPaths,
  "/no-such-page",
  ...prefixedLangs.flatMap((lang) => [`/${lang}/no-such-page`, `/${lang}/products/nope`]),
];
const widths = [375, 1280] as const;
/** WCAG 2.2 A and AA plus axe's best practices (landmarks, one h1, and the like). */
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

// Scans see the final state of every element: content waits for no scroll animation under reduced motion.
test.use({ reducedMotion: "reduce" });

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
  await page.goto(path);
  // Interactive parts (menu, dropdown) work once React has hydrated and the route code has loaded: a click
  // before hydration opens nothing.
  await page.waitForLoadState("networkidle");
  await waitForHydration(page);
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, state).toEqual([]);
}

// The menu button is named in the page's language.
const menuNames = [enFrame, arFrame, esFrame, frFrame, ruFrame].map((frame) => frame.nav.menu);
const menuButton = (page: Page) =>
  page.getByRole("button", { name: new RegExp(`^(${menuNames.join("|")})$`) });
const countrySelector = (page: Page) =>
  page.getByRole("combobox", { name: /country/i }).or(page.getByRole("button", { name: /country/i }));

/** Presses Tab until `target` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 30): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })
        .catch(() => false)
    )
      return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

/** The option the dropdown highlights: by aria-activedescendant, or the option that has focus. */
async function highlightedOption(page: Page): Promise<string> {
  return page.evaluate(() => {
    const owner = document.querySelector(
      "[role=listbox][aria-activedescendant], [role=combobox][aria-activedescendant]",
    );
    const id = owner?.getAttribute("aria-activedescendant");
    const option = id ? document.getElementById(id) : document.activeElement?.closest("[role=option]");
    // What a screen reader reads: the text without the decorative (aria-hidden) flag.
    const text = [...(option?.childNodes ?? [])]
      .filter((node) => !(node instanceof Element && node.getAttribute("aria-hidden") === "true"))
      .map((node) => node.textContent)
      .join("");
    return text.trim();
  });
}

for (const path of routes) {
  for (const width of widths) {
    test(`${path} at ${width} px has no axe violations`, async ({ page }) => {
      await open(page, path, width);
      await expectNoViolations(page, `${path} at ${width} px`);
    });
  }
}

for (const path of prerenderPaths) {
  test(`${path} at 375 px with the mobile menu open has no axe violations`, async ({ page }) => {
    await open(page, path, 375);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
    await expectNoViolations(page, `${path} with the menu open`);
  });
}

// English at both widths; the translated pickers once each: Arabic at a phone's width (mirrored), Russian at a
// desktop's (the longest names). The button is found by its role's element: its name is in the page's language.
const dropdownCases = [
  ...widths.map((width) => ["/contact", width] as const),
  ["/ar/contact", 375],
  ["/ru/contact", 1280],
] as const;
for (const [path, width] of dropdownCases) {
  test(`${path} at ${width} px with the country dropdown open has no axe violations`, async ({ page }) => {
    // Axe over the 240-row list: about 7 s on a quiet machine, past 30 s on a busy one.
    test.slow();
    await open(page, path, width);
    await page.locator("button[role=combobox]").click();
    await expect(page.getByRole("listbox")).toBeVisible();
    await expectNoViolations(page, `${path} at ${width} px, dropdown open`);
  });
}

test("keyboard user can open the mobile menu and follow a link", async ({ page }) => {
  await open(page, "/", 375);
  await tabTo(page, menuButton(page));
  await page.keyboard.press("Enter");
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "true");
  const about = page.getByRole("link", { name: "About", exact: true });
  await tabTo(page, about, 8);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/about$/);
  await expect(menuButton(page)).toHaveAttribute("aria-expanded", "false");
});

test("keyboard user can reach every navigation link on a wide screen", async ({ page }) => {
  await open(page, "/about", 1280);
  for (const name of ["Home", "About", "Products", "Contact"]) {
    await tabTo(page, page.getByRole("navigation").getByRole("link", { name, exact: true }), 12);
  }
});

test("keyboard user can fill the enquiry form in order", async ({ page }) => {
  await open(page, "/contact", 1280);
  const fields: [string, string][] = [
    ["Full Name", "Asha Rao"],
    ["Company Name", "Rao Foods"],
    ["Mobile Number", "9876543210"],
    ["Email", "asha@example.com"],
    ["Message", "Please quote 20 t of red onions."],
  ];
  for (const [index, [label, value]] of fields.entries()) {
    const field = page.getByLabel(label, { exact: false }).and(page.locator("input, textarea"));
    // The first field lies past the navigation and the contact links; the others follow within a few presses.
    await tabTo(page, field, index === 0 ? 30 : 6);
    await page.keyboard.type(value);
    await expect(field).not.toHaveValue("");
    // A visible focus ring: an outline or a box shadow on the field, or on the frame that wraps it (the phone
    // number and its country button share one frame).
    const ring = await field.evaluate((el) =>
      [el, el.parentElement].some((box) => {
        const style = box ? getComputedStyle(box) : undefined;
        return style !== undefined && (style.outlineStyle !== "none" || style.boxShadow !== "none");
      }),
    );
    expect(ring, `${label} shows where the focus is`).toBe(true);
  }
  await tabTo(page, page.getByRole("button", { name: "Send Message" }), 3);
});

test("keyboard user can search and pick a country in the dropdown", async ({ page }) => {
  await open(page, "/contact", 1280);
  const selector = countrySelector(page);
  const listbox = page.getByRole("listbox");
  const phone = page.getByLabel("Mobile Number", { exact: false }).and(page.locator("input"));

  await tabTo(page, selector);
  await page.keyboard.press("Enter");
  await expect(listbox).toBeVisible();
  const first = await highlightedOption(page);
  await page.keyboard.press("ArrowDown");
  await expect.poll(() => highlightedOption(page)).not.toBe(first);

  // Typing searches after the 250 ms debounce.
  await page.keyboard.type("united k");
  await expect.poll(() => highlightedOption(page)).toMatch(/^United Kingdom/);
  await page.keyboard.press("Enter");
  await expect(listbox).toBeHidden();
  await expect(phone).toHaveValue(/^\+44/);

  for (const key of ["Escape", "Tab"]) {
    await selector.focus();
    await page.keyboard.press("Enter");
    await expect(listbox).toBeVisible();
    await page.keyboard.press(key);
    await expect(listbox, `${key} closes the dropdown`).toBeHidden();
  }
});

for (const path of routes) {
  test(`${path} honours prefers-reduced-motion`, async ({ page }) => {
    await open(page, path, 375);
    // Walk down the page so every scroll animation has had its chance to start.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 500) await page.mouse.wheel(0, 500);
    await page.waitForTimeout(100);
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && Number(a.effect?.getComputedTiming().duration ?? 0) > 50)
        .map((a) => `${(a.effect as KeyframeEffect | null)?.target?.nodeName} ${a.constructor.name}`),
    );
    expect(moving).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe(
      "smooth",
    );
  });
}
