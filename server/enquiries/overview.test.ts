import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import type { EnquiryRecord, InboxPage, Overview } from "#domain/desk/types.ts";
import { versionOneDatabase } from "#tests/support/first-release-database.ts";
import {
  addOwner,
  buildTestApp,
  sendEnquiry,
  signIn,
  siteHeaders,
  tempDir,
  type validEnquiry,
} from "#tests/support/test-helper.ts";
import { databaseFileName, migrations, openDatabase } from "../database/database.ts";
import { createConversation } from "../mail/conversation.ts";
import { median } from "../shared/median.ts";
import { createSiteContentStore } from "../site-content/store.ts";
import { createDeskStore } from "./desk-store.ts";
import { createSearchIndex } from "./search-index.ts";

const me = "owner@example.com";
const minute = 60_000;
const hour = 60 * minute;

/**
 * The app on a clock the test sets, with one owner. Enquiries arrive through the public form; the owner's
 * status changes go through a desk store of the test's own on the same database file and clock (the app's
 * sessions would expire over the weeks the test travels through).
 */
async function deskAt(start: string, env: Record<string, string> = {}) {
  let at = Date.parse(start);
  const now = () => new Date(at);
  const app = await buildTestApp({ now, env });
  await addOwner(app.dataDir, me);
  const db = openDatabase(app.dataDir);
  const desk = createDeskStore(db, createSearchIndex(db), {
    now,
    products: createSiteContentStore(db),
    conversation: createConversation(db),
  });
  let cookie = "";
  return {
    app,
    desk,
    close: () => db.close(),
    set: (iso: string) => {
      at = Date.parse(iso);
    },
    send: (enquiry: Partial<typeof validEnquiry> = {}) => sendEnquiry(app, enquiry),
    /** A GET of the desk API, signing in again when the clock's jump ended the session. */
    get: async <T>(url: string): Promise<T> => {
      let response = await app.inject({ url, headers: { ...siteHeaders, cookie } });
      if (response.statusCode === 401) {
        cookie = (await signIn(app, me)).cookie;
        response = await app.inject({ url, headers: { ...siteHeaders, cookie } });
      }
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    },
  };
}

test("median: the middle value, or the mean of the two middle ones", () => {
  expect(median([])).toBeNull();
  expect(median([5])).toBe(5);
  expect(median([1, 2, 10])).toBe(2);
  expect(median([1, 2, 10, 30])).toBe(6);
});

test("the first answer is the first status change; overdue starts just past REPLY_TARGET and can be filtered", async () => {
  const t = await deskAt("2026-11-23T09:00:00.000Z", { REPLY_TARGET: "90m" });
  const id = await t.send({ name: "Waiting Buyer" });
  const spam = await t.send({ name: "Spammer" });
  t.desk.change(spam, { spam: true }, me);
  const row = async () => (await t.get<InboxPage>("/api/desk/enquiries")).items.find((e) => e.id === id);
  const names = async (answer: string) =>
    (await t.get<InboxPage>(`/api/desk/enquiries?answer=${answer}`)).items.map((e) => e.name);

  // Exactly REPLY_TARGET after it arrived: not overdue yet; one millisecond later it is.
  t.set("2026-11-23T10:30:00.000Z");
  expect(await row()).toMatchObject({ answeredAt: null, overdue: false });
  expect(await names("overdue")).toEqual([]);
  expect(await names("waiting")).toEqual(["Waiting Buyer"]);
  t.set("2026-11-23T10:30:00.001Z");
  expect(await row()).toMatchObject({ answeredAt: null, overdue: true });
  expect(await names("overdue")).toEqual(["Waiting Buyer"]);
  // Spam is never waiting nor overdue, in the inbox or in the spam view.
  expect((await t.get<InboxPage>(`/api/desk/enquiries?view=spam`)).items[0]).toMatchObject({
    overdue: false,
  });
  expect((await t.get<InboxPage>(`/api/desk/enquiries?view=spam&answer=overdue`)).items).toEqual([]);

  // Reading it is no answer; moving it past 'new' is, and later moves keep the first time.
  t.desk.change(id, { read: true }, me);
  expect(await row()).toMatchObject({ answeredAt: null, overdue: true });
  t.set("2026-11-23T11:10:00.000Z");
  t.desk.change(id, { status: "replied" }, me);
  t.set("2026-11-23T12:00:00.000Z");
  t.desk.change(id, { status: "new" }, me);
  t.desk.change(id, { status: "quoted" }, me);
  const record = await t.get<EnquiryRecord>(`/api/desk/enquiries/${id}`);
  expect(record.enquiry).toMatchObject({ answeredAt: "2026-11-23T11:10:00.000Z", overdue: false });
  expect(await names("overdue")).toEqual([]);
  expect(await names("waiting")).toEqual([]);
  expect(await names("answered")).toEqual(["Waiting Buyer"]);
  expect((await t.get<Overview>("/api/desk/overview")).overdue).toBe(0);
  t.close();
});

