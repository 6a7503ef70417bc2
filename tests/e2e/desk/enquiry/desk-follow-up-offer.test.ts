// The next follow-up offered after a reply or a quotation is sent (issue 41, part 5), in a real browser whose
// calendar is on another day than the owner's for most hours (Honolulu against OWNER_TIME_ZONE, Kolkata by
// default): 'in 3 days' is three days after today where she works, as is the day the enquiry shows.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { baseURL } from "../../../../playwright.config.ts";
import { findEnquiry, openDesk, seedEnquiry, signInByApi, token } from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

const ownerTimeZone = "Asia/Kolkata";
/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/follow-up");
mkdirSync(shots, { recursive: true });

/** A day `plusDays` after today in OWNER_TIME_ZONE, as YYYY-MM-DD. */
const ownerDay = (plusDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ownerTimeZone }).format(Date.now() + plusDays * 86_400_000);
/** YYYY-MM-DD as the desk writes a day: "11 December 2026". */
const written = (day: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));

test.use({ timezoneId: "Pacific/Honolulu" });

test.beforeEach(async ({ context }) => {
  // A busy host: signing in and the outbox's file take their time.
  test.setTimeout(120_000);
  await signInByApi(context);
});

/** The enquiry's 'Follow-up' card: what is set, the offer after sending, and the form. */
const followUpCard = (page: Page) => page.getByRole("region", { name: "Follow-up" });

for (const width of [375, 1280]) {
  test(`after a reply, 'in 3 days' sets 'Follow up on' three days after today in OWNER_TIME_ZONE (${width} px)`, async ({
    page,
    context,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    const enquiry = await seedEnquiry(request);
    const { id } = await findEnquiry(context, enquiry.token);
    await openDesk(page, `/desk/enquiries/${id}`);
    await expect(followUpCard(page)).toContainText("No follow-up set.");
    // No offer before anything is sent.
    await expect(followUpCard(page).getByRole("button", { name: "in 3 days" })).toHaveCount(0);

    await page.getByRole("link", { name: "Reply", exact: true }).click();
    const composer = page.getByRole("region", { name: "Reply", exact: true });
    await composer.getByLabel("Message").fill(`Thank you, we will send the price. ${token()}`);
    await composer.getByRole("button", { name: "Send" }).click();
    await expect(page.getByRole("status")).toHaveText("Reply stored; it is on its way to the buyer.");

    const card = followUpCard(page);
    await expect(card.getByText("Follow up on the next step?")).toBeVisible();
    await expect(card.getByRole("button", { name: "in a week" })).toBeVisible();
    await card.getByRole("button", { name: "in 3 days" }).click();
    await expect(page.getByRole("status")).toHaveText("Follow-up saved.");
    const day = ownerDay(3);
    await expect(card).toContainText(`Follow up on ${written(day)}`);
    await expect(card.getByLabel("Follow up on")).toHaveValue(day);
    await expect(page.getByRole("region", { name: "History" })).toContainText(`Follow up on ${day}`);
    // The server's own record, in case the page only showed what was sent.
    const saved = await context.request.get(`${baseURL}/api/desk/enquiries/${id}`);
    expect((await saved.json()).enquiry.followUp).toEqual({ on: day, note: "", due: false });
    await page.screenshot({ path: path.join(shots, `offer-after-reply-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });
}

test("a quotation sent sets its own follow-up a week before 'Valid until'; the offer after it replaces it", async ({
  page,
  context,
  request,
}) => {
  const errors = collectErrors(page);
  const enquiry = await seedEnquiry(request, {
    quote: { product: "red-onions", quantity: 20, unit: "MT", port: "Jebel Ali", incoterm: "CIF" },
  });
  const { id } = await findEnquiry(context, enquiry.token);
  await openDesk(page, `/desk/enquiries/${id}`);
  await page.getByRole("link", { name: "Quotation", exact: true }).click();
  await page.getByLabel("Price per unit").fill("1170");
  await page.getByRole("button", { name: "Send quotation" }).click();
  await expect(page.getByText("The quotation is sent.")).toBeVisible();

  // Its own follow-up: seven days before it expires, with what to do.
  const quotations = await context.request.get(`${baseURL}/api/desk/enquiries/${id}/quotations`);
  const [sent] = (await quotations.json()).quotations as { name: string; validUntil: string }[];
  expect(sent).toBeDefined();
  const weekBefore = new Date(Date.parse(`${sent?.validUntil}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const card = followUpCard(page);
  await expect(card).toContainText(
    `Follow up on ${written(weekBefore)}: Quotation ${sent?.name} expires on ${sent?.validUntil} and is not accepted yet`,
  );
  await expect(card.getByLabel("What to do")).toHaveValue(
    `Quotation ${sent?.name} expires on ${sent?.validUntil} and is not accepted yet`,
  );

  // The offer after the quotation: 'in a week' moves it to seven days after today where she works.
  await card.getByRole("button", { name: "in a week" }).click();
  await expect(page.getByRole("status")).toHaveText("Follow-up saved.");
  await expect(card).toContainText(`Follow up on ${written(ownerDay(7))}`);
  await expect(card.getByLabel("Follow up on")).toHaveValue(ownerDay(7));
  await page.screenshot({ path: path.join(shots, "offer-after-quotation-1280.png"), fullPage: true });
  expect(errors).toEqual([]);
});
