import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { type Publishing, siteApi, type Version } from "#domain/desk/site-contract.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  draftAsPublished,
  draftOf,
  openDesk,
  signInByApi,
  signInNewOwner,
  token,
} from "../../../support/desk-helpers.ts";
import { collectErrors } from "../../../support/site-helpers.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/site");
mkdirSync(shots, { recursive: true });

// The site has one shared draft: these tests take turns on it.
test.describe.configure({ mode: "serial" });

/** The first product's part of the editor, opened. */
async function firstProduct(page: Page, context: BrowserContext) {
  const { content } = await draftOf(context);
  const name = content.products[0]?.name.en ?? "";
  const product = page.getByRole("group", { name, exact: true });
  await product.locator("summary").click();
  return { product, name, description: content.products[0]?.description.en ?? "" };
}

/** Publishes an earlier version again, to the end: the other browser tests share this server's site. */
async function restoreVersion(context: BrowserContext, version: number) {
  const restored = await context.request.post(`${baseURL}${siteApi.restore(version)}`, {
    headers: { Origin: baseURL },
    data: { revision: (await draftOf(context)).revision },
  });
  expect(restored.status(), await restored.text()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await context.request.get(`${baseURL}${siteApi.publishing}`)).json()) as Publishing).state,
      { timeout: 90_000 },
    )
    .toBe("published");
}

test("every control of the Site section has a label; Arabic texts are edited right to left", async ({
  page,
  context,
}) => {
  const errors = await signInNewOwner(page, context);
  await openDesk(page, "/desk/site");
  await expect(page.getByRole("link", { name: "Site", exact: true })).toHaveAttribute("aria-current", "page");
  for (const heading of ["Company", "Products", "Home page", "Privacy policy", "History"])
    await expect(page.getByRole("heading", { name: heading, exact: true, level: 2 })).toBeVisible();
  const { product } = await firstProduct(page, context);
  for (const label of ["Name", "Card text", "Description", "Origin", "Container load"])
    await expect(product.getByLabel(label, { exact: true })).toBeVisible();
  await expect(product.getByLabel("Show on home page")).toBeVisible();
  await expect(product.getByRole("group", { name: "HS codes" })).toBeVisible();
  await expect(product.getByRole("group", { name: "Indicative price" })).toBeVisible();

  const unlabelled = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>("main input, main textarea, main select")]
        .filter((control) => control.labels?.length === 0 && !control.getAttribute("aria-label"))
        .map((control) => control.outerHTML.slice(0, 120)),
    );
  expect(await unlabelled()).toEqual([]);
  await page.screenshot({ path: path.join(shots, "site-en-1280.png") });

  await page.getByLabel("Language").selectOption({ label: "Arabic" });
  await expect(page).toHaveURL(/lang=ar/);
  const arabic = product.getByLabel("Description", { exact: true });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveAttribute("lang", "ar");
  // 'Preview' opens the product's page in the language edited, in a new tab.
  const preview = product.getByRole("link", { name: /^Preview/ });
  await expect(preview).toHaveAttribute("href", /^\/api\/desk\/site\/preview\?path=%2Far%2Fproducts%2F/);
  await expect(preview).toHaveAttribute("target", "_blank");
  // The English text stands beside the translation, read-only.
  await expect(product.getByText("English", { exact: true }).first()).toBeVisible();
  expect(await unlabelled()).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(shots, "site-ar-375.png") });
  expect(errors).toEqual([]);
});

