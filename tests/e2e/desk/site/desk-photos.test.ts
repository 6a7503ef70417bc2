import { randomInt } from "node:crypto";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import { type Publishing, siteApi } from "#domain/desk/site-contract.ts";
import { photoUrl } from "#domain/site-content/photos.ts";
import { baseURL } from "../../../../playwright.config.ts";
import {
  draftAsPublished,
  draftOf,
  expectNoViolations,
  openDesk,
  signInByApi,
  signInNewOwner,
} from "../../../support/desk-helpers.ts";
import { onionsPhoto } from "../../../support/photo-files.ts";

/** Where the screenshots go to be looked at (git-ignored). */
const shots = path.resolve(import.meta.dirname, "../../../../.cache/screenshots/site");
mkdirSync(shots, { recursive: true });

// The site has one shared draft: these tests take turns on it, and the second restores what the first published.
test.describe.configure({ mode: "serial" });

/** The files a phone's picker may hand over that are not photos the site can show. */
const notPhotos = [
  {
    name: "logo.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect/></svg>'),
    says: /SVG/,
  },
  {
    name: "price-list.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    says: /PDF/,
  },
  {
    // An iPhone's photo: an ISO-BMFF file of brand 'heic', as its first bytes say.
    name: "IMG_0042.HEIC",
    mimeType: "image/heic",
    buffer: Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1"),
      Buffer.alloc(2048, 7),
    ]),
    says: /HEIC.*Save the photo as JPEG and try again\./,
  },
  {
    // Refused from its Content-Length before the body is read: the sentence still reaches her.
    name: "panorama.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(26 * 1024 * 1024)]),
    says: /larger than 25 MB/,
  },
];

async function waitPublished(context: BrowserContext) {
  await expect
    .poll(
      async () =>
        ((await (await context.request.get(`${baseURL}${siteApi.publishing}`)).json()) as Publishing).state,
      { timeout: 60_000 },
    )
    .toBe("published");
}

/** The first product's part of the editor, opened, and its 'Photos'. */
async function firstProduct(page: Page, context: BrowserContext) {
  const { content } = await draftOf(context);
  const name = content.products[0]?.name.en ?? "";
  const product = page.getByRole("group", { name, exact: true });
  await product.locator("summary").click();
  return { product, name, photos: product.getByRole("group", { name: "Photos", exact: true }) };
}

const photoGroup = (photos: Locator, n: number) =>
  photos.getByRole("group", { name: new RegExp(`^Photo ${n}\\b`) });
const saved = (page: Page) => expect(page.getByRole("status").filter({ hasText: /^Saved$/ })).toBeVisible();

/** Every thumbnail in `part` has loaded: the store served the file the upload made. */
async function thumbnailsLoaded(part: Locator, count: number) {
  const images = part.locator("img");
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
  }
}

/** A screenshot with `part` at its top, just under the sticky bar of the language and 'Publish'. */
async function shoot(page: Page, part: Locator, name: string) {
  await part.evaluate((element) =>
    window.scrollBy({ top: element.getBoundingClientRect().top - 110, behavior: "instant" }),
  );
  await page.screenshot({ path: path.join(shots, name) });
}

/**
 * This run's photos differ from any earlier run's (a photo's id is its bytes' hash, and the e2e data outlives a
 * run): each upload here is new to the store and each publish a change.
 */
const run = randomInt(1, 1_000_000) * 10;

/** The version the site showed before these tests, put back after them. */
let startVersion = 0;

