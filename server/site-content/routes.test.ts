// The Site section's API through Fastify's inject, over a real SQLite file, with a publisher that records what
// it was asked to publish and finishes when the test says (tests/support/site-desk.ts).
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import { jsonBytes, maxContentBytes } from "#domain/site-content/content-size.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import { type SiteContent, textLimits } from "#domain/site-content/schema.ts";
import { completed, withNewProduct } from "#tests/support/new-product.ts";
import { siteDesk } from "#tests/support/site-desk.ts";
import { eventually, signIn, siteHeaders } from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";
import { draftBodyLimit } from "./routes.ts";
import { seedAuthor } from "./store.ts";

const withDescription = (text: string): SiteContent => {
  const content = defaultSiteContent();
  const [onions] = content.products;
  if (onions) onions.description.en = text;
  return content;
};

test("the draft starts as the seeded site, and saves say what publishing would change", async () => {
  const { priya } = await siteDesk();
  const seeded = await priya("GET", siteApi.draft);
  expect(seeded.statusCode).toBe(200);
  expect(seeded.headers["cache-control"]).toBe("no-store");
  expect(seeded.json()).toMatchObject({
    revision: 0,
    saved: null,
    published: { version: 1, by: seedAuthor },
    changed: false,
    changes: [],
  });
  expect(seeded.json().content).toEqual(defaultSiteContent());

  const save = await priya("PUT", siteApi.saveDraft, {
    revision: 0,
    content: withDescription("Fresh onions."),
  });
  expect(save.statusCode).toBe(200);
  expect(save.json()).toEqual({
    revision: 1,
    saved: { by: "priya@example.com", at: "2026-11-26T08:30:00.000Z" },
  });
  expect((await priya("GET", siteApi.draft)).json()).toMatchObject({
    revision: 1,
    changed: true,
    changes: ["Products › red onions › Description"],
  });
});

test("a save over someone else's newer save is refused with who and when, and overwrites nothing", async () => {
  const { priya, sign, clock } = await siteDesk();
  const ravi = await sign("ravi@example.com");
  await priya("PUT", siteApi.saveDraft, { revision: 0, content: withDescription("Priya's onions.") });
  clock.advance(60 * 60_000);
  const refused = await ravi("PUT", siteApi.saveDraft, {
    revision: 0,
    content: withDescription("Ravi's onions."),
  });
  expect(refused.statusCode).toBe(409);
  // 08:30 UTC is 14:00 in Kolkata (OWNER_TIME_ZONE).
  expect(refused.json()).toEqual({
    message: "priya@example.com saved this at 14:00; reload to see their changes.",
    by: "priya@example.com",
    at: "2026-11-26T08:30:00.000Z",
    revision: 1,
  });
  const stalePublish = await ravi("POST", siteApi.publish, { revision: 0 });
  expect(stalePublish.statusCode).toBe(409);
  expect(stalePublish.json().by).toBe("priya@example.com");
  const draft = (await ravi("GET", siteApi.draft)).json();
  expect(draft.content.products[0].description.en).toBe("Priya's onions.");
});

test("what she types stays text: markup and formulas are kept as typed, a line break in a name is refused", async () => {
  const { priya } = await siteDesk();
  const content = defaultSiteContent();
  const [onions, yellow] = content.products;
  if (!onions || !yellow) throw new Error("seeded");
  onions.description.en = '<script>alert(1)</script>\n\n=HYPERLINK("https://evil.example")';
  onions.cardText.en = "<img src=x onerror=alert(1)>";
  const saved = await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  expect(saved.statusCode).toBe(200);
  const draft = (await priya("GET", siteApi.draft)).json();
  expect(draft.content.products[0].description.en).toBe(onions.description.en);
  expect(draft.content.products[0].cardText.en).toBe(onions.cardText.en);

  yellow.name.en = "Yellow\r\nSet-Cookie: x=1";
  const refused = await priya("PUT", siteApi.saveDraft, { revision: 1, content });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().fields).toEqual({ "content.products.1.name.en": "Write it on one line." });
});

