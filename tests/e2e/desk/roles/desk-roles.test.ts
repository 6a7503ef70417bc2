// A Sales and a Viewer person in a real browser: the desk shows each only what their role may use, opens every
// page they may read without an error, and the server refuses what the desk no longer offers.
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type Role, roleLabels } from "#domain/desk/roles.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  createOwner,
  findEnquiry,
  openDesk,
  seedEnquiry,
  signInByApi,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

const shots = "/tmp/shots-roles";
const origin = { Origin: baseURL };

/** The inbox and the Site section as `role` sees them, at a phone's width and a laptop's, for looking at. */
async function screenshots(page: Page, role: Role, inbox: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openDesk(page, inbox);
    await page.screenshot({ path: `${shots}/${role}-inbox-${width}.png`, fullPage: true });
    await openDesk(page, "/desk/site");
    await page.screenshot({ path: `${shots}/${role}-site-${width}.png` });
  }
}

/** A new person of `role` signed in, a new enquiry, and the inbox found with it: their role shown, no CSV. */
async function inboxAs(role: Role, page: Page, context: BrowserContext, request: APIRequestContext) {
  const errors = collectErrors(page);
  await signInByApi(context, createOwner(undefined, role));
  const enquiry = await seedEnquiry(request);
  const inbox = `/desk?q=${enquiry.token}`;
  await openDesk(page, inbox);
  await expect(page.getByText(roleLabels[role], { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
  return { errors, enquiry, inbox };
}

test("a Sales person works the enquiries and drafts the site, but neither publishes, exports nor erases", async ({
  page,
  context,
  request,
}) => {
  const { errors, enquiry, inbox } = await inboxAs("sales", page, context, request);
  await expect(page.getByRole("link", { name: enquiry.name })).toBeVisible();
  // Every page of the navigation is one a Sales person may read.
  await expect(page.getByRole("navigation", { name: "Desk" }).getByRole("link")).toHaveCount(9);

  await page.getByRole("link", { name: enquiry.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: enquiry.name })).toBeVisible();
  await expect(page.getByRole("link", { name: "Reply", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Quotation" })).toBeVisible();
  await expect(page.getByLabel("Status")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark as spam" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add note" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete" })).toHaveCount(0);
  expect((await findEnquiry(context, enquiry.token)).read).toBe(true);

  await openDesk(page, "/desk/site");
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await expect(page.getByText("An Owner publishes the draft.")).toBeVisible();
  await expect(page.getByRole("textbox").first()).toBeEnabled();
  await expect(page.getByRole("button", { name: /^Restore/ })).toHaveCount(0);

  await openDesk(page, "/desk/templates");
  await expect(page.getByRole("heading", { name: "New template" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(Edit|Delete)/ })).toHaveCount(0);

  // What the desk does not offer, the server refuses with the sentence.
  const { id } = await findEnquiry(context, enquiry.token);
  const sentence = { message: "Your role, Sales, cannot do this. Ask an Owner." };
  for (const refused of [
    await context.request.post(`${baseURL}/api/desk/site/publish`, {
      data: { revision: 1 },
      headers: origin,
    }),
    await context.request.delete(`${baseURL}/api/desk/enquiries/${id}`, { headers: origin }),
    await context.request.get(`${baseURL}/api/desk/export.csv`),
  ]) {
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual(sentence);
  }

  await screenshots(page, "sales", inbox);
  expect(errors).toEqual([]);
});

test("a Viewer reads the desk and changes nothing: no lever is shown, and the server refuses each", async ({
  page,
  context,
  request,
}) => {
  const { errors, enquiry, inbox } = await inboxAs("viewer", page, context, request);

  await page.getByRole("link", { name: enquiry.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: enquiry.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notes" })).toBeVisible();
  for (const name of ["Mark as spam", "Add note", "Delete"]) {
    await expect(page.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "Reply", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Quotation" })).toHaveCount(0);
  await expect(page.getByLabel("Status")).toHaveCount(0);
  // Her reading leaves it unread for the people who answer it.
  expect((await findEnquiry(context, enquiry.token)).read).toBe(false);

  await openDesk(page, "/desk/site");
  await expect(page.getByText("Your role, Viewer, reads the draft and cannot change it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await expect(page.getByRole("textbox").first()).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Restore/ })).toHaveCount(0);

  await openDesk(page, "/desk/mail-to-check");
  await expect(page.getByRole("button", { name: /^(File|Discard)/ })).toHaveCount(0);

  // Her own sign-in stays hers to manage.
  await openDesk(page, "/desk/security");
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();

  const { id } = await findEnquiry(context, enquiry.token);
  const sentence = { message: "Your role, Viewer, cannot do this. Ask an Owner." };
  for (const refused of [
    await context.request.patch(`${baseURL}/api/desk/enquiries/${id}`, {
      data: { read: true },
      headers: origin,
    }),
    await context.request.post(`${baseURL}/api/desk/enquiries/${id}/notes`, {
      data: { text: "A Viewer's note" },
      headers: origin,
    }),
    await context.request.put(`${baseURL}/api/desk/site/draft`, { data: {}, headers: origin }),
  ]) {
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual(sentence);
  }

  await screenshots(page, "viewer", inbox);
  expect(errors).toEqual([]);
});