/** The draft without photos, whatever an earlier run left published: each photo here is one this test adds. */
async function withoutPhotos(context: BrowserContext) {
  const { revision, content } = await draftOf(context);
  for (const product of content.products) delete product.photos;
  delete content.home.heroPhoto;
  delete content.home.aboutPhoto;
  const saved = await context.request.put(`${baseURL}${siteApi.saveDraft}`, {
    headers: { Origin: baseURL },
    data: { revision, content },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

test("photos are added from her phone's files, others refused with a sentence, and each described before publishing", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const errors = await signInNewOwner(page, context);
  startVersion = await draftAsPublished(context);
  await withoutPhotos(context);
  await page.setViewportSize({ width: 375, height: 812 });
  await openDesk(page, "/desk/site");
  const { product, name, photos } = await firstProduct(page, context);

  // One choice of five files: the two photos are added, each other file refused with the server's sentence.
  const onions = await onionsPhoto(1600, 1200, run + 1);
  const field = await onionsPhoto(1200, 1600, run + 2);
  await photos
    .getByLabel("Add photos")
    .setInputFiles([
      { name: "onions.jpg", mimeType: "image/jpeg", buffer: onions },
      ...notPhotos.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })),
      { name: "field.jpg", mimeType: "image/jpeg", buffer: field },
    ]);
  for (const refused of notPhotos) {
    const alert = photos.getByRole("alert").filter({ hasText: `${refused.name} was not added.` });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(alert).toContainText(refused.says);
  }
  await expect(photoGroup(photos, 2)).toBeVisible({ timeout: 30_000 });
  await expect(photos.getByRole("group", { name: /^Photo \d/ })).toHaveCount(2);
  await expect(photoGroup(photos, 1)).toContainText("Main photo");
  await thumbnailsLoaded(photos, 2);
  await saved(page);
  const uploaded = (await draftOf(context)).content.products[0]?.photos ?? [];
  // The store's sizes, upright: the portrait stays a portrait.
  expect(uploaded.map(({ width, height }) => [width, height])).toEqual([
    [1600, 1200],
    [1200, 1600],
  ]);
  const [first, second] = uploaded.map((photo) => photo.id);
  if (!first || !second) throw new Error("two photos uploaded");
  await shoot(page, photos, "photos-upload-375.png");
  await expectNoViolations(page, "photos and refusals at 375 px");
  await shoot(page, photos.getByText("Add photos"), "photos-refused-375.png");

  // Publishing asks for each photo's 'Alt text' first: it lists them and takes her to the first.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Not published" });
  await expect(refusal).toContainText(`Products › ${name} › Photos › Photo 1 › Alt text`);
  await expect(refusal).toContainText("Write the photo's 'Alt text' in English before publishing.");
  await expect(page.getByRole("dialog", { name: "Publish these changes?" })).toBeHidden();
  const firstAlt = photoGroup(photos, 1).getByLabel("Alt text");
  await expect(firstAlt).toBeFocused();
  await expect(firstAlt).toHaveAttribute("aria-invalid", "true");
  await firstAlt.fill("Red onions in 25 kg jute bags, ready to load");
  await expect(refusal).not.toContainText("Photo 1 › Alt text");
  await photoGroup(photos, 2).getByLabel("Alt text").fill("The onion field in Nashik before harvest");
  await expect(refusal).toBeHidden();

  // 'Main photo' puts a photo first; 'Move later' and 'Move earlier' by keyboard; the focus stays on the photo.
  await photoGroup(photos, 2).getByRole("button", { name: "Main photo" }).click();
  await expect(photoGroup(photos, 1).getByLabel("Alt text")).toHaveValue(/^The onion field/);
  await expect(photoGroup(photos, 1).getByRole("button", { name: "Move later" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(photoGroup(photos, 2).getByLabel("Alt text")).toHaveValue(/^The onion field/);
  await expect(photoGroup(photos, 2).getByRole("button", { name: "Move earlier" })).toBeFocused();
  await page.keyboard.press("Enter");
  await saved(page);
  expect((await draftOf(context)).content.products[0]?.photos?.map((photo) => photo.id)).toEqual([
    second,
    first,
  ]);

  // 'Preview' shows the product's page with the draft: its main photo, the one she chose, in the drawing's place.
  const [preview] = await Promise.all([
    context.waitForEvent("page"),
    product.getByRole("link", { name: /^Preview/ }).click(),
  ]);
  const main = preview.locator(`picture img[src*="${second}"]`).first();
  await expect(main).toBeVisible();
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(main).toHaveAttribute("alt", "The onion field in Nashik before harvest");
  await preview.close();

  // Home page: the hero takes one photo, then gives it back.
  const hero = page.getByRole("group", { name: "Hero photo", exact: true });
  // On a slow connection (a phone on a farm), the file's progress shows while it is sent.
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 100,
    downloadThroughput: 1_000_000,
    uploadThroughput: Math.round(onions.length / 3),
  });
  await hero
    .getByLabel("Add photo")
    .setInputFiles({ name: "farm.jpg", mimeType: "image/jpeg", buffer: onions });
  const progress = hero.getByRole("progressbar", { name: "Uploading farm.jpg" });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute("value")), { timeout: 5_000 })
    .toBeGreaterThan(0);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await thumbnailsLoaded(hero, 1);
  await expect(hero.getByLabel("Replace photo")).toBeAttached();
  await hero.getByRole("button", { name: "Remove" }).click();
  await expect(hero.getByLabel("Add photo")).toBeFocused();
  await expect(hero.locator("img")).toHaveCount(0);

  // In Arabic, each photo's 'Alt text' is translated right to left beside the English one.
  await page.getByLabel("Language").selectOption({ label: "Arabic" });
  const arabicAlt = photoGroup(photos, 1).getByLabel("Alt text");
  await expect(arabicAlt).toHaveAttribute("dir", "rtl");
  await arabicAlt.fill("حقل البصل في ناشيك قبل الحصاد");
  await expect(photos.getByLabel("Add photos")).toHaveCount(0);
  await shoot(page, photos, "photos-ar-375.png");
  await expectNoViolations(page, "photos in Arabic at 375 px");
  await page.getByLabel("Language").selectOption({ label: "English" });
  await saved(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, photos, "photos-en-1280.png");
  await expectNoViolations(page, "photos at 1280 px");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish these changes?" });
  await expect(dialog).toContainText(`Products › ${name} › Photos`);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 60_000 });
  const served = await context.request.get(`${baseURL}${photoUrl(second, 320, "jpeg")}`);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(errors.filter((error) => !/status of 41[35]|status of 422/.test(error))).toEqual([]);
});

