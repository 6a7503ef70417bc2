import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { linkRefusals } from "#domain/desk/team-refusals.ts";
import { baseURL } from "../../../../playwright.config.ts";
import { createOwner, localhostURL, openDesk, signInByApi, token } from "../../../support/desk-helpers.ts";
import { invitationMailTo } from "../../../support/invitation-mail.ts";
import { waitForHydration } from "../../../support/site-helpers.ts";
import { addVirtualAuthenticator } from "../../../support/virtual-authenticator.ts";

const newPassword = `tea gardens ${token()} in the rain`;

/** The invitation's link in the mail the outbox wrote to `email`. */
async function invitationLink(email: string): Promise<string> {
  const mail = await invitationMailTo(email);
  return /https?:\/\/\S+\/sign-in\/invitation\?token=[\w-]+/.exec(mail.text ?? "")?.[0] ?? "";
}

/** Fills 'Invite' on the Team page and waits for the invitation to be listed as pending. */
async function inviteFromTeamPage(page: Page, email: string, role: "Owner" | "Sales" | "Viewer") {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Role", { exact: true }).selectOption(role.toLowerCase());
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("The invitation is on its way");
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(email);
}

async function ownerOnTeamPage(context: BrowserContext, page: Page, origin = baseURL) {
  const owner = await signInByApi(context, createOwner(), origin);
  await openDesk(page, `${origin}/desk/team`);
  await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
  return owner;
}

test("an invitation from 'Team' leads to a signed-in Sales person with a password; the link is then used", async ({
  page,
  context,
  browser,
}) => {
  await ownerOnTeamPage(context, page);
  const email = `seller-${token()}@example.com`;
  await inviteFromTeamPage(page, email, "Sales");
  const link = await invitationLink(email);

  const invitee = await browser.newContext();
  const theirs = await invitee.newPage();
  await theirs.goto(link);
  await waitForHydration(theirs);
  await expect(theirs.getByRole("heading", { level: 1, name: "Join the desk" })).toBeVisible();
  await expect(theirs.getByText(`You are invited as Sales, with the e-mail address ${email}.`)).toBeVisible();
  // The command line's rules: a common password is refused with the server's sentence.
  await theirs.getByLabel("Password", { exact: true }).fill("qwerty123456");
  await theirs.getByRole("button", { name: "Choose this password" }).click();
  await expect(theirs.getByRole("alert")).toHaveText(
    "That password is one of the most common ones; choose another.",
  );
  await theirs.getByLabel("Password", { exact: true }).fill(newPassword);
  await theirs.getByRole("button", { name: "Choose this password" }).click();
  await expect(theirs).toHaveURL(/\/desk$/);
  await expect(theirs.getByRole("banner")).toContainText(email);

  // The Owner sees the new person as Sales, signed in, and no invitation waiting for them.
  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell").first()).toHaveText("Sales");
  await expect(row).not.toContainText("Never");
  await expect(page.getByRole("list", { name: "Pending invitations" }).getByText(email)).toHaveCount(0);

  // The same link again, in another browser: refused with a sentence.
  const again = await browser.newContext();
  const reused = await again.newPage();
  await reused.goto(link);
  await expect(reused.getByRole("alert")).toHaveText(linkRefusals.used);
  await expect(reused.getByRole("button", { name: "Choose this password" })).toHaveCount(0);
  await invitee.close();
  await again.close();
});

test("an invitation accepted with a passkey through the virtual authenticator signs in with it alone", async ({
  page,
  context,
  browser,
}) => {
  await signInByApi(context, createOwner(), localhostURL);
  const email = `passkey-${token()}@example.com`;
  const sent = await context.request.post(`${localhostURL}/api/desk/team/invitations`, {
    data: { email, role: "sales" },
    headers: { Origin: localhostURL },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const link = await invitationLink(email);
  expect(link.startsWith(`${localhostURL}/`)).toBe(true);

  const invitee = await browser.newContext();
  const theirs = await invitee.newPage();
  const authenticator = await addVirtualAuthenticator(theirs);
  await theirs.goto(link);
  await waitForHydration(theirs);
  await theirs.getByRole("button", { name: "Add a passkey" }).click();
  await expect(theirs).toHaveURL(`${localhostURL}/desk`);
  await expect(theirs.getByRole("banner")).toContainText(email);
  expect(await authenticator.credentials()).toHaveLength(1);

  await theirs.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(theirs).toHaveURL(`${localhostURL}/sign-in`);
  await waitForHydration(theirs);
  await theirs.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(theirs).toHaveURL(`${localhostURL}/desk`);
  await expect(theirs.getByRole("banner")).toContainText(email);

  await openDesk(page, `${localhostURL}/desk/team`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");
  await invitee.close();
});

test("a revoked invitation's link is refused; 'Change role' and 'Remove' act on a live session", async ({
  page,
  context,
  browser,
}) => {
  // Three browsers and a dozen page loads: more than one minute on a busy machine.
  test.setTimeout(120_000);
  await ownerOnTeamPage(context, page);
  const revoked = `revoked-${token()}@example.com`;
  await inviteFromTeamPage(page, revoked, "Viewer");
  const link = await invitationLink(revoked);
  await page.getByRole("button", { name: `Revoke the invitation to ${revoked}` }).click();
  await expect(page.getByRole("status")).toContainText("The invitation was revoked");
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(link);
  await expect(strangerPage.getByRole("alert")).toHaveText(linkRefusals.revoked);
  await stranger.close();

  // A colleague made on the command line, signed in elsewhere.
  const colleague = createOwner();
  const theirs = await browser.newContext();
  const theirPage = await theirs.newPage();
  await signInByApi(theirs, colleague);
  await openDesk(theirPage, "/desk");

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: colleague.email });
  await row.getByLabel(`Role of ${colleague.email}`).selectOption("viewer");
  await row.getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status")).toContainText("The role was changed");
  await expect(
    page.getByRole("row").filter({ hasText: colleague.email }).getByRole("cell").first(),
  ).toHaveText("Viewer");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: `Remove ${colleague.email}` }).click();
  await expect(page.getByRole("status")).toContainText("They were removed");
  await expect(page.getByRole("row").filter({ hasText: colleague.email })).toHaveCount(0);
  // Their next request finds no session.
  await theirPage.reload();
  await expect(theirPage).toHaveURL(/\/sign-in\?next=/);
  await theirs.close();
});
