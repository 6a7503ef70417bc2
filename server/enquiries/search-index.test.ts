import type { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import { eventually, tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { createConversation } from "../mail/conversation.ts";
import { createSiteContentStore } from "../site-content/store.ts";
import { createDeskStore } from "./desk-store.ts";
import { createEnquiryStore } from "./enquiry-store.ts";
import { createSearchIndex } from "./search-index.ts";

const origin = { clientIp: "203.0.113.9", userAgent: "test" };

async function setUp(delayMs = 50) {
  const db = openDatabase(await tempDir());
  const search = createSearchIndex(db, { idleMs: delayMs });
  return {
    db,
    search,
    store: createEnquiryStore(db),
    desk: createDeskStore(db, search, {
      products: createSiteContentStore(db),
      conversation: createConversation(db),
    }),
  };
}

const unindexed = (db: DatabaseSync) =>
  (db.prepare("SELECT count(*) AS n FROM enquiries WHERE searchable = 0").get() as { n: number }).n;
/** FTS5's own check that the index holds exactly what the enquiries table says, no more, no less. */
const checkIndex = (db: DatabaseSync) =>
  db.exec("INSERT INTO enquiries_search (enquiries_search, rank) VALUES ('integrity-check', 1)");

test("a stored enquiry is not indexed inside its own commit, yet the next search finds it", async () => {
  const { db, store, desk } = await setUp(60_000);
  store.add({ ...validEnquiry, company: "Zanzibar Spice House" }, origin);
  expect(unindexed(db)).toBe(1);
  const found = desk.page({ q: "Spice Hou" });
  expect(found.items.map((item) => item.company)).toEqual(["Zanzibar Spice House"]);
  expect(unindexed(db)).toBe(0);
  expect(desk.all({ q: "zanzibar" })).toHaveLength(1);
  checkIndex(db);
});

test("told of new enquiries, the index takes them in one go shortly after, without any search", async () => {
  const { db, store, search } = await setUp(20);
  for (const n of [1, 2, 3]) {
    store.add({ ...validEnquiry, name: `Buyer ${n}` }, origin);
    search.notify();
  }
  expect(unindexed(db)).toBe(3);
  await eventually(() => unindexed(db) === 0);
  checkIndex(db);
});

test("deleting an enquiry, indexed or not yet, leaves an index that matches the table", async () => {
  const { db, store, desk, search } = await setUp(60_000);
  const indexed = store.add({ ...validEnquiry, name: "Indexed Irene" }, origin);
  search.catchUp();
  const fresh = store.add({ ...validEnquiry, name: "Fresh Farida" }, origin);
  expect(desk.remove(fresh.id)).toBe(true);
  expect(desk.remove(indexed.id)).toBe(true);
  checkIndex(db);
  expect(desk.page({ q: "Irene" }).items).toEqual([]);
  // A new row may take a deleted row's rowid: it is indexed as itself.
  store.add({ ...validEnquiry, name: "Later Latifa" }, origin);
  expect(desk.page({ q: "Latifa" }).items.map((item) => item.name)).toEqual(["Later Latifa"]);
  expect(desk.page({ q: "Farida" }).items).toEqual([]);
  checkIndex(db);
});

test("a background step that fails is reported and tried again later, never thrown from its timer", async () => {
  const db = openDatabase(await tempDir());
  const errors: unknown[] = [];
  const search = createSearchIndex(db, { idleMs: 10, onError: (error) => errors.push(error) });
  createEnquiryStore(db).add(validEnquiry, origin);
  db.close();
  search.notify();
  await eventually(() => errors.length >= 2);
  search.stop();
  expect(String(errors[0])).toMatch(/not open/);
});