test("a Description changed in English is saved, marks its Spanish text 'Needs review', and is published", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const owner = await signInByApi(context);
  await draftAsPublished(context);
  await openDesk(page, "/desk/site");
  const { product, name, description } = await firstProduct(page, context);
  const mark = `Checked again for the season ${token()}.`;

  await product.getByLabel("Description", { exact: true }).fill(`${description}\n\n${mark}`);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  expect((await draftOf(context)).content.products[0]?.description.en).toContain(mark);

  // In Spanish, the translation made from the former English text needs review, and the counts link to it.
  await page.getByLabel("Language").selectOption({ label: "Spanish" });
  await expect(product.getByText("Needs review", { exact: true })).toBeVisible();
  await expect(product.getByText(mark)).toBeVisible();
  const status = page.getByRole("region", { name: "Translations" });
  await expect(status.getByRole("link", { name: /^Spanish/ })).toContainText(/[1-9]\d* Needs review/);
  await status.getByText(/^Needs review \(\d+\)$/).click();
  await status.getByRole("link", { name: `Products › ${name} › Description`, exact: true }).click();
  await expect(product.getByLabel("Description", { exact: true })).toBeFocused();
  // Kept as it is, the translation is saved again from the new English text: reviewed.
  await product.getByRole("button", { name: "Keep this translation" }).click();
  await expect(product.getByText("Needs review", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

  // 'Publish' lists what it will change, then publishes it with its progress, then says 'Published'.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish these changes?" });
  await expect(dialog).toContainText(/description/i);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  // History lists the new version first, by this owner; 'Restore' on the one before shows what it changes.
  const history = page.getByRole("region", { name: "History" });
  const newest = history.getByRole("listitem").first();
  await expect(newest).toContainText(owner.email);
  await expect(newest).toContainText("On the site now");
  const restore = history.getByRole("button", { name: /^Restore version \d+$/ }).first();
  await restore.click();
  const restoreDialog = page.getByRole("dialog", { name: /^Restore version \d+\?$/ });
  await expect(restoreDialog).toContainText(/description/i);
  await restoreDialog.getByRole("button", { name: "Cancel" }).click();
  expect(errors).toEqual([]);

  // The other browser tests share this server: its pages go back to what they were, as a new version.
  const versions = (await (await context.request.get(`${baseURL}${siteApi.history}`)).json()) as Version[];
  const before = versions[1]?.version;
  if (!before) throw new Error("no earlier version");
  await restoreVersion(context, before);
});

/** Another owner, in a browser of their own, saves the first product's card text into the shared draft. */
async function otherOwnerSaves(browser: Browser, cardText: string) {
  const otherContext = await browser.newContext();
  const other = await signInByApi(otherContext);
  const theirs = await draftOf(otherContext);
  const first = theirs.content.products[0];
  if (!first) throw new Error("no product");
  first.cardText.en = cardText;
  const saved = await otherContext.request.put(`${baseURL}${siteApi.saveDraft}`, {
    headers: { Origin: baseURL },
    data: { revision: theirs.revision, content: theirs.content },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await otherContext.close();
  return { other, name: first.name.en };
}

test("'Restore' tells what another owner's unpublished changes it would lose, and refuses once they save again", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  await draftAsPublished(context);
  await openDesk(page, "/desk/site");
  const { other, name } = await otherOwnerSaves(browser, `Their card ${token()}`);
  const published = (await (await context.request.get(`${baseURL}${siteApi.history}`)).json()) as Version[];

  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("button", { name: /^Restore version \d+$/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: /^Restore version \d+\?$/ });
  await expect(dialog).toContainText(`will be lost (last saved by ${other.email} at`);
  await expect(
    dialog.getByRole("listitem").filter({ hasText: `Products › ${name} › Card text` }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(shots, "restore-loses-en-1280.png") });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(shots, "restore-loses-en-375.png") });

  // A third owner saves while she reads: her restore is refused, naming them, and nothing is published.
  const third = await otherOwnerSaves(browser, `Their second card ${token()}`);
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: `${third.other.email} saved this` })).toContainText(
    "reload to see their changes",
  );
  const after = (await (await context.request.get(`${baseURL}${siteApi.history}`)).json()) as Version[];
  expect(after.map((v) => v.version)).toEqual(published.map((v) => v.version));
  expect((await draftOf(context)).content.products[0]?.cardText.en).toMatch(/^Their second card /);
  expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
  await draftAsPublished(context);
});

test("a save over another owner's newer one is refused with who saved and when, and their version reloads", async ({
  page,
  context,
  browser,
}) => {
  const errors = await signInNewOwner(page, context);
  await openDesk(page, "/desk/site");
  const { product } = await firstProduct(page, context);

  // Another owner, in another browser, saves the draft meanwhile.
  const theirName = `Their card ${token()}`;
  const { other } = await otherOwnerSaves(browser, theirName);

  await product.getByLabel("Card text", { exact: true }).fill(`Mine ${token()}`);
  const alert = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(alert).toContainText(other.email);
  await alert.getByRole("button", { name: "Reload their version" }).click();
  await expect(product.getByLabel("Card text", { exact: true })).toHaveValue(theirName);
  // The refused save's own response is the one error the browser logs.
  expect(errors.filter((error) => !error.includes("status of 409"))).toEqual([]);
});