test("the Overview: this week and month, median and shares of first answers, by status, product and country; spam left out", async () => {
  const t = await deskAt("2026-10-31T23:59:59.999Z");
  const onions = "Enquiry about Red Onions:\nPlease quote.";
  const uae = "971501234567";
  // [received, first answer (minutes later, or none), status then, enquiry]: Wednesday 25 November 2026.
  const plan: [string, number | null, "replied" | "quoted" | "won" | null, Partial<typeof validEnquiry>][] = [
    ["2026-10-31T23:59:59.999Z", 10, "replied", {}], // last month: in neither period
    ["2026-11-01T00:00:00.000Z", 30, "replied", { message: onions }], // the month's first instant
    ["2026-11-10T10:00:00.000Z", 60, "quoted", { message: onions }], // exactly 1 h: within the hour
    ["2026-11-22T23:59:59.999Z", 130, "won", { phone: uae }], // Sunday: the month but not the week
    ["2026-11-23T00:00:00.000Z", 25 * 60, "replied", {}], // Monday 00:00: this week
    ["2026-11-24T10:00:00.000Z", null, null, { phone: uae }], // waiting 26 h: past both limits
    ["2026-11-25T11:30:00.000Z", null, null, {}], // waiting 30 min: not yet known for either
    ["2026-11-24T09:00:00.000Z", 5, "replied", { message: onions }], // later marked spam
  ];
  const ids: string[] = [];
  for (const [received, , , enquiry] of plan) {
    t.set(received);
    ids.push(await t.send(enquiry));
  }
  plan.forEach(([received, after, status], i) => {
    if (after === null || status === null) return;
    t.set(new Date(Date.parse(received) + after * minute).toISOString());
    t.desk.change(ids[i] as string, { status }, me);
  });
  t.desk.change(ids[7] as string, { spam: true }, me);
  t.set("2026-11-25T12:00:00.000Z");

  const overview = await t.get<Overview>("/api/desk/overview");
  expect(overview.replyTargetMs).toBe(24 * hour);
  expect(overview.overdue).toBe(1);
  expect(overview.month).toEqual({
    from: "2026-11-01T00:00:00.000Z",
    enquiries: 6,
    answered: 4,
    // 30, 60, 130 and 1,500 minutes: the mean of 60 and 130.
    medianMs: 95 * minute,
    within1h: { answered: 2, of: 5 },
    within24h: { answered: 3, of: 5 },
  });
  expect(overview.week).toEqual({
    from: "2026-11-23T00:00:00.000Z",
    enquiries: 3,
    answered: 1,
    medianMs: 25 * hour,
    within1h: { answered: 0, of: 2 },
    within24h: { answered: 0, of: 2 },
  });
  expect(overview.byStatus).toEqual([
    { key: "new", count: 2 },
    { key: "replied", count: 2 },
    { key: "quoted", count: 1 },
    { key: "won", count: 1 },
    { key: "lost", count: 0 },
  ]);
  expect(overview.byProduct).toEqual([
    { key: null, count: 4 },
    { key: { slug: "red-onions", title: "Red Onions" }, count: 2 },
  ]);
  expect(overview.byCountry).toEqual([
    { key: { iso2: "in", name: "India" }, count: 4 },
    { key: { iso2: "ae", name: "United Arab Emirates" }, count: 2 },
  ]);

  // The page sends the owner's own Monday: in India (UTC+05:30) it began on Sunday at 18:30 UTC.
  const monday = encodeURIComponent("2026-11-23T00:00:00+05:30");
  const local = await t.get<Overview>(`/api/desk/overview?weekStart=${monday}`);
  // Two answered: the median is the mean of 130 and 1,500 minutes.
  expect(local.week).toMatchObject({
    from: "2026-11-22T18:30:00.000Z",
    enquiries: 4,
    answered: 2,
    medianMs: 815 * minute,
  });
  const { cookie } = await signIn(t.app, me);
  const bad = await t.app.inject({ url: "/api/desk/overview?monthStart=soon", headers: { cookie } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toMatch(/monthStart/);
  t.close();
});

test("a database of before keeps its first answers: they are read from its history", async () => {
  const dataDir = await tempDir();
  const [id] = versionOneDatabase(dataDir, 1);
  // Bring it to the version before first answers were stored, as the code of then did, with one status change.
  const firstAnswers = migrations.findIndex((step) => step.includes("ADD COLUMN first_answered_at"));
  const old = new DatabaseSync(path.join(dataDir, databaseFileName));
  old.function("country_of_phone", (_phone) => null);
  old.function("product_of_message", (_message) => null);
  old.exec(`${migrations.slice(1, firstAnswers).join(";\n")}; PRAGMA user_version = ${firstAnswers};`);
  old
    .prepare(
      "INSERT INTO history (id, enquiry_id, at, actor, action, detail) VALUES ('h1', ?, ?, ?, 'status', 'quoted')",
    )
    .run(id ?? "", "2026-11-23T09:45:00.000Z", me);
  old.close();
  const db = openDatabase(dataDir);
  expect(db.prepare("SELECT first_answered_at AS at FROM enquiries").get()).toEqual({
    at: "2026-11-23T09:45:00.000Z",
  });
  db.close();
});
