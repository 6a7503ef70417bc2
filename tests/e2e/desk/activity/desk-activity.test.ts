import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import {
  createOwner,
  expectNoViolations,
  openDesk,
  seedEnquiry,
  signInByApi,
} from "../../../support/desk-helpers.ts";
import { collectErrors, waitForHydration } from "../../../support/site-helpers.ts";

test("a failed sign-in, a sign-in and an export are on 'Activity' with who, what and from where, and in its CSV", async ({
  page,
  request,
}) => {
  const owner = createOwner();
  await seedEnquiry(request);
  await page.goto("/sign-in");
  await waitForHydration(page);
  const signIn = async (password: string) => {
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  };
  await signIn("not the right password");
  await expect(page.getByRole("alert")).toContainText("Wrong email or password.");
  // From here on, no errors (the refused sign-in's 401 is the browser's console line).
  const errors = collectErrors(page);
  await signIn(owner.password);
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();

  const [enquiries] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(enquiries.suggestedFilename()).toMatch(/^enquiries-/);

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const table = page.getByRole("table", { name: "Activity, newest first" });
  await expect(table.getByRole("columnheader")).toHaveText(["When", "Who", "What", "Details", "From"]);
  // Other tests share this server: her rows are the ones with her address, newest first.
  const hers = table.getByRole("row").filter({ hasText: owner.email });
  await expect(hers).toHaveCount(3);
  await expect(hers.nth(0)).toContainText("Enquiries exported");
  await expect(hers.nth(1)).toContainText("Signed in");
  await expect(hers.nth(1)).toContainText("Password");
  await expect(hers.nth(2)).toContainText("Failed sign-in");
  await expect(hers.nth(2)).toContainText(`${owner.email} (tried)`);
  for (const row of await hers.all()) {
    await expect(row.getByRole("cell").nth(4)).toHaveText(/^Chrome on Windows\s*127\.0\.0\.1$/);
  }

  const [log] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(log.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await log.path(), "utf8");
  expect(csv).toContain(`,${owner.email},,Failed sign-in,Password,Chrome on Windows,127.0.0.1`);
  expect(csv).toMatch(new RegExp(`,${owner.email.replace(/\./g, "\\.")},[0-9a-f-]{36},Enquiries exported,`));
  expect(errors).toEqual([]);
});

test("'Activity' at 375 and 1280 px: no page-wide sideways scroll, no axe violation", async ({
  page,
  context,
}) => {
  // Two axe scans of a long table: slow on a busy host.
  test.slow();
  await signInByApi(context);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await openDesk(page, "/desk/activity");
    // The table scrolls inside its card on a phone; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoViolations(page, `Activity at ${width} px`);
    // Looked at by a person when the page changes.
    const shot = path.join(tmpdir(), "shots-activity", `activity-${width}.png`);
    await page.screenshot({ path: shot, fullPage: true });
  }
});
