import { expect, type Locator, type Page, test } from "@playwright/test";
import { countryButton } from "../../support/country-picker.ts";
import { openContact } from "../../support/enquiry-helpers.ts";

// The machines that run these tests have no emoji font (`fc-list | grep -i emoji` finds nothing), like a
// Linux desktop without one: a flag drawn from a font would be an empty box here, so the pixels prove it.

const flagFolder = /^\/assets\/flags-[0-9a-f]{8}\/$/;

type Rgb = [number, number, number];
const saffron: Rgb = [255, 104, 32];
const white: Rgb = [255, 255, 255];
const indiaGreen: Rgb = [4, 106, 56];
const black: Rgb = [0, 0, 0];
const red: Rgb = [216, 0, 39];
const gold: Rgb = [255, 218, 68];

/** The colours painted at points of an element (fractions of its width and height), from a screenshot. */
async function paintedAt(page: Page, element: Locator, points: [number, number][]): Promise<Rgb[]> {
  const png = (await element.screenshot({ animations: "disabled" })).toString("base64");
  return page.evaluate(
    async ({ png, points }) => {
      const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
      if (!context) throw new Error("no 2D canvas");
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => {
        const [r = 0, g = 0, b = 0] = context.getImageData(
          Math.floor(x * bitmap.width),
          Math.floor(y * bitmap.height),
          1,
          1,
        ).data;
        return [r, g, b] as Rgb;
      });
    },
    { png, points },
  );
}

/** Waits until the image has arrived and decoded (an <img> with no src yet also counts as complete). */
async function expectLoaded(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
    .toBeGreaterThan(0);
}

function expectColours(actual: Rgb[], expected: Rgb[]) {
  const close = actual.every((colour, i) =>
    colour.every((channel, c) => Math.abs(channel - (expected[i]?.[c] ?? -99)) <= 40),
  );
  expect(close, `painted ${JSON.stringify(actual)}, expected about ${JSON.stringify(expected)}`).toBe(true);
}

/** Top, middle and bottom stripe, sampled left of any emblem in the middle. */
const stripes: [number, number][] = [
  [0.2, 0.17],
  [0.2, 0.5],
  [0.2, 0.83],
];

test("the chosen country's flag is an image painted without any emoji font, silent for screen readers", async ({
  page,
}) => {
  await openContact(page);
  const button = countryButton(page);
  await expect(button).toHaveAccessibleName("Country: India +91");
  await expect(button).not.toContainText(/\p{Regional_Indicator}/u);
  // Decorative: no image in the accessibility tree, the name says the country.
  await expect(button.getByRole("img")).toHaveCount(0);
  const flag = button.locator("img");
  await expect(flag).toHaveAttribute("alt", "");
  await expectLoaded(flag);
  expectColours(await paintedAt(page, flag, stripes), [saffron, white, indiaGreen]);

  await button.click();
  await page.getByPlaceholder("search").fill("germany");
  await page.keyboard.press("Enter");
  await expect(button).toHaveAccessibleName("Country: Germany +49");
  await expectLoaded(flag);
  expectColours(await paintedAt(page, flag, stripes), [black, red, gold]);
});

test("the list's flags load from our server only when it opens, for the rows in sight, and move nothing", async ({
  page,
  baseURL,
}) => {
  const flagRequests: string[] = [];
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== new URL(baseURL ?? "").origin) foreign.push(url.href);
    else if (url.pathname.includes("/flags-")) flagRequests.push(url.pathname);
  });
  await openContact(page);
  await page.waitForLoadState("networkidle");
  // With the page: the default country's flag alone, inlined in the HTML (server/site-content/page-pipeline/inline-images.ts): no request.
  expect(flagRequests).toEqual([]);
  await expect(countryButton(page).locator("img")).toHaveAttribute("src", /^data:image\/svg\+xml,/);

  await countryButton(page).click();
  const listbox = page.getByRole("listbox", { name: "Countries" });
  const japan = listbox.getByRole("option", { name: "Japan +81" });
  await expectLoaded(japan.locator("img"));
  await page.waitForLoadState("networkidle");
  const onOpening = flagRequests.length;
  for (const request of flagRequests) expect(request.replace(/[^/]+$/, "")).toMatch(flagFolder);
  // About 7 rows show; the rows one list-height above and below load too, the other 190-odd wait.
  expect(onOpening).toBeGreaterThanOrEqual(7);
  expect(onOpening).toBeLessThanOrEqual(30);

  // Every row's image has its size before it loads, so rows never jump when flags arrive.
  const zimbabwe = listbox.getByRole("option", { name: "Zimbabwe +263" }).locator("img");
  await expect(zimbabwe).not.toHaveAttribute("src", /./);
  for (const img of [zimbabwe, japan.locator("img")]) {
    expect(await img.evaluate((el: HTMLImageElement) => [el.offsetWidth, el.offsetHeight])).toEqual([24, 16]);
  }
  await expect(listbox.getByRole("img")).toHaveCount(0);
  await expect(listbox.getByRole("option", { name: "India +91" })).toBeVisible();
  expectColours(
    await paintedAt(page, japan.locator("img"), [
      [0.1, 0.1],
      [0.5, 0.5],
    ]),
    [white, red],
  );

  // Scrolling to the end fetches the flags that come into sight there.
  await listbox.evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await expectLoaded(zimbabwe);
  expect(foreign).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`screenshots of the closed field and the open list at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await openContact(page);
    const field = page.getByLabel("Mobile Number");
    await field.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: testInfo.outputPath(`phone-closed-${width}.png`) });

    await countryButton(page).click();
    const listbox = page.getByRole("listbox", { name: "Countries" });
    await expectLoaded(listbox.getByRole("option", { name: "Indonesia +62" }).locator("img"));
    await page.screenshot({ path: testInfo.outputPath(`phone-open-${width}.png`) });
    // The popup stays inside the page's width, and the flags keep their 3:2 box beside the names.
    const popup = await listbox.boundingBox();
    expect(popup && popup.x >= 0 && popup.x + popup.width <= width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const sizes = await listbox
      .locator("img")
      .evaluateAll((imgs) => [
        ...new Set(
          imgs.map((img) => `${img.getBoundingClientRect().width}x${img.getBoundingClientRect().height}`),
        ),
      ]);
    expect(sizes).toEqual(["24x16"]);
  });
}
