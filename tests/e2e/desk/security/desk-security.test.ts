import { expect, test } from "@playwright/test";
import { createOwner, localhostURL, openDesk, signInByApi } from "../../../support/desk-helpers.ts";
import { waitForHydration } from "../../../support/site-helpers.ts";
import { addVirtualAuthenticator } from "../../../support/virtual-authenticator.ts";

test("a passkey added on the security page then signs the owner in alone", async ({ page, context }) => {
  const owner = createOwner();
  const authenticator = await addVirtualAuthenticator(page);
  await signInByApi(context, owner, localhostURL);
  await openDesk(page, `${localhostURL}/desk/security`);
  await expect(page.getByText("No passkeys yet.")).toBeVisible();

  await page.getByLabel("Passkey name").fill("My laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Passkey added" })).toBeVisible();
  const passkeys = page.getByRole("list", { name: "Passkeys" });
  await expect(passkeys.getByRole("listitem")).toHaveCount(1);
  await expect(passkeys).toContainText("My laptop");
  expect(await authenticator.credentials()).toHaveLength(1);

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${localhostURL}/sign-in`);
  expect((await page.request.get(`${localhostURL}/api/desk/me`)).status()).toBe(401);

  // No e-mail, no password: the passkey alone.
  await page.goto(`${localhostURL}/sign-in?next=%2Fdesk%2Fsecurity`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(`${localhostURL}/desk/security`);
  await expect(page.getByRole("banner")).toContainText(owner.email);
  await expect(passkeys).toContainText(/Last used \w/);
  await expect(passkeys).not.toContainText("never");

  await page.getByRole("button", { name: "Remove passkey My laptop" }).click();
  await expect(page.getByText("No passkeys yet.")).toBeVisible();
});

test("the sessions list shows each browser, and ending another session sends it to /sign-in", async ({
  browser,
  page,
  context,
}) => {
  const owner = createOwner();
  const other = await browser.newContext({
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
  });
  const otherPage = await other.newPage();
  await signInByApi(other, owner);
  await openDesk(otherPage, "/desk");

  await signInByApi(context, owner);
  await openDesk(page, "/desk/security");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(2);
  const current = sessions.getByRole("listitem").filter({ hasText: "This device" });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText("127.0.0.1");
  await expect(current).toContainText(/Last seen/);
  // The current session cannot be ended from its own list (Sign out in the header does that).
  await expect(current.getByRole("button")).toHaveCount(0);
  const phone = sessions.getByRole("listitem").filter({ hasText: /Safari on iOS/ });
  await phone.getByRole("button", { name: /^Sign out/ }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("No other sessions.")).toBeVisible();

  // The other browser's next step finds its session gone.
  await otherPage.getByRole("link", { name: "Security" }).click();
  await expect(otherPage).toHaveURL(/\/sign-in\?next=%2Fdesk%2Fsecurity/);
  await other.close();
});

test("Sign out all other sessions ends every one but this", async ({ browser, page, context }) => {
  const owner = createOwner();
  const others = await Promise.all([browser.newContext(), browser.newContext()]);
  for (const other of others) await signInByApi(other, owner);
  await signInByApi(context, owner);
  await openDesk(page, "/desk/security");
  const sessions = page.getByRole("list", { name: "Sessions" });
  await expect(sessions.getByRole("listitem")).toHaveCount(3);
  await page.getByRole("button", { name: "Sign out all other sessions" }).click();
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions).toContainText("This device");
  for (const other of others) {
    expect((await other.request.get("/api/desk/me")).status()).toBe(401);
    await other.close();
  }
  expect((await page.request.get("/api/desk/me")).status()).toBe(200);
});

test("'Desk language' turns the whole desk to Arabic, right to left, and back, for this person alone", async ({
  page,
  context,
  browser,
}) => {
  await signInByApi(context, createOwner());
  await openDesk(page, "/desk/security");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByLabel("Desk language").selectOption({ label: "العربية" });
  await page.getByRole("button", { name: "Save language" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "الأمان" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("navigation").getByRole("link", { name: "الوارد" })).toBeVisible();
  await expect(page.getByLabel("لغة المكتب")).toHaveValue("ar");
  await waitForHydration(page);
  // Another person's desk keeps its own language.
  const other = await browser.newContext();
  const theirs = await other.newPage();
  await signInByApi(other, createOwner());
  await openDesk(theirs, "/desk");
  await expect(theirs.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(theirs.locator("html")).toHaveAttribute("dir", "ltr");
  await other.close();

  await page.getByLabel("لغة المكتب").selectOption({ label: "English" });
  await page.getByRole("button", { name: "حفظ اللغة" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});