/** The published version's number, as the history says. */
async function currentVersion(context: BrowserContext): Promise<number | undefined> {
  const versions = (await (await context.request.get(`${baseURL}${siteApi.history}`)).json()) as Version[];
  return versions.find((v) => v.current)?.version;
}

test("a new product with only its name is saved with the phone beside it; 'Publish' lists what to fill and publishes nothing", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const errors = await signInNewOwner(page, context);
  await draftAsPublished(context);
  const published = await currentVersion(context);
  await openDesk(page, "/desk/site");
  const at = (await draftOf(context)).content.products.length;
  const name = `okra ${token()}`;
  const phone = `+91 98765 ${String(Date.now()).slice(-5)}`;

  await page.getByRole("button", { name: "Add product", exact: true }).click();
  const nameField = page.locator(`#field-products-${at}-name`);
  await expect(nameField).toBeFocused();
  await nameField.fill(name);
  await page.getByLabel("Phone", { exact: true }).fill(phone);
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await expect(page.getByText(/Not saved/)).toHaveCount(0);

  // Saved on the server: another browser, or this one reloaded, has both.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone);
  const product = page.getByRole("group", { name, exact: true });
  await expect(product).toBeVisible();
  const saved = (await draftOf(context)).content;
  expect(saved.products[at]?.name.en).toBe(name);
  expect(saved.company.contact.phone).toBe(phone);

  // 'Publish' lists what the product lacks, each a link to its field; nothing is published.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const checklist = page.getByRole("alert").filter({ hasText: "Not published" });
  for (const field of ["Card text", "Description", "Picture description"])
    await expect(
      checklist.getByRole("link", { name: `Products › ${name} › ${field}`, exact: true }),
    ).toBeVisible();
  await expect(
    checklist.getByRole("link", { name: new RegExp(`^Products › ${name} › HS codes`) }),
  ).toBeVisible();
  await expect(checklist.getByRole("link", { name: /Origin|Varieties/ })).toHaveCount(0);
  await expect(page.getByRole("dialog", { name: "Publish these changes?" })).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, "publish-checklist-en-1280.png") });

  // A link opens the product's part when it is folded, and focuses its field.
  await product.locator("summary").click();
  await expect(product.getByLabel("Description", { exact: true })).toBeHidden();
  await checklist.getByRole("link", { name: `Products › ${name} › Description`, exact: true }).click();
  await expect(product.getByLabel("Description", { exact: true })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(shots, "publish-checklist-en-375.png") });
  await page.getByLabel("Language").selectOption({ label: "Arabic" });
  await expect(page).toHaveURL(/lang=ar/);
  await expect(checklist).toBeVisible();
  await page.screenshot({ path: path.join(shots, "publish-checklist-ar-375.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(shots, "publish-checklist-ar-1280.png") });

  expect(await currentVersion(context)).toBe(published);
  const live = await context.request.get(`${baseURL}/products/${name.replace(" ", "-")}`);
  expect(live.status()).toBe(404);
  expect(errors).toEqual([]);
  await draftAsPublished(context);
});

test("a specification row left empty is left out of the product's page and its spec sheet", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  const before = await draftAsPublished(context);
  await openDesk(page, "/desk/site");
  const { product, name } = await firstProduct(page, context);
  const slug = name.trim().toLowerCase().replace(/\s+/g, "-");
  const page1 = await context.request.get(`${baseURL}/products/${slug}`);
  expect(await page1.text()).toContain("Varieties and grades");

  await product.getByLabel("Varieties and grades", { exact: true }).fill("");
  await expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish these changes?" });
  await expect(dialog).toContainText("Varieties and grades");
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 90_000 });

  const productPage = await page.context().newPage();
  await productPage.goto(`${baseURL}/products/${slug}`);
  const table = productPage.getByRole("table");
  await expect(table.getByRole("rowheader", { name: "Origin", exact: true })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: "Varieties and grades" })).toHaveCount(0);
  await expect(table.getByRole("row")).toHaveCount(13);
  await productPage.close();
  const sheet = await context.request.get(`${baseURL}/products/${slug}/spec-sheet.pdf`);
  expect(sheet.status()).toBe(200);
  const file = path.join(shots, "spec-sheet-without-varieties.pdf");
  writeFileSync(file, await sheet.body());
  const text = execFileSync("pdftotext", ["-raw", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
  expect(text).toContain("Origin");
  expect(text).not.toContain("Varieties");
  expect(errors).toEqual([]);

  // The other browser tests share this server: the site goes back to what it was, as a new version.
  await restoreVersion(context, before);
});
