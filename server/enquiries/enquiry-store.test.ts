import { expect, test } from "vitest";
import { storedRows, tempDir, validEnquiry } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { timeOrderedId } from "../shared/time-ordered-id.ts";
import { createEnquiryStore } from "./enquiry-store.ts";

const origin = { clientIp: "203.0.113.7", userAgent: "Firefox" };

test("enquiries sent in the same turn are committed together, each one stored and answered", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const store = createEnquiryStore(db);
  const stored = await Promise.all(
    Array.from({ length: 25 }, (_, i) => store.addSoon({ ...validEnquiry, name: `Buyer ${i}` }, origin)),
  );
  db.close();
  expect(new Set(stored.map((s) => s.id)).size).toBe(25);
  const rows = storedRows(dataDir);
  expect(rows.map((row) => row.id).sort()).toEqual(stored.map((s) => s.id).sort());
  expect(rows.map((row) => row.name)).toContain("Buyer 24");
});

test("when the database fails, every waiting enquiry is refused and none is half-stored", async () => {
  const dataDir = await tempDir();
  const db = openDatabase(dataDir);
  const store = createEnquiryStore(db);
  db.exec("DROP TABLE enquiries");
  const results = await Promise.allSettled([
    store.addSoon(validEnquiry, origin),
    store.addSoon(validEnquiry, origin),
  ]);
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  expect(db.isTransaction).toBe(false);
  db.close();
});

test("marking a mail sent leaves the connection syncing every enquiry commit (synchronous = FULL)", async () => {
  const db = openDatabase(await tempDir());
  const store = createEnquiryStore(db);
  const stored = store.add(validEnquiry, origin);
  store.markSent(stored.id);
  store.markFailed(stored.id, "ignored: already sent", Date.now());
  expect(db.prepare("PRAGMA synchronous").get()).toEqual({ synchronous: 2 });
  expect(store.get(stored.id)?.deliveryState).toBe("sent");
  db.close();
});

test("enquiry ids are UUIDv7: the receipt time first, so a later enquiry's id sorts after an earlier one's", () => {
  const at = new Date("2026-11-23T10:00:00.000Z");
  const id = timeOrderedId(at);
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(Number.parseInt(id.replace("-", "").slice(0, 12), 16)).toBe(at.getTime());
  const ids = [0, 1, 2, 1000].map((ms) => timeOrderedId(new Date(at.getTime() + ms)));
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(Array.from({ length: 1000 }, () => timeOrderedId(at))).size).toBe(1000);
});

test("the store gives each enquiry an id of its receipt time", async () => {
  const at = new Date("2026-11-23T10:00:00.000Z");
  const db = openDatabase(await tempDir());
  const stored = createEnquiryStore(db, () => at).add(validEnquiry, origin);
  db.close();
  expect(stored.id.slice(0, 13)).toBe(timeOrderedId(at).slice(0, 13));
  expect(stored.receivedAt).toBe(at.toISOString());
});
