import { expect, test } from "@playwright/test";
import {
  createOwner,
  failReply,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
  token,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

const shots = process.env.DESK_SCREENSHOTS;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page, context }) => {
      // A busy host: signing in, building the draft and the outbox's file take their time.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 900 });
      await signInByApi(context, createOwner());
    });

    test("Reply opens the composer; a template fills the message; Send stores it and the conversation shows its state", async ({
      page,
      context,
      request,
    }) => {
      const errors = collectErrors(page);
      const enquiry = await seedEnquiry(request);
      const { id } = await findEnquiry(context, enquiry.token);
      await openDesk(page, `/desk/enquiries/${id}`);
      const conversation = page.getByRole("region", { name: "Conversation" });
      // The buyer's acknowledgement is the conversation's first mail.
      await expect(conversation.getByRole("listitem").first()).toContainText("Acknowledgement");
      const shown = (await page.getByText(/^VA-[0-9A-Z]{6}$/).textContent()) ?? "no reference shown";

      await page.getByRole("link", { name: "Reply", exact: true }).click();
      const composer = page.getByRole("region", { name: "Reply", exact: true });
      await expect(composer.getByRole("heading", { name: "Reply" })).toBeFocused();
      await expect(composer).toContainText(`${enquiry.name} <${enquiry.email}>`);
      await expect(composer.getByLabel("Subject")).toHaveValue(
        `Re: your enquiry about Red Onions [${shown}]`,
      );
      const body = composer.getByLabel("Message");
      await expect(body).toHaveValue("");
      await composer.getByLabel("Template").selectOption({ label: "Thank you - a few questions" });
      await expect(body).toHaveValue(new RegExp(`^Dear ${enquiry.name},\\n`));
      await expect(body).toHaveValue(new RegExp(`about Red Onions \\(our reference ${shown}\\)`));
      await body.press("End");
      await body.pressSequentially("\nP.S. <b>not bold</b>");
      if (shots) await page.screenshot({ path: `${shots}/composer-${width}.png`, fullPage: true });
      await composer.getByRole("button", { name: "Send" }).click();

      await expect(page.getByRole("status")).toHaveText("Reply stored; it is on its way to the buyer.");
      await expect(page.getByRole("region", { name: "Reply", exact: true })).toHaveCount(0);
      const reply = conversation.getByRole("listitem").filter({ hasText: /^Reply\b/ });
      await expect(reply).toContainText(`Re: your enquiry about Red Onions [${shown}]`);
      await expect(reply).toContainText(/Queued|Sent/);
      await expect(page.getByText("Replied", { exact: true }).first()).toBeVisible();
      await expect(page.getByRole("region", { name: "History" })).toContainText("Status: new → replied");
      // Without SMTP the outbox writes the mail to a file: sent within moments.
      await expect(async () => {
        await page.reload();
        await expect(reply).toContainText("Sent", { timeout: 1000 });
      }).toPass();
      // The buyer's words and the owner's stay text: the reply's HTML-looking line is shown as typed.
      await reply.getByText(`Re: your enquiry about Red Onions [${shown}]`).click();
      await expect(reply).toContainText("P.S. <b>not bold</b>");

      failReply(id, "451 Try again later");
      await page.reload();
      await expect(reply).toContainText("Retrying");
      await expect(reply).toContainText("451 Try again later");
      if (shots) await page.screenshot({ path: `${shots}/conversation-${width}.png`, fullPage: true });
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(errors).toEqual([]);
    });

    test("Templates: add one (an unknown merge field is refused with a clear message), edit it, delete it", async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await openDesk(page, "/desk");
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Templates" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Templates" })).toBeVisible();
      for (const name of ["Thank you - a few questions", "Quotation", "Samples"]) {
        await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
      }
      if (shots) await page.screenshot({ path: `${shots}/templates-${width}.png`, fullPage: true });

      const name = `Price list ${token()}`;
      const add = page.getByRole("region", { name: "New template" });
      await add.getByLabel("Name").fill(name);
      await add.getByLabel("Text").fill("Dear {{name}},\nour price is {{price}}.");
      await add.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Unknown merge field {{price}}. Use {{name}}, {{company}}, {{product}}, {{reference}}, {{owner}}.",
      );
      await add.getByLabel("Text").fill("Dear {{name}},\nour price list for {{product}} is attached.");
      await add.getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status")).toHaveText("Template saved.");
      await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();

      await page.getByRole("link", { name: `Edit template ${name}` }).click();
      // The template's own form (with Cancel) has opened in its place, above the form for a new one.
      await expect(page.getByRole("link", { name: "Cancel" })).toBeVisible();
      const edited = `${name} (2026)`;
      await page.getByLabel("Name").first().fill(edited);
      if (shots) await page.screenshot({ path: `${shots}/template-edit-${width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Save" }).first().click();
      await expect(page.getByRole("heading", { name: edited, exact: true })).toBeVisible();

      await page.getByRole("button", { name: `Delete template ${edited}` }).click();
      await expect(page.getByRole("status")).toHaveText("Template deleted.");
      await expect(page.getByRole("heading", { name: edited, exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The one refused save is the browser's only complaint.
      expect(errors).toEqual([
        "Failed to load resource: the server responded with a status of 400 (Bad Request)",
      ]);
    });
  });
}