test("an unfinished draft is saved: a new product with only its name, a phone number half typed", async () => {
  const { priya } = await siteDesk();
  const content = withNewProduct("Okra");
  content.company.contact.phone = "+91 98";
  content.company.contact.email = "";
  const saved = await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  expect(saved.statusCode, saved.body).toBe(200);
  const draft = (await priya("GET", siteApi.draft)).json();
  expect(draft.content.products.at(-1)).toMatchObject({ name: { en: "Okra" }, cardText: { en: "" } });
  expect(draft.content.company.contact.phone).toBe("+91 98");
  expect(draft.changes).toContain("Products › Okra added");
});

test("what could harm is refused at save with a sentence per field, and the draft stays as it was", async () => {
  const { priya } = await siteDesk();
  const content = withNewProduct("Okra\u0000");
  const [onions] = content.products;
  if (!onions) throw new Error("seeded");
  onions.description.en = "x".repeat(6001);
  onions.cardText.en = "Fresh\u001b[31m onions";
  content.company.contact.phone = "+91\r\nBcc: x@example.com";
  const refused = await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toMatch(/^Please check the draft: /);
  expect(refused.json().fields).toEqual({
    "content.products.0.description.en": "Keep it under 6001 characters.",
    "content.products.0.cardText.en": "Use letters, digits and punctuation only.",
    "content.products.4.name.en": "Write it on one line.",
    "content.company.contact.phone": "Write it on one line.",
  });
  expect((await priya("PUT", siteApi.saveDraft, { revision: 0, content: { products: [] } })).statusCode).toBe(
    400,
  );
  expect((await priya("GET", siteApi.draft)).json().revision).toBe(0);
});

test("an incomplete draft is not published: 400 naming each field it lacks, and nothing is published", async () => {
  const { priya, publishes } = await siteDesk();
  const content = withNewProduct("Okra");
  content.company.contact.phone = "+91 98";
  expect((await priya("PUT", siteApi.saveDraft, { revision: 0, content })).statusCode).toBe(200);
  const refused = await priya("POST", siteApi.publish, { revision: 1 });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().fields).toEqual({
    "company.contact.phone": "Give the number in digits, with the country code (+91 98765 43210).",
    "products.4.cardText.en": "Write it in English.",
    "products.4.description.en": "Write it in English.",
    "products.4.pictureText.en": "Write it in English.",
    "products.4.hsCodes.0.code": "Give 8 digits.",
  });
  expect(refused.json().message).toContain("products.4.cardText.en: Write it in English.");
  expect(publishes).toHaveLength(0);
  expect((await priya("GET", siteApi.history)).json()).toHaveLength(1);
});

test("a product with every specification row empty is complete: it publishes", async () => {
  const { priya, publishes } = await siteDesk();
  const content = withNewProduct("Okra");
  completed(content.products.at(-1));
  expect((await priya("PUT", siteApi.saveDraft, { revision: 0, content })).statusCode).toBe(200);
  expect((await priya("POST", siteApi.publish, { revision: 1 })).statusCode).toBe(202);
  await eventually(() => publishes.length === 1);
  expect(publishes[0]?.content.products.at(-1)?.specifications.origin).toEqual({ en: "" });
  publishes[0]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
});

test("a preview leaves an incomplete product out, and is refused naming what else the draft lacks", async () => {
  const { priya, previews } = await siteDesk();
  const content = withNewProduct("Okra");
  expect((await priya("PUT", siteApi.saveDraft, { revision: 0, content })).statusCode).toBe(200);
  expect((await priya("GET", `${siteApi.preview}?path=/contact`)).statusCode).toBe(200);
  expect(previews[0]?.content.products.map((p) => p.name.en)).not.toContain("Okra");
  expect(previews[0]?.content.products).toHaveLength(4);

  content.company.contact.phone = "+91 98";
  expect((await priya("PUT", siteApi.saveDraft, { revision: 1, content })).statusCode).toBe(200);
  const refused = await priya("GET", `${siteApi.preview}?path=/contact`);
  expect(refused.statusCode).toBe(422);
  expect(refused.headers["content-type"]).toMatch(/^text\/html/);
  expect(refused.body).toContain("company.contact.phone: Give the number in digits");
  expect(previews).toHaveLength(1);
});

