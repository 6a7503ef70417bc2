import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  findEnquiry,
  openDesk,
  receivedAgo,
  seedEnquiry,
  signInByApi,
} from "../../../support/desk-helpers.ts";

const hour = 3_600_000;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

test.use({ reducedMotion: "reduce" });

async function expectNoViolations(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    state,
  ).toEqual([]);
}

/** The page fits its width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280] as const) {
  test(`at ${width} px: the Overview sums up answer times, and its overdue link filters the inbox`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await signInByApi(context, createOwner());
    // One enquiry waiting two days (past the default REPLY_TARGET of 24 h), one answered 2 h 10 min after it came.
    const late = await seedEnquiry(request);
    const lateId = (await findEnquiry(context, late.token)).id;
    receivedAgo(lateId, 48 * hour);
    const done = await seedEnquiry(request, { company: `Answered Foods ${late.token}` });
    const doneId = (await findEnquiry(context, done.token)).id;
    receivedAgo(doneId, 2 * hour + 10 * 60_000);
    const answer = await context.request.patch(`${baseURL}/api/desk/enquiries/${doneId}`, {
      data: { status: "replied" },
      headers: { Origin: baseURL },
    });
    expect(answer.status()).toBe(200);

    await openDesk(page, "/desk/overview");
    await expect(page).toHaveTitle("Overview | Desk");
    const nav = page.getByRole("navigation", { name: "Desk" });
    await expect(nav.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("main")).toContainText("Spam is left out of every figure.");
    for (const name of ["This week", "This month"]) {
      const period = page.getByRole("region", { name, exact: true });
      await expect(period).toContainText("Median time to first answer");
      await expect(period).toContainText(/Answered within 1 hour\s*(None yet|\d+%)/);
      await expect(period).toContainText(/Answered within 24 hours\s*\d+% \(\d+ of \d+\)/);
    }
    const byStatus = page.getByRole("region", { name: "This month by status" });
    await expect(byStatus.getByRole("row")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "This month by product" })).toContainText("Red Onions");
    await expect(page.getByRole("region", { name: "This month by country" })).toContainText("India");
    await expect(page.getByRole("main")).toContainText(/enquir(y has|ies have) waited longer than 1 day\./);
    await page.waitForLoadState("networkidle");
    await expectNoViolations(page, `/desk/overview at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`overview-${width}.png`), fullPage: true });

    // "Show them" opens the inbox filtered to overdue enquiries; the Answer filter says so.
    await page.getByRole("link", { name: "Show them" }).click();
    await expect(page).toHaveURL("/desk?answer=overdue");
    await expect(page.getByLabel("Answer")).toHaveValue("overdue");
    await page.getByLabel("Search").fill(late.token);
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/desk?q=${late.token}&answer=overdue`);
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(late.name);
    await expect(rows.first()).toContainText(/Overdue\s*Waiting 2 d\b/);
    await expectNoViolations(page, `/desk?answer=overdue at ${width} px`);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`inbox-overdue-${width}.png`), fullPage: true });

    // Answered ones show how long the first answer took, in the inbox and on their page.
    await page.getByLabel("Answer").selectOption("answered");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(`/desk?q=${late.token}&answer=answered`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(done.name);
    await expect(rows.first()).toContainText("Answered in 2 h 10 min");
    await expect(rows.first()).not.toContainText("Overdue");
    await rows.first().getByRole("link", { name: done.name }).click();
    await expect(page.getByRole("heading", { level: 1, name: done.name })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Answered in 2 h 10 min");
  });
}
