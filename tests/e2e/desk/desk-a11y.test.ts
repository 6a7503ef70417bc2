import { expect, type Page, test } from "@playwright/test";
import {
  createOwner,
  expectNoViolations,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
} from "../../support/desk-helpers.ts";
import { waitForHydration } from "../../support/site-helpers.ts";

const widths = [375, 1280] as const;

test.use({ reducedMotion: "reduce" });
/** Presses Tab until `name` has focus, as a keyboard user would; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page["getByRole"]>, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const deskPages = [
  "/desk",
  "/desk?q=",
  "/desk/spam",
  "/desk/enquiries/",
  "/desk/enquiries/:id?reply",
  "/desk/templates",
  "/desk/security",
  "/desk/team",
  "/desk/mail-to-check",
  "/desk/site",
  "/desk/site?lang=ar",
  "delete dialog",
];

for (const width of widths) {
  test(`/sign-in at ${width} px, with its error shown, has no axe violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await page.goto("/sign-in?error=wrong");
    await waitForHydration(page);
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expectNoViolations(page, `/sign-in at ${width} px`);
  });

  for (const view of deskPages) {
    test(`desk: ${view} at ${width} px has no axe violations`, async ({ page, context, request }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await signInByApi(context, createOwner());
      const enquiry = await seedEnquiry(request);
      const { id } = await findEnquiry(context, enquiry.token);
      const path = view.endsWith("=")
        ? `${view}${enquiry.token}`
        : view.endsWith("/")
          ? `${view}${id}`
          : view.replace(":id", id);
      if (view === "delete dialog") {
        await openDesk(page, `/desk/enquiries/${id}`);
        await page.getByRole("button", { name: "Delete" }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
      } else {
        await openDesk(page, path);
      }
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page, `${path} at ${width} px`);
    });
  }
}

test("keyboard user signs in, filters the inbox, opens an enquiry and works on it", async ({
  page,
  request,
}) => {
  const owner = createOwner();
  const enquiry = await seedEnquiry(request);
  await page.goto("/sign-in");
  await waitForHydration(page);
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(owner.email);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(owner.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/desk");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  // The skip link comes first and lands on the content.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");

  await tabTo(page, page.getByLabel("Search"));
  await page.keyboard.type(enquiry.token);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`/desk?q=${enquiry.token}`);
  await tabTo(page, page.getByRole("link", { name: enquiry.name }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: enquiry.name })).toBeVisible();

  await tabTo(page, page.getByLabel("New note"));
  await page.keyboard.type("Called the buyer; sending samples.");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Add note" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: "Private notes" })).toContainText("Called the buyer");

  // The delete dialog opens on Cancel and Escape closes it, focus back on its button.
  await tabTo(page, page.getByRole("button", { name: "Delete" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete" })).toBeFocused();
});

test("keyboard user reaches every desk link and Sign out", async ({ page, context }) => {
  await signInByApi(context, createOwner());
  await openDesk(page, "/desk/security");
  const nav = page.getByRole("navigation", { name: "Desk" });
  for (const name of ["Inbox", "Spam", "Security"]) await tabTo(page, nav.getByRole("link", { name }), 12);
  await tabTo(page, page.getByRole("banner").getByRole("button", { name: "Sign out" }), 6);
  await tabTo(page, page.getByLabel("Passkey name"));
  await tabTo(page, page.getByRole("button", { name: "Add a passkey" }), 3);
});

test("on a 375 px phone the desk's pages sit in one row, and one past the edge scrolls into sight", async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInByApi(context, createOwner());
  // An unread count widens the row: however many tests share this server's inbox, it shows one.
  await seedEnquiry(request);
  await openDesk(page, "/desk");
  const links = page.getByRole("navigation", { name: "Desk" }).getByRole("link");
  await expect(links).toHaveCount(11);
  const tops = await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().top));
  expect(new Set(tops).size, `tops ${tops}`).toBe(1);
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box?.x, await link.innerText()).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), await link.innerText()).toBeLessThanOrEqual(375);
  }
});