test("a draft of 100 products in five languages is taken; a body past the limit is refused with 413", async () => {
  const { priya } = await siteDesk();
  const content = defaultSiteContent();
  const [template] = content.products;
  if (!template) throw new Error("seeded");
  content.products = Array.from({ length: 100 }, (_, i) => ({
    ...template,
    id: `product-${i}`,
    name: { ...template.name, en: `Product ${i}` },
  }));
  const many = await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  expect(many.statusCode).toBe(200);
  const tooLarge = JSON.stringify({ revision: 1, content, padding: "x".repeat(draftBodyLimit) });
  const refused = await priya("PUT", siteApi.saveDraft, tooLarge);
  expect(refused.statusCode).toBe(413);
  expect(refused.json()).toEqual({ message: "The request is too large." });
});

test("names are stored in NFC; a blank-looking, direction-spoofing or file-like name is refused with a sentence", async () => {
  const { priya } = await siteDesk();
  const content = defaultSiteContent();
  const [onions, yellow, chillies, chickpeas] = content.products;
  if (!onions || !yellow || !chillies || !chickpeas) throw new Error("seeded");
  onions.name.en = "Cafe\u0301 onions";
  expect((await priya("PUT", siteApi.saveDraft, { revision: 0, content })).statusCode).toBe(200);
  expect((await priya("GET", siteApi.draft)).json().content.products[0].name.en).toBe("Café onions");

  yellow.name.en = "\u200B";
  chillies.name.en = "Chillies \u202Efdp.exe";
  chickpeas.name.en = "CAFÉ ONIONS";
  const refused = await priya("PUT", siteApi.saveDraft, { revision: 1, content });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().fields).toEqual({
    "content.products.1.name.en": "Remove the invisible characters (such as zero-width spaces).",
    "content.products.2.name.en": "Remove the hidden characters that change the direction of the text.",
  });
  // Two names that are one address are unfinished work in a draft, refused when she publishes.
  yellow.name.en = "Yellow onions";
  chillies.name.en = "Chillies";
  expect((await priya("PUT", siteApi.saveDraft, { revision: 1, content })).statusCode).toBe(200);
  const sameAddress = await priya("POST", siteApi.publish, { revision: 2 });
  expect(sameAddress.statusCode).toBe(400);
  expect(sameAddress.json().fields).toEqual({
    "products.3.name.en": "Another product has this name.",
  });
  chillies.name.en = "index.html";
  chickpeas.name.en = "Chickpeas";
  expect((await priya("PUT", siteApi.saveDraft, { revision: 2, content })).statusCode).toBe(200);
  expect((await priya("POST", siteApi.publish, { revision: 3 })).json().fields).toEqual({
    "products.2.name.en": "End the name otherwise: its address /products/index.html would read as a file's.",
  });
});

test("the largest draft the schema allows is taken, not refused for its size; one past it is refused with a sentence", {
  timeout: 60_000,
}, async () => {
  const { priya } = await siteDesk();
  const content = defaultSiteContent();
  const [template] = content.products;
  if (!template) throw new Error("seeded");
  // Every description at its limit in every language, in a script UTF-8 takes 3 bytes a character for.
  const long = (length: number) => {
    const text = "ह".repeat(length);
    const translation = { text, from: text };
    return { en: text, ar: translation, es: translation, fr: translation, ru: translation };
  };
  const product = (i: number, length: number = textLimits.long) => ({
    ...template,
    id: `product-${i}`,
    name: { ...template.name, en: `Product ${i}` },
    description: long(length),
  });
  content.products = [product(0)];
  const base = jsonBytes(content);
  const perProduct = jsonBytes({ ...content, products: [product(0), product(1)] }) - base;
  const whole = Math.floor((maxContentBytes - base) / perProduct);
  content.products = Array.from({ length: whole + 1 }, (_, i) => product(i));
  const left = maxContentBytes - jsonBytes(content);
  // The last product's description takes what is left: 9 texts of 3 bytes a character.
  const fitting = Math.floor((left - jsonBytes(product(whole + 1, 0))) / 27) - 10;
  const last = product(whole + 1, fitting);
  content.products.push(last);
  expect(content.products.length).toBeLessThanOrEqual(100);
  expect(maxContentBytes - jsonBytes(content)).toBeLessThan(1024);
  expect(maxContentBytes - jsonBytes(content)).toBeGreaterThanOrEqual(0);
  const largest = await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  expect(largest.statusCode).toBe(200);

  // Past the budget by a few hundred bytes: within the body limit, so the schema's sentence answers.
  last.description = long(fitting + 20);
  const over = await priya("PUT", siteApi.saveDraft, { revision: 1, content });
  expect(over.statusCode).toBe(400);
  expect(over.json().fields["content.products"]).toMatch(
    /^The site's texts take 16\.\d MB, over the 16\.0 MB a draft may hold: shorten some texts or remove a product\.$/,
  );
});

