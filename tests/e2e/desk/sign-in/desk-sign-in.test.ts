import { expect, test } from "@playwright/test";
import { wrongCredentials } from "#domain/desk/api.ts";
import { signInWords } from "#domain/words/en/sign-in.ts";
import { createOwner, openDesk, seedEnquiry, signInByApi } from "../../../support/desk-helpers.ts";
import { collectErrors, waitForHydration } from "../../../support/site-helpers.ts";

async function fillSignIn(page: import("@playwright/test").Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

test("the owner signs in with e-mail and password and lands on the desk", async ({ page }) => {
  const owner = createOwner();
  const errors = collectErrors(page);
  await page.goto("/sign-in");
  await waitForHydration(page);
  await fillSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL("/desk");
  await expect(page.getByRole("heading", { level: 1, name: "Inbox" })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText(owner.email);
  // The desk came as a document of its own (a full load), isolated from other windows; /sign-in is not.
  const document = await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.name);
  expect(new URL(document ?? "").pathname).toBe("/desk");
  const desk = await page.request.get("/desk");
  expect(desk.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  const signIn = await page.request.get("/sign-in");
  expect(signIn.headers()["cross-origin-opener-policy"]).toBe("unsafe-none");
  expect(errors).toEqual([]);
});

test("a wrong password and an unknown e-mail get the same message, and no session", async ({ page }) => {
  const owner = createOwner();
  await page.goto("/sign-in");
  await waitForHydration(page);
  for (const [email, password] of [
    [owner.email, "not the right password"],
    ["nobody-here@example.com", owner.password],
  ] as const) {
    await fillSignIn(page, email, password);
    await expect(page.getByRole("alert")).toHaveText(wrongCredentials);
    await expect(page).toHaveURL("/sign-in");
  }
  const me = await page.request.get("/api/desk/me");
  expect(me.status()).toBe(401);
});

test("after 5 wrong passwords the right one is refused with a time to try again", async ({ page }) => {
  const owner = createOwner();
  await page.goto("/sign-in");
  await waitForHydration(page);
  for (let i = 0; i < 5; i++) {
    await fillSignIn(page, owner.email, `wrong password ${i}`);
    await expect(page.getByRole("alert")).toHaveText(wrongCredentials);
    // The button is back once the answer is in: the next try is a new request.
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  }
  await fillSignIn(page, owner.email, owner.password);
  await expect(page.getByRole("alert")).toHaveText(
    /Too many failed sign-ins\. Please try again in \d+ minutes?\./,
  );
  await expect(page).toHaveURL("/sign-in");
  expect((await page.request.get("/api/desk/me")).status()).toBe(401);
});

test("signed-out visitors are sent to /sign-in and back to where they were after signing in", async ({
  page,
  request,
}) => {
  const owner = createOwner();
  const enquiry = await seedEnquiry(request);
  const wanted = `/desk?q=${enquiry.token}`;
  await page.goto(wanted);
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(wanted)}`);
  await waitForHydration(page);
  await fillSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(wanted);
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(enquiry.token);
  await expect(page.getByRole("link", { name: enquiry.name })).toBeVisible();
});

test("sign-in never leads off the desk, whatever next= says", async ({ page }) => {
  const owner = createOwner();
  await page.goto(`/sign-in?next=${encodeURIComponent("https://evil.example/desk")}`);
  await waitForHydration(page);
  await fillSignIn(page, owner.email, owner.password);
  await expect(page).toHaveURL("/desk");
});

test("Sign out ends the session on the server", async ({ page, context }) => {
  const owner = createOwner();
  await signInByApi(context, owner);
  await openDesk(page, "/desk");
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL("/sign-in");
  expect((await page.request.get("/api/desk/me")).status()).toBe(401);
  await page.goto("/desk/security");
  await expect(page).toHaveURL(/\/sign-in\?next=/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the bar's Sign In button leads to the sign-in page", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/sign-in\??$/);
    await expect(page.getByRole("heading", { level: 1, name: signInWords.heading })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
    await expect(page.getByLabel("Password")).toBeVisible();
  });

  test("the sign-in form posts, and a wrong password comes back with the message", async ({ page }) => {
    const owner = createOwner();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill("not the right password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in\?error=wrong/);
    // The message needs the page's script to read the address; the session must not exist either way.
    expect((await page.request.get("/api/desk/me")).status()).toBe(401);
    await page.getByLabel("Email").fill(owner.email);
    await page.getByLabel("Password").fill(owner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/desk");
    expect((await page.request.get("/api/desk/me")).status()).toBe(200);
  });
});

test("the page shows the reason the server gave a plain form post", async ({ page }) => {
  await page.goto("/sign-in?error=locked&retry=12&next=%2Fdesk");
  await expect(page.getByRole("alert")).toHaveText(signInWords.errors.locked(12));
  await page.goto("/sign-in?error=wrong");
  await expect(page.getByRole("alert")).toHaveText(wrongCredentials);
});

test("/sign-in is a noindex page of the site, out of the sitemap", async ({ page, request }) => {
  await page.goto("/sign-in");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  const email = page.getByLabel("Email");
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("sign-in");
});
