import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { baseURL, e2eDataDir } from "../../../../playwright.config.ts";
import {
  createOwner,
  failMail,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

test.beforeEach(async ({ context }) => {
  await signInByApi(context, createOwner());
});

test("opening an unread enquiry shows every field, marks it read and offers the ways to answer", async ({
  page,
  context,
  request,
}) => {
  const enquiry = await seedEnquiry(request);
  await openDesk(page, `/desk?q=${enquiry.token}`);
  const row = page.getByRole("listitem").filter({ hasText: enquiry.name });
  await expect(row).toContainText("Unread");
  await row.getByRole("link", { name: enquiry.name }).click();

  await expect(page.getByRole("heading", { level: 1, name: enquiry.name })).toBeVisible();
  for (const text of [
    enquiry.company,
    enquiry.email,
    "+919876543210",
    "India",
    "Red Onions",
    enquiry.token,
  ]) {
    await expect(page.getByRole("main")).toContainText(text);
  }
  await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
    "href",
    `mailto:${enquiry.email}?subject=${encodeURIComponent("Re: your enquiry about Red Onions")}`,
  );
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute(
    "href",
    "https://wa.me/919876543210",
  );
  await expect(page.getByRole("link", { name: "Call" })).toHaveAttribute("href", "tel:+919876543210");

  await expect(page.getByRole("region", { name: "History" })).toContainText("Opened");
  expect((await findEnquiry(context, enquiry.token)).read).toBe(true);
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: enquiry.name })).not.toContainText("Unread");
});

test("status, notes and history: each change is kept with who and when", async ({ page, request }) => {
  const owner = createOwner();
  await signInByApi(page.context(), owner);
  const enquiry = await seedEnquiry(request);
  await openDesk(page, `/desk?q=${enquiry.token}`);
  await page.getByRole("link", { name: enquiry.name }).click();

  const status = page.getByLabel("Status");
  await expect(status).toHaveValue("new");
  await status.selectOption("quoted");
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Status: new → quoted");
  await expect(history).toContainText(owner.email);

  await page.getByLabel("New note").fill("Quoted USD 310/t CIF Jebel Ali, valid 7 days.");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("region", { name: "Private notes" });
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await expect(notes.getByRole("listitem")).toContainText("Quoted USD 310/t CIF Jebel Ali, valid 7 days.");
  await expect(notes.getByRole("listitem")).toContainText(owner.email);
  await expect(notes.getByRole("listitem").locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await expect(page.getByLabel("New note")).toHaveValue("");
  await expect(history).toContainText("Added a note");

  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("quoted");
  await expect(notes.getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: enquiry.name })).toContainText("Quoted");
});

test("Mark as spam moves it to Spam and out of the inbox; Not spam brings it back", async ({
  page,
  request,
}) => {
  const enquiry = await seedEnquiry(request);
  await openDesk(page, `/desk/enquiries/${(await findEnquiry(page.context(), enquiry.token)).id}`);
  await page.getByRole("button", { name: "Mark as spam" }).click();
  await expect(page.getByRole("button", { name: "Not spam" })).toBeVisible();

  await openDesk(page, `/desk?q=${enquiry.token}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
  await page.getByRole("link", { name: "Spam" }).click();
  await expect(page).toHaveURL("/desk/spam");
  await page.getByLabel("Search").fill(enquiry.token);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(`/desk/spam?q=${enquiry.token}`);
  await page.getByRole("link", { name: enquiry.name }).click();
  await page.getByRole("button", { name: "Not spam" }).click();
  await expect(page.getByRole("button", { name: "Mark as spam" })).toBeVisible();
  await openDesk(page, `/desk?q=${enquiry.token}`);
  await expect(page.getByRole("link", { name: enquiry.name })).toBeVisible();
});

test("an unread enquiry marked as spam stays unread in Spam and leaves the inbox", async ({
  page,
  request,
}) => {
  const enquiry = await seedEnquiry(request);
  const { id } = await findEnquiry(page.context(), enquiry.token);
  // Marked through the API the page uses, without opening it, so it stays unread.
  const marked = await page.request.patch(`/api/desk/enquiries/${id}`, {
    data: { spam: true },
    headers: { Origin: baseURL },
  });
  expect(marked.status()).toBe(200);
  await openDesk(page, `/desk?q=${enquiry.token}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
  await openDesk(page, `/desk/spam?q=${enquiry.token}`);
  await expect(page.getByRole("listitem").filter({ hasText: enquiry.name })).toContainText("Unread");
});

test("Resend mail shows only when delivery failed, and sends it again", async ({ page, request }) => {
  const enquiry = await seedEnquiry(request);
  const { id } = await findEnquiry(page.context(), enquiry.token);
  await expect.poll(async () => (await findEnquiry(page.context(), enquiry.token)).mail).toBe("sent");
  await openDesk(page, `/desk/enquiries/${id}`);
  await expect(page.getByText("Mail sent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend mail" })).toHaveCount(0);

  failMail(id);
  await page.reload();
  await expect(page.getByText("Mail failed")).toBeVisible();
  await expect(page.getByText("550 Mailbox unavailable")).toBeVisible();
  const outbox = path.join(e2eDataDir, "outbox");
  const before = (await readdir(outbox)).filter((f) => f.startsWith(id)).length;
  await page.getByRole("button", { name: "Resend mail" }).click();
  await expect(page.getByRole("status")).toHaveText("The mail will be sent again now.");
  await expect(page.getByRole("region", { name: "History" })).toContainText("Asked to send the mail again");
  await expect
    .poll(async () => (await findEnquiry(page.context(), enquiry.token)).mail, { timeout: 15_000 })
    .toBe("sent");
  expect((await readdir(outbox)).filter((f) => f.startsWith(id)).length).toBeGreaterThanOrEqual(before);
  await page.reload();
  await expect(page.getByText("Mail sent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend mail" })).toHaveCount(0);
});

test("Delete asks first; Cancel keeps it, Delete removes it and returns to the inbox", async ({
  page,
  request,
}) => {
  const enquiry = await seedEnquiry(request);
  const { id } = await findEnquiry(page.context(), enquiry.token);
  await openDesk(page, `/desk/enquiries/${id}`);
  await page.getByLabel("New note").fill("Buyer asked us to erase their data.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByRole("region", { name: "Private notes" }).getByRole("listitem")).toHaveCount(1);

  await page.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this enquiry?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The enquiry from ${enquiry.name}`);
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await page.request.get(`/api/desk/enquiries/${id}`)).status()).toBe(200);

  await page.getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL("/desk");
  expect((await page.request.get(`/api/desk/enquiries/${id}`)).status()).toBe(404);
  await openDesk(page, `/desk?q=${enquiry.token}`);
  await expect(page.getByText("No enquiries match this view.")).toBeVisible();
});

test("an enquiry's HTML stays text: no script runs, no dialog opens", async ({ page, request }) => {
  const errors = collectErrors(page);
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  const name = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
  const message = `<img src=x onerror="window.__xss=1;alert(3)"> <script>window.__xss=2</script> <b>bold</b>`;
  const enquiry = await seedEnquiry(request, { name, message });
  await openDesk(page, `/desk?q=${enquiry.token}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByRole("region", { name: "Message" })).toContainText(message);
  const injected = await page.evaluate(() => ({
    xss: (window as { __xss?: number }).__xss,
    images: document.querySelectorAll("main img").length,
    bold: document.querySelectorAll("main b").length,
  }));
  expect(injected).toEqual({ xss: undefined, images: 0, bold: 0 });
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});