test("sixty renames: the history, every version, a restore and the draft all still answer", {
  timeout: 120_000,
}, async () => {
  const { app, priya, publish, publishes } = await siteDesk();
  for (let n = 1; n <= 60; n++) {
    const content = defaultSiteContent();
    const chickpeas = content.products.find((p) => p.id === "chickpeas");
    if (chickpeas) chickpeas.name.en = `Chickpeas ${n}`;
    await publish(content);
  }
  const history = await priya("GET", siteApi.history);
  expect(history.statusCode).toBe(200);
  expect(history.json()).toHaveLength(61);
  for (const { version } of history.json() as { version: number }[]) {
    const detail = await priya("GET", siteApi.version(version));
    expect(detail.statusCode, `version ${version}`).toBe(200);
  }
  const newest = (await priya("GET", siteApi.version(61))).json();
  const former = newest.content.products.find((p: { id: string }) => p.id === "chickpeas").formerSlugs;
  expect(former).toHaveLength(50);
  expect(former.at(-1)).toBe("chickpeas-59");

  const before = publishes.length;
  const { revision } = (await priya("GET", siteApi.draft)).json();
  expect((await priya("POST", siteApi.restore(40), { revision })).statusCode).toBe(202);
  await eventually(() => publishes.length > before);
  publishes.at(-1)?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  const draft = await priya("GET", siteApi.draft);
  expect(draft.statusCode).toBe(200);
  expect(draft.json().content.products.find((p: { id: string }) => p.id === "chickpeas").name.en).toBe(
    "Chickpeas 39",
  );
  const saved = await priya("PUT", siteApi.saveDraft, {
    revision: draft.json().revision,
    content: draft.json().content,
  });
  expect(saved.statusCode).toBe(200);
  // Each publish's photo sweep reads every version: closed within this test's time, not the hook's.
  await app.close();
});

test("publish: one at a time, with its progress; the site's version changes only when every file is done", async () => {
  const { priya, sign, publishes } = await siteDesk();
  const ravi = await sign("ravi@example.com");
  await priya("PUT", siteApi.saveDraft, { revision: 0, content: withDescription("Fresh onions.") });
  const started = await priya("POST", siteApi.publish, { revision: 1 });
  expect(started.statusCode).toBe(202);
  expect(started.json()).toMatchObject({ version: 2, state: "publishing", by: "priya@example.com", done: 0 });
  expect(publishes.map((p) => p.content.products[0]?.description.en)).toEqual(["Fresh onions."]);

  const second = await ravi("POST", siteApi.publish, { revision: 1 });
  expect(second.statusCode).toBe(409);
  expect(second.json().message).toBe(
    "Version 2 is being published now. Wait until it is published, then try again.",
  );
  expect((await ravi("POST", siteApi.restore(1), { revision: 1 })).statusCode).toBe(409);
  expect(publishes).toHaveLength(1);

  publishes[0]?.progress(40, 90);
  expect((await priya("GET", siteApi.publishing)).json()).toMatchObject({
    state: "publishing",
    done: 40,
    total: 90,
  });
  expect((await priya("GET", siteApi.draft)).json().published.version).toBe(1);

  publishes[0]?.progress(90, 90);
  publishes[0]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  expect((await priya("GET", siteApi.publishing)).json()).toMatchObject({ version: 2, done: 90, total: 90 });
  expect((await priya("GET", siteApi.draft)).json()).toMatchObject({
    published: { version: 2, by: "priya@example.com" },
    changed: false,
    changes: [],
  });
  const history = (await priya("GET", siteApi.history)).json();
  expect(history).toMatchObject([
    { version: 2, current: true, changes: ["Products › red onions › Description"], restoredFrom: null },
    { version: 1, current: false, by: seedAuthor, changes: [] },
  ]);
});

