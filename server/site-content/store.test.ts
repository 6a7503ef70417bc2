import type { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { databaseAtVersion } from "#tests/support/first-release-database.ts";
import { manualClock, tempDir } from "#tests/support/test-helper.ts";
import { openDatabase, schemaVersion } from "../database/database.ts";
import { createSiteContentStore, seedAuthor } from "./store.ts";

async function database(): Promise<DatabaseSync> {
  return openDatabase(await tempDir());
}

const renamed = (content: SiteContent, name: string): SiteContent => ({
  ...content,
  products: content.products.map((p, i) => (i === 0 ? { ...p, name: { ...p.name, en: name } } : p)),
});

test("a new database is seeded with the defaults as version 1 and as the draft, once", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const clock = manualClock();
  const store = createSiteContentStore(db, clock.now);
  expect(store.publishedContent()).toEqual(defaultSiteContent());
  expect(store.current()).toMatchObject({ version: 1, by: seedAuthor, state: "published", changes: [] });
  expect(store.draft()).toEqual({ revision: 0, content: defaultSiteContent(), saved: null });

  // After an update of the code (a new store over the same database) her content stays, never the defaults.
  const hers = renamed(defaultSiteContent(), "Nashik onions");
  store.saveDraft(0, hers, "owner@example.com");
  const started = store.startVersion(hers, "owner@example.com", { revision: 1 });
  if ("stale" in started) throw new Error("not stale");
  store.endVersion(started.version, { state: "published" }, { done: 3, total: 3 });
  db.close();
  const reopened = openDatabase(dataDir);
  const again = createSiteContentStore(reopened, clock.now);
  expect(again.publishedContent().products[0]?.name.en).toBe("Nashik onions");
  expect(again.draft().revision).toBe(1);
  expect(again.history().map((v) => v.version)).toEqual([2, 1]);
  reopened.close();
});

test("a save over a revision someone else has saved since is refused with who and when", async () => {
  const clock = manualClock();
  const store = createSiteContentStore(await database(), clock.now);
  const content = defaultSiteContent();
  clock.advance(60_000);
  expect(store.saveDraft(0, content, "priya@example.com")).toEqual({
    revision: 1,
    saved: { by: "priya@example.com", at: "2026-11-23T09:01:00.000Z" },
  });
  clock.advance(60_000);
  expect(store.saveDraft(0, renamed(content, "Other onions"), "ravi@example.com")).toEqual({
    stale: { by: "priya@example.com", at: "2026-11-23T09:01:00.000Z", revision: 1 },
  });
  expect(store.draft().content).toEqual(content);
  expect(store.startVersion(content, "ravi@example.com", { revision: 0 })).toHaveProperty("stale");
  expect(store.latest().version).toBe(1);
});

test("a publish is current only once ended as published; a failed one keeps the version before, and the draft", async () => {
  const clock = manualClock();
  const store = createSiteContentStore(await database(), clock.now);
  const v2 = renamed(defaultSiteContent(), "Nashik onions");
  store.saveDraft(0, v2, "priya@example.com");
  const started = store.startVersion(v2, "priya@example.com", { revision: 1 });
  if ("stale" in started) throw new Error("not stale");
  expect(started.version).toBe(2);
  // The renamed product keeps its old address.
  expect(started.content.products[0]?.formerSlugs).toEqual(["red-onions"]);
  expect(store.latest()).toMatchObject({
    version: 2,
    state: "publishing",
    changes: ["Products › Nashik onions › Name"],
  });
  expect(store.current().version).toBe(1);
  store.endVersion(2, { state: "failed", error: "The disk is full." }, { done: 4, total: 90 });
  expect(store.current().version).toBe(1);
  expect(store.latest()).toMatchObject({ version: 2, state: "failed", error: "The disk is full.", done: 4 });
  expect(store.draft().content).toEqual(v2);
  expect(store.history().map((v) => v.version)).toEqual([1]);

  const again = store.startVersion(v2, "priya@example.com", { revision: 1 });
  if ("stale" in again) throw new Error("not stale");
  clock.advance(5000);
  store.endVersion(again.version, { state: "published" }, { done: 90, total: 90 });
  expect(store.current()).toMatchObject({ version: 3, state: "published", at: "2026-11-23T09:00:05.000Z" });
  expect(store.publishedContent().products[0]?.formerSlugs).toEqual(["red-onions"]);
  expect(store.version(2)).toBeUndefined();
  expect(store.version(3)?.content.products[0]?.name.en).toBe("Nashik onions");
});

test("a restore records the earlier content as a new version and makes it the draft", async () => {
  const store = createSiteContentStore(await database(), manualClock().now);
  const v2 = renamed(defaultSiteContent(), "Nashik onions");
  store.saveDraft(0, v2, "priya@example.com");
  const published = store.startVersion(v2, "priya@example.com", { revision: 1 });
  if ("stale" in published) throw new Error("not stale");
  store.endVersion(published.version, { state: "published" }, { done: 1, total: 1 });

  const earlier = store.version(1);
  if (!earlier) throw new Error("version 1 is kept");
  const restored = store.startVersion(earlier.content, "ravi@example.com", {
    revision: 1,
    restoredFrom: 1,
  });
  if ("stale" in restored) throw new Error("the draft is still at revision 1");
  store.endVersion(restored.version, { state: "published" }, { done: 1, total: 1 });
  expect(store.current()).toMatchObject({
    version: 3,
    restoredFrom: 1,
    by: "ravi@example.com",
    changes: ["Products › red onions › Name"],
  });
  // The name it had as version 2 stays an address of the product (301 to the restored one).
  expect(store.publishedContent().products[0]?.formerSlugs).toEqual(["nashik-onions"]);
  expect(store.draft()).toMatchObject({ revision: 2, saved: { by: "ravi@example.com" } });
  expect(store.draft().content.products[0]?.name.en).toBe("red onions");
});

test("a publish the server did not live to finish is failed when it starts again", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const store = createSiteContentStore(db, manualClock().now);
  store.startVersion(defaultSiteContent(), "priya@example.com", { revision: 0 });
  db.close();
  const reopened = openDatabase(dataDir);
  const latest = createSiteContentStore(reopened, manualClock().now).latest();
  expect(latest).toMatchObject({ version: 2, state: "failed" });
  expect(latest.error).toMatch(/stopped/);
  reopened.close();
});

test("a product's name for the desk: the published one, or the last it had before it was removed", async () => {
  const store = createSiteContentStore(await database(), manualClock().now);
  expect(store.productTitle("red-onions")).toBe("Red Onions");
  const withoutChickpeas = {
    ...defaultSiteContent(),
    products: defaultSiteContent().products.filter((p) => p.id !== "chickpeas"),
  };
  const started = store.startVersion(withoutChickpeas, "priya@example.com", { revision: 0 });
  if ("stale" in started) throw new Error("not stale");
  store.endVersion(started.version, { state: "published" }, { done: 1, total: 1 });
  expect(store.productTitle("chickpeas")).toBe("Chickpeas");
  expect(store.productTitle("never-sold")).toBeUndefined();
});

test("a database of the schema before site content upgrades and seeds itself, its enquiries unchanged", async () => {
  const dataDir = await tempDir();
  const ids = databaseAtVersion(dataDir, schemaVersion - 1, 3);
  const db = openDatabase(dataDir);
  const store = createSiteContentStore(db, manualClock().now);
  expect(store.publishedContent()).toEqual(defaultSiteContent());
  expect(
    db
      .prepare("SELECT id FROM enquiries ORDER BY seq")
      .all()
      .map((row) => row.id),
  ).toEqual(ids);
  db.close();
});
