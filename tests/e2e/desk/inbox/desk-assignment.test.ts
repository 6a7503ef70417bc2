// Each enquiry in someone's hands and follow-ups that come back (issue 41, parts 4 and 5), as a person on the
// team works them: 'Assigned to' and 'Follow up on' on the enquiry's page, then the inbox's 'Mine',
// 'Unassigned' and 'Due'. Screenshots of both pages at 375 and 1280 px go to /tmp/shots-follow/.
import { expect, type Page, test } from "@playwright/test";
import {
  createOwner,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";

const rows = (page: Page) => page.getByRole("main").getByRole("listitem");
const shots = process.env.SHOTS_DIR;

/** A day from today on this machine's calendar: yesterday is due in any time zone, next year in none. */
function day(plusDays: number): string {
  const at = new Date();
  at.setDate(at.getDate() + plusDays);
  return at.toISOString().slice(0, 10);
}

test("'Assigned to' and 'Follow up on' on an enquiry; the inbox's 'Mine', 'Unassigned' and 'Due' list them", async ({
  page,
  context,
}) => {
  // One journey through two pages and four views: on a busy machine it takes longer than one step does.
  test.slow();
  const me = await signInByApi(context, createOwner());
  const colleague = createOwner();
  const mark = token();
  const mine = await seedEnquiry(context.request, { company: `Mine ${mark}` });
  const due = await seedEnquiry(context.request, { company: `Due ${mark}` });
  const later = await seedEnquiry(context.request, { company: `Later ${mark}` });

  // Assigned to me: saved at once, in the history.
  await openDesk(page, `/desk/enquiries/${(await findEnquiry(context, mine.token)).id}`);
  const assignee = page.getByLabel("Assigned to");
  await expect(assignee).toHaveValue("");
  await expect(assignee.getByRole("option", { name: colleague.email })).toBeAttached();
  await assignee.selectOption({ label: me.email });
  await expect(page.getByRole("status").filter({ hasText: "Assignment saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    `Assigned to: nobody → ${me.email}`,
  );
  await expect(assignee).toHaveValue(/.+/);

  // A follow-up come due (yesterday), with what to do; another for next year, not due.
  await openDesk(page, `/desk/enquiries/${(await findEnquiry(context, due.token)).id}`);
  await page.getByLabel("Follow up on").fill(day(-1));
  await page.getByLabel("What to do").fill("Send the price for 40 ft");
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Follow-up saved." })).toBeVisible();
  const followUp = page.getByRole("region", { name: "Follow-up" });
  await expect(followUp).toContainText("Send the price for 40 ft");
  await expect(followUp.getByText("Due", { exact: true })).toBeVisible();
  if (shots) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/enquiry-${width}.png`, fullPage: true });
    }
  }
  await openDesk(page, `/desk/enquiries/${(await findEnquiry(context, later.token)).id}`);
  await page.getByLabel("Follow up on").fill(day(365));
  await page.getByRole("button", { name: "Save follow-up" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Follow-up saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Follow-up" }).getByText("Due", { exact: true })).toHaveCount(
    0,
  );

  await openDesk(page, `/desk?q=${mark}`);
  await expect(rows(page)).toHaveCount(3);
  const whose = page.getByRole("navigation", { name: "Whose enquiries" });
  await whose.getByRole("link", { name: "Mine" }).click();
  await expect(whose.getByRole("link", { name: "Mine" })).toHaveAttribute("aria-current", "page");
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(mine.name);
  await expect(rows(page).first()).toContainText(`Assigned to ${me.email}`);
  if (shots) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/inbox-mine-${width}.png`, fullPage: true });
    }
  }
  await whose.getByRole("link", { name: "Unassigned" }).click();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText(later.name);
  await expect(rows(page).nth(1)).toContainText(due.name);
  await whose.getByRole("link", { name: "Due" }).click();
  await expect(page).toHaveURL(/followUp=due/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(due.name);
  // The search stays: 'All' lists the three again.
  await whose.getByRole("link", { name: "All" }).click();
  await expect(rows(page)).toHaveCount(3);
});