test("a failed publish keeps the site's version and the draft, and says why", async () => {
  const { priya, publishes } = await siteDesk();
  await priya("PUT", siteApi.saveDraft, { revision: 0, content: withDescription("Fresh onions.") });
  await priya("POST", siteApi.publish, { revision: 1 });
  publishes[0]?.end(new Error("The disk is full."));
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "failed");
  expect((await priya("GET", siteApi.publishing)).json()).toMatchObject({
    version: 2,
    error: "The disk is full.",
  });
  const draft = (await priya("GET", siteApi.draft)).json();
  expect(draft).toMatchObject({ revision: 1, published: { version: 1 }, changed: true });
  expect((await priya("GET", siteApi.history)).json().map((v: { version: number }) => v.version)).toEqual([
    1,
  ]);
  // Nothing is lost: the same draft publishes once the trouble is fixed.
  expect((await priya("POST", siteApi.publish, { revision: 1 })).statusCode).toBe(202);
  publishes[1]?.end();
});

test("a draft the schema no longer accepts is not published: 400 with its fields", async () => {
  const { app, priya, publishes } = await siteDesk();
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName));
  const content = defaultSiteContent();
  content.company.contact.phone = "call us";
  db.prepare("UPDATE site_draft SET content = ?").run(JSON.stringify(content));
  db.close();
  const refused = await priya("POST", siteApi.publish, { revision: 0 });
  expect(refused.statusCode).toBe(400);
  expect(Object.keys(refused.json().fields)).toEqual(["company.contact.phone"]);
  expect(publishes).toHaveLength(0);
});

test("a version's detail says what restoring it changes; restore publishes it again as a new version and drafts it", async () => {
  const { priya, publishes } = await siteDesk();
  await priya("PUT", siteApi.saveDraft, { revision: 0, content: withDescription("Fresh onions.") });
  await priya("POST", siteApi.publish, { revision: 1 });
  publishes[0]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");

  const detail = await priya("GET", siteApi.version(1));
  expect(detail.statusCode).toBe(200);
  expect(detail.json()).toMatchObject({
    version: 1,
    current: false,
    restoreChanges: ["Products › red onions › Description"],
    draft: { revision: 1, saved: { by: "priya@example.com" }, unpublished: [] },
  });
  expect(detail.json().content).toEqual(defaultSiteContent());
  expect((await priya("GET", siteApi.version(9))).statusCode).toBe(404);
  expect((await priya("POST", siteApi.restore(9), { revision: 1 })).statusCode).toBe(404);

  const restored = await priya("POST", siteApi.restore(1), { revision: 1 });
  expect(restored.statusCode).toBe(202);
  expect(restored.json()).toMatchObject({ version: 3, state: "publishing" });
  expect(publishes[1]?.content).toEqual(defaultSiteContent());
  publishes[1]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  expect((await priya("GET", siteApi.history)).json()[0]).toMatchObject({
    version: 3,
    restoredFrom: 1,
    current: true,
  });
  expect((await priya("GET", siteApi.draft)).json()).toMatchObject({ revision: 2, changed: false });
});

