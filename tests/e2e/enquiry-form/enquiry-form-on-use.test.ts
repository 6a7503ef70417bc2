// The enquiry form's island starts at the visitor's first use of it, not with the page (app/boot/island-on-use.ts):
// until then it is the plain HTML form, and nothing typed, pressed or sent in that time is lost.
import { expect, type Page, test } from "@playwright/test";
import { answerApi, fillValidForm, isFormHydrated, valid } from "../../support/enquiry-helpers.ts";

test("/contact fetches and runs none of the form's code until the form is used", async ({ page }) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/contact");
  const modules = (await page.locator('[data-island="enquiry-form"]').getAttribute("data-module"))?.split(
    " ",
  );
  expect(modules?.length).toBeGreaterThan(0);
  // The load, a frame and a task after it (when the islands that start with the page start), and some more.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 1000))));
  expect(fetched.filter((path) => path.startsWith("/assets/") && path.endsWith(".js"))).toEqual([]);
  expect(await isFormHydrated(page)).toBe(false);

  await page.getByLabel("Full Name").focus();
  await expect.poll(() => isFormHydrated(page)).toBe(true);
  expect(fetched).toEqual(expect.arrayContaining(modules ?? []));
});

test("a page opened with a product in its address starts the form at once, to name the product", async ({
  page,
}) => {
  await page.goto("/contact?product=red-onions");
  await expect.poll(() => isFormHydrated(page)).toBe(true);
  await expect(page.getByLabel("Message")).toHaveValue(/Red Onions/);
});

/** Holds the island's entry module back until the returned function is called, as a slow link would. */
async function holdIslandBack(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/enquiry-form-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Answers the enquiry API as the server does a sent enquiry, with a message the alert shows. */
const answerThanks = (page: Page) =>
  answerApi(page, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ message: "Thank you, Asha!" }),
    }),
  );

test("what a visitor types and presses before the form hydrates is kept, and sent", async ({ page }) => {
  const release = await holdIslandBack(page);
  const requests = await answerThanks(page);
  await page.goto("/contact");
  await fillValidForm(page);
  await page.locator("summary", { hasText: "Quote details (optional)" }).click();
  await page.getByLabel("Product", { exact: true }).selectOption({ label: "Red Onions" });
  await page.getByLabel("Quantity").fill("20");
  // The country list needs the script: the press waits for it.
  const country = page.getByRole("combobox", { name: /India/ });
  await country.click();
  expect(await isFormHydrated(page)).toBe(false);

  release();
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(page.getByLabel("Full Name")).toHaveValue(valid.name);
  await expect(page.getByLabel("Mobile Number")).toHaveValue("+91 98765-43210");
  await expect(page.getByLabel("Product", { exact: true })).toHaveValue("red-onions");

  // A render after hydration (a field's change) leaves every field as typed.
  await page.getByLabel("Company Name").fill(`${valid.company} Ltd`);
  await expect(page.getByLabel("Full Name")).toHaveValue(valid.name);
  await expect(page.getByLabel("Quantity")).toHaveValue("20");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByRole("alert")).toHaveText("Thank you, Asha!");
  expect(requests).toHaveLength(1);
  expect(requests[0]?.contentType).toContain("application/json");
  expect(JSON.parse(requests[0]?.body ?? "{}")).toMatchObject({
    name: valid.name,
    company: `${valid.company} Ltd`,
    phone: `91${valid.nationalNumber}`,
    email: valid.email,
    message: valid.message,
    quote: { product: "red-onions", quantity: 20, unit: "MT" },
  });
});

test("an arrow key on the country button before the form hydrates opens the list once it has", async ({
  page,
}) => {
  const release = await holdIslandBack(page);
  await page.goto("/contact");
  const country = page.getByRole("combobox", { name: /India/ });
  await country.focus();
  await country.press("ArrowDown");
  expect(await isFormHydrated(page)).toBe(false);
  release();
  await expect(page.getByRole("listbox")).toBeVisible();
  await expect(country).toBeFocused();
});

test("a send pressed before the form hydrates waits for it, then goes as the hydrated form sends", async ({
  page,
}) => {
  const release = await holdIslandBack(page);
  const requests = await answerThanks(page);
  await page.goto("/contact");
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await page.waitForTimeout(300);
  expect(requests).toEqual([]);
  await expect(page).toHaveURL(/\/contact$/);

  release();
  await expect(page.getByRole("alert")).toHaveText("Thank you, Asha!");
  expect(requests).toHaveLength(1);
  expect(requests[0]?.contentType).toContain("application/json");
  expect(JSON.parse(requests[0]?.body ?? "{}")).toMatchObject({
    name: valid.name,
    phone: `91${valid.nationalNumber}`,
  });
  await expect(page.getByLabel("Full Name")).toHaveValue("");
});

test("when the form's code cannot load, a send goes as it does without JavaScript", async ({ page }) => {
  await page.route(/\/assets\/enquiry-form-[^/]+\.js$/, (route) => route.abort());
  const requests = await answerApi(page, (route) =>
    route.fulfill({ status: 303, headers: { location: "/contact#enquiry-sent" } }),
  );
  await page.goto("/contact");
  await fillValidForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/contact#enquiry-sent$/);
  await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();
  expect(requests[0]?.contentType).toBe("application/x-www-form-urlencoded");
  expect(new URLSearchParams(requests[0]?.body ?? "").get("name")).toBe(valid.name);
});
