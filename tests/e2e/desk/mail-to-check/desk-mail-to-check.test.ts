// A stranger's mail naming a buyer's reference waits in 'Mail to check'; the owner reads it as text,
// then files it into the enquiry (where it is marked as not the buyer's) or discards it.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import {
  createOwner,
  findEnquiry,
  holdMail,
  openDesk,
  seedEnquiry,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

const shots = process.env.DESK_SCREENSHOTS;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

for (const width of [375, 1280]) {
  test(`at ${width} px: 'Mail to check' shows why a mail waits; File into enquiry and Discard do what they say`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
    await signInByApi(context, createOwner());
    const enquiry = await seedEnquiry(request);
    const { id } = await findEnquiry(context, enquiry.token);
    const record = await (await context.request.get(`/api/desk/enquiries/${id}`)).json();
    const reference = String(record.enquiry.reference);
    const mark = token();
    const fraud = `Re: your enquiry [${reference}] bank details ${mark}`;
    const spam = `Re: [${reference}] offer ${mark}`;
    holdMail(id, {
      sender: "Mallory <mallory@evil.example>",
      subject: fraud,
      text: "Our bank details have changed: <b>pay</b> to IBAN XX00 0000.",
    });
    holdMail(id, { sender: "spam@evil.example", subject: spam, text: "Cheap offer." });

    await openDesk(page, "/desk");
    const nav = page.getByRole("navigation", { name: "Desk" });
    await nav.getByRole("link", { name: /^Mail to check/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mail to check" })).toBeVisible();

    const mail = page.getByRole("article", { name: fraud });
    await expect(mail.getByText("The sender is not the buyer")).toBeVisible();
    await expect(mail.getByText("Mallory <mallory@evil.example>")).toBeVisible();
    // The stranger's words as text: the markup is shown, never rendered.
    await expect(
      mail.getByText("Our bank details have changed: <b>pay</b> to IBAN XX00 0000."),
    ).toBeVisible();
    await expect(
      mail.getByRole("link", { name: new RegExp(`^${reference}: ${enquiry.name}`) }),
    ).toHaveAttribute("href", `/desk/enquiries/${id}`);
    const { violations } = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
      [],
    );
    if (shots) await page.screenshot({ path: `${shots}/mail-to-check-${width}.png`, fullPage: true });

    await page
      .getByRole("article", { name: spam })
      .getByRole("button", { name: `Discard the mail "${spam}"` })
      .click();
    await expect(page.getByRole("status")).toHaveText("Discarded.");
    await expect(page.getByRole("article", { name: spam })).toHaveCount(0);

    await mail.getByRole("button", { name: `File into enquiry ${reference}` }).click();
    await expect(page.getByRole("status")).toHaveText("Filed into the enquiry.");
    await expect(page.getByRole("article", { name: fraud })).toHaveCount(0);

    await openDesk(page, `/desk/enquiries/${id}`);
    await expect(
      page.getByText("Not from the buyer's address: check it before you act on it."),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: fraud })).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/mail-filed-by-hand-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}