test("a restore over another owner's unpublished save is refused with who and when; shown as lost, it goes ahead", async () => {
  const { priya, sign, clock, publishes } = await siteDesk();
  const ravi = await sign("ravi@example.com");
  await priya("PUT", siteApi.saveDraft, { revision: 0, content: withDescription("Fresh onions.") });
  await priya("POST", siteApi.publish, { revision: 1 });
  publishes[0]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  // Priya's editor is at revision 1 when Ravi saves a change, not published.
  clock.advance(30 * 60_000);
  const content = withDescription("Fresh onions.");
  content.company.contact.phone = "+91 98220 11223";
  expect((await ravi("PUT", siteApi.saveDraft, { revision: 1, content })).statusCode).toBe(200);

  const refused = await priya("POST", siteApi.restore(1), { revision: 1 });
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toEqual({
    message: "ravi@example.com saved this at 14:30; reload to see their changes.",
    by: "ravi@example.com",
    at: "2026-11-26T09:00:00.000Z",
    revision: 2,
  });
  expect(publishes).toHaveLength(1);
  expect((await ravi("GET", siteApi.draft)).json()).toMatchObject({
    revision: 2,
    changes: ["Company › Phone"],
  });

  // The confirmation's question: what the draft would lose, and who saved it.
  const detail = (await priya("GET", siteApi.version(1))).json();
  expect(detail.draft).toEqual({
    revision: 2,
    saved: { by: "ravi@example.com", at: "2026-11-26T09:00:00.000Z" },
    unpublished: ["Company › Phone"],
  });
  const restored = await priya("POST", siteApi.restore(1), { revision: detail.draft.revision });
  expect(restored.statusCode).toBe(202);
  publishes[1]?.end();
  await eventually(async () => (await priya("GET", siteApi.publishing)).json().state === "published");
  // Ravi's next save over the draft he had is refused, naming the restore's owner.
  const late = await ravi("PUT", siteApi.saveDraft, { revision: 2, content });
  expect(late.statusCode).toBe(409);
  expect(late.json().by).toBe("priya@example.com");
  expect((await priya("POST", siteApi.restore(1))).statusCode).toBe(400);
});

test("preview renders a page of the site with the draft, for the owner's eyes only; other paths are refused", async () => {
  const { priya, previews } = await siteDesk();
  const content = defaultSiteContent();
  if (content.products[0]) content.products[0].name.en = "Nashik onions";
  await priya("PUT", siteApi.saveDraft, { revision: 0, content });
  const page = await priya(
    "GET",
    `${siteApi.preview}?path=${encodeURIComponent("/es/products/nashik-onions")}`,
  );
  expect(page.statusCode).toBe(200);
  expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["x-robots-tag"]).toBe("noindex");
  expect(page.body).toContain("Nashik onions");
  expect(previews.map((p) => p.path)).toEqual(["/es/products/nashik-onions"]);
  for (const bad of [
    "/desk",
    "/api/desk/site/draft",
    "https://evil.example/",
    "//evil.example",
    "/products/../desk",
    "/ar/sign-in",
    "",
  ]) {
    const refused = await priya("GET", `${siteApi.preview}?path=${encodeURIComponent(bad)}`);
    expect(refused.statusCode, bad).toBe(400);
    expect(refused.json().fields, bad).toHaveProperty("path");
  }
  for (const good of ["/", "/ar", "/fr/about", "/privacyPolicy", "/ru/products"]) {
    expect((await priya("GET", `${siteApi.preview}?path=${encodeURIComponent(good)}`)).statusCode, good).toBe(
      200,
    );
  }
});

test("no draft, preview, publish or history without a session; no write from another site", async () => {
  const { app, priya } = await siteDesk();
  const routes = [
    ["GET", siteApi.draft],
    ["PUT", siteApi.saveDraft],
    ["POST", siteApi.publish],
    ["GET", siteApi.publishing],
    ["GET", siteApi.history],
    ["GET", siteApi.version(1)],
    ["POST", siteApi.restore(1)],
    ["GET", `${siteApi.preview}?path=/`],
  ] as const;
  for (const [method, url] of routes) {
    const anonymous = await app.inject({
      method,
      url,
      headers: siteHeaders,
      payload: method === "GET" ? undefined : {},
    });
    expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
  }
  const { cookie } = await signIn(app, "priya@example.com");
  for (const [method, url] of routes.filter(([method]) => method !== "GET")) {
    const foreign = await app.inject({
      method,
      url,
      headers: { host: siteHeaders.host, origin: "https://evil.example", cookie },
      payload: { revision: 0, content: defaultSiteContent() },
    });
    expect(foreign.statusCode, `${method} ${url}`).toBe(403);
  }
  expect((await priya("GET", siteApi.draft)).json().revision).toBe(0);
  expect((await priya("GET", siteApi.history)).json()).toHaveLength(1);
});