test("a photo removed and published comes back with a restore of the version that had it; eight at most", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const errors = await signInNewOwner(page, context);
  await openDesk(page, "/desk/site");
  const { name, photos } = await firstProduct(page, context);
  const before = (await draftOf(context)).content.products[0]?.photos ?? [];
  expect(before).toHaveLength(2);
  const removed = before[1]?.id ?? "";

  await photoGroup(photos, 2).getByRole("button", { name: "Remove" }).click();
  await expect(photoGroup(photos, 1).getByRole("button", { name: "Remove" })).toBeFocused();
  await expect(photos.getByRole("group", { name: /^Photo \d/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Publish these changes?" });
  await expect(dialog).toContainText(`Products › ${name} › Photos`);
  await dialog.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 60_000 });

  // History: the version before has the photo; restoring it brings the photo back into the draft and the site.
  const history = page.getByRole("region", { name: "History" });
  await history
    .getByRole("button", { name: /^Restore version \d+$/ })
    .first()
    .click();
  const restoreDialog = page.getByRole("dialog", { name: /^Restore version \d+\?$/ });
  await expect(restoreDialog).toContainText(`Products › ${name} › Photos`);
  await restoreDialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Published$/ })).toBeVisible({ timeout: 60_000 });
  await expect(photos.getByRole("group", { name: /^Photo \d/ })).toHaveCount(2);
  await thumbnailsLoaded(photos, 2);
  expect((await draftOf(context)).content.products[0]?.photos?.map((photo) => photo.id)).toContain(removed);
  const served = await context.request.get(`${baseURL}${photoUrl(removed, 640, "webp")}`);
  expect(served.status()).toBe(200);

  // Eight at most: of seven files chosen, six fill the places left and the seventh is refused; then
  // 'Add photos' is disabled, and says why.
  const seven = await Promise.all(
    Array.from({ length: 7 }, async (_, i) => ({
      name: `crate-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await onionsPhoto(640, 480, run + i + 3),
    })),
  );
  await photos.getByLabel("Add photos").setInputFiles(seven);
  await expect(photos.getByRole("alert").filter({ hasText: "crate-7.jpg was not added." })).toContainText(
    "Not uploaded: a product shows at most 8 photos.",
  );
  await expect(photos.getByRole("group", { name: /^Photo \d/ })).toHaveCount(8, { timeout: 60_000 });
  await expect(photos.getByLabel("Add photos")).toBeDisabled();
  await expect(photos.getByLabel("Add photos")).toHaveAccessibleDescription(
    "This product has 8 photos, the most it can show: remove one to add another.",
  );
  await thumbnailsLoaded(photos, 8);
  expect(errors).toEqual([]);
});

// The other browser tests share this server: the site goes back to what it showed before these tests.
test.afterAll(async ({ browser }) => {
  if (!startVersion) return;
  const context = await browser.newContext();
  await signInByApi(context);
  const back = await context.request.post(`${baseURL}${siteApi.restore(startVersion)}`, {
    headers: { Origin: baseURL },
    data: { revision: (await draftOf(context)).revision },
  });
  expect(back.status(), await back.text()).toBe(202);
  await waitPublished(context);
  await draftAsPublished(context);
  await context.close();
});
