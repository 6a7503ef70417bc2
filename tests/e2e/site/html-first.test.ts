import { expect, type Page, test } from "@playwright/test";
import { enquiryFormWords as arabic } from "#domain/words/ar/enquiry-form.ts";
import { answerApi, openContact, typePhone, valid } from "../../support/enquiry-helpers.ts";
import { scrollTo, waitForHydration } from "../../support/site-helpers.ts";

// Public pages are HTML first. A page without an island runs its one inline script and nothing
// else, and every behaviour of the spec still works there; the contact form is an island of its own; links to
// other pages are prerendered on intent.

/** Every script the page fetched, by URL. */
const scriptsFetched = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => /\.m?js(\?|$)/.test(url)),
  );

for (const path of [
  "/",
  "/about",
  "/products/red-onions",
  "/ar",
  "/ru/products/chickpeas",
  "/privacyPolicy",
]) {
  test(`${path} requests no framework script and carries no router`, async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requested.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState("load");
    expect(requested).toEqual([]);
    expect(await scriptsFetched(page)).toEqual([]);
    expect(
      await page.evaluate(() =>
        ["__reactRouterContext", "__reactRouterManifest"].filter((key) => key in window),
      ),
    ).toEqual([]);
    expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
  });
}

test.describe("the spec's behaviours on a page without an island", () => {
  test.describe("below the md width", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test("the menu opens and closes by its button, moves focus in and back on Escape, and closes on a link", async ({
      page,
    }) => {
      await page.goto("/about");
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Menu" });
      const menu = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await toggle.click();
      await menu.getByRole("link", { name: "Contact", exact: true }).click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
      expect(await scriptsFetched(page)).not.toContainEqual(expect.stringMatching(/react-router|manifest/));
    });
  });

  test("the home bar turns semi-dark past 50 px and back, on the page's script alone", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    await scrollTo(page, 51);
    await expect(nav).toHaveAttribute("data-style", "translucent");
    await expect.poll(() => nav.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/0\.8\)$/);
    await scrollTo(page, 50);
    await expect(nav).toHaveAttribute("data-style", "transparent");
    expect(await scriptsFetched(page)).toEqual([]);
  });

  test("the up-arrow shows past 300 px and scrolls smoothly to the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const up = page.getByRole("button", { name: "Scroll to top" });
    await scrollTo(page, 300);
    await expect(up).toBeHidden();
    await scrollTo(page, 1200);
    await expect(up).toBeVisible();
    // Smooth: a frame after the click the page is on its way up, not at the top at once. Clicked and read in
    // the page: two round trips of a busy CI host could outlast the whole animation.
    const first = await up.evaluate(
      (button: HTMLElement) =>
        new Promise((done) => {
          button.click();
          requestAnimationFrame(() => done(scrollY));
        }),
    );
    expect(first).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(up).toBeHidden();
  });

  test("sections below the window reveal once, over 1350 ms", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/about");
    await waitForHydration(page);
    const overview = page.getByRole("region", { name: "Company Overview" });
    await expect(overview).toHaveClass(/reveal-pending/);
    await overview.scrollIntoViewIfNeeded();
    await expect(overview).toHaveClass(/is-revealed/);
    await expect(overview).toHaveCSS("transition-duration", "1.35s, 1.35s");
    await expect(overview).toHaveCSS("opacity", "1", { timeout: 3000 });
    await scrollTo(page, 0);
    await overview.scrollIntoViewIfNeeded();
    expect(await overview.evaluate((el) => el.getAnimations().length)).toBe(0);
  });
});

test("the whole contact form in Arabic: its island hydrates, searches countries and sends", async ({
  page,
}) => {
  const requests = await answerApi(page, async (route) => {
    await new Promise((done) => setTimeout(done, 300));
    await route.fulfill({ status: 201, contentType: "application/json", body: '{"message":"تم"}' });
  });
  await openContact(page, "/ar/contact");
  const form = page.locator('[data-island="enquiry-form"] form');
  await form.locator('[name="name"]').fill(valid.name);
  await form.locator('[name="company"]').fill(valid.company);
  await page.getByRole("combobox", { name: /^البلد:/ }).click();
  await page.getByRole("searchbox", { name: arabic.phone.searchLabel }).fill("Germ");
  await page.getByRole("option", { name: /\+49/ }).click();
  await expect(page.getByRole("combobox", { name: /^البلد:/ })).toHaveAccessibleName(/\+49$/);
  await typePhone(page, "3012345678", arabic.labels.phone);
  await form.locator('[name="email"]').fill(valid.email);
  await form.locator('[name="message"]').fill(valid.message);
  await form.getByRole("button", { name: arabic.submit }).click();
  await expect(form.getByRole("button", { name: arabic.sending })).toBeDisabled();
  await expect(page.getByRole("alert")).toContainText("تم");
  await expect(form.locator('[name="name"]')).toHaveValue("");
  expect(requests).toHaveLength(1);
  expect(JSON.parse(requests[0]?.body ?? "{}")).toMatchObject({ name: valid.name, phone: "493012345678" });
});

test("a link hovered on a public page is prerendered on intent, by the page's Speculation Rules", async ({
  page,
}) => {
  // Chromium never activates a prerender while a debugger is attached (it reports each attempt as
  // PrerenderingDisabledByDevTools), and Playwright is one: so the test reads Chromium's own account of the
  // speculation (the Preload domain) instead of activationStart on the next page.
  const cdp = await page.context().newCDPSession(page);
  const attempts: { action: string; url: string; status: string; reason: string }[] = [];
  const record =
    (action: string) =>
    (event: { key: { url: string }; status: string; prerenderStatus?: string; prefetchStatus?: string }) =>
      attempts.push({
        action,
        url: event.key.url,
        status: event.status,
        reason: event.prerenderStatus ?? event.prefetchStatus ?? "",
      });
  cdp.on("Preload.prerenderStatusUpdated", record("prerender"));
  cdp.on("Preload.prefetchStatusUpdated", record("prefetch"));
  await cdp.send("Preload.enable");
  await page.goto("/about");
  await waitForHydration(page);
  const products = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" });
  expect(attempts.filter((a) => a.url.endsWith("/products"))).toEqual([]);
  await products.hover();
  await expect
    .poll(() => attempts.filter((a) => a.action === "prerender" && a.url.endsWith("/products")).length)
    .toBeGreaterThan(0);
  // The only reason a prerender may fail here is the debugger's presence, nothing of the page's.
  const failed = attempts.filter((a) => a.action === "prerender" && a.status === "Failure");
  expect(failed.map((a) => a.reason).filter((reason) => reason !== "PrerenderingDisabledByDevTools")).toEqual(
    [],
  );
  await products.click();
  await expect(page).toHaveURL("/products");
  // The page came from the speculation: its response was fetched on hover and used on the click.
  await expect
    .poll(() =>
      attempts.some(
        (a) => a.action === "prefetch" && a.url.endsWith("/products") && a.reason === "PrefetchResponseUsed",
      ),
    )
    .toBe(true);
  expect(attempts.map((a) => a.url).filter((url) => /\/(desk|sign-in|api)\b|\.pdf$/.test(url))).toEqual([]);
});

test("the owner's pages are never prerendered: the rules leave them out", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const rules = JSON.parse(/<script type="speculationrules">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}");
  const excluded: string[] = rules.prerender[0].where.not.href_matches;
  for (const pattern of ["/desk*", "/sign-in*", "/api/*", "/*.pdf"]) expect(excluded).toContain(pattern);
});
