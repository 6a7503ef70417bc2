// Who did what, through the app's own routes over a real SQLite file: each action the rooms record comes back as
// a row of the 'Activity' page and its CSV, with who, when and from where; and the year's sweep, on a clock the
// test moves.
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, expect, test, vi } from "vitest";
import type { ActivityPage } from "#domain/desk/types.ts";
import { siteDesk } from "#tests/support/site-desk.ts";
import {
  addOwner,
  buildTestApp,
  manualClock,
  sendEnquiry,
  signIn,
  siteHeaders,
} from "#tests/support/test-helper.ts";
import { databaseFileName, openDatabase } from "../database/database.ts";
import { loggerOptions } from "../platform/logger.ts";
import { createOwnerStore } from "../sign-in/owners.ts";
import { createActivityLog, scheduleActivitySweep } from "./activity-log.ts";
import { createActivityStore } from "./activity-store.ts";

const me = "owner@example.com";
const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const safariOnIphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const dayMs = 86_400_000;

async function signedInDesk() {
  const clock = manualClock(Date.parse("2026-12-01T10:00:00Z"));
  const app = await buildTestApp({ now: clock.now });
  const owner = await addOwner(app.dataDir, me);
  const { cookie } = await signIn(app, me, undefined, { "user-agent": chromeOnWindows });
  const headers = { ...siteHeaders, cookie, "user-agent": chromeOnWindows };
  const call = (method: "GET" | "DELETE", url: string) => app.inject({ method, url, headers });
  const rows = async (page = 1) => {
    const answer = await call("GET", `/api/desk/activity?page=${page}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as ActivityPage;
  };
  return { app, clock, owner, cookie, call, rows };
}

/** Earlier failed sign-ins, a minute apart from `since`, written as the log writes them. */
function addFailedSignIns(db: DatabaseSync, emails: readonly string[], since: number) {
  const store = createActivityStore(db);
  emails.forEach((email, i) => {
    store.add({
      id: `row-${String(i).padStart(2, "0")}`,
      at: since + i * 60_000,
      accountId: null,
      email,
      action: "sign-in-failed",
      subject: "Password",
      ip: "203.0.113.9",
      userAgent: safariOnIphone,
    });
  });
}

afterEach(() => void vi.useRealTimers());
// Tests that sign in several times or start the app twice allow 90 s: scrypt is slow on a busy host.

test("without a session both routes answer 401; from another site's page 403, even signed in; both are documented", async () => {
  const { app, cookie } = await signedInDesk();
  for (const url of ["/api/desk/activity", "/api/desk/activity.csv"]) {
    const anonymous = await app.inject({ url, headers: siteHeaders });
    expect(anonymous.statusCode, url).toBe(401);
    const foreign = await app.inject({
      url,
      headers: { host: siteHeaders.host, origin: "https://evil.example", cookie },
    });
    expect(foreign.statusCode, url).toBe(403);
    expect(foreign.json(), url).toEqual({ message: "This request must come from the desk itself." });
    // The desk's own page: a same-origin fetch sends its Origin (or none, as a download link does).
    expect((await app.inject({ url, headers: { ...siteHeaders, cookie } })).statusCode, url).toBe(200);
    expect((await app.inject({ url, headers: { host: siteHeaders.host, cookie } })).statusCode, url).toBe(
      200,
    );
  }
  const document = (await app.inject({ url: "/api/openapi.json" })).json();
  expect(document.paths["/api/desk/activity"].get.security).toEqual([{ deskSession: [] }]);
  expect(Object.keys(document.paths["/api/desk/activity.csv"].get.responses[200].content)).toEqual([
    "text/csv",
  ]);
});

test("a sign-in is recorded with the person, the time and where from; a failed one with the address tried", async () => {
  const { app, clock, owner, rows } = await signedInDesk();
  clock.advance(60_000);
  const wrong = await signIn(app, "intruder@example.com", "guess", { "user-agent": safariOnIphone });
  expect(wrong.response.statusCode).toBe(401);
  clock.advance(60_000);
  const passkey = await app.inject({
    method: "POST",
    url: "/api/auth/passkey/verify",
    headers: siteHeaders,
    payload: {
      response: {
        id: "no-such-passkey",
        rawId: "no-such-passkey",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      },
    },
  });
  expect(passkey.statusCode).toBe(401);
  // A password typed into the e-mail field is not kept.
  clock.advance(60_000);
  await signIn(app, "my secret phrase\r\n", "guess");

  const { items, total } = await rows();
  expect(total).toBe(4);
  expect(items[0]).toMatchObject({
    accountId: null,
    email: "",
    action: "sign-in-failed",
    subject: "Password",
  });
  expect(items.slice(1)).toEqual([
    {
      id: expect.any(String),
      at: "2026-12-01T10:02:00.000Z",
      accountId: null,
      email: "",
      action: "sign-in-failed",
      subject: "Passkey",
      browser: "Unknown browser",
      ip: "127.0.0.1",
    },
    {
      id: expect.any(String),
      at: "2026-12-01T10:01:00.000Z",
      accountId: null,
      email: "intruder@example.com",
      action: "sign-in-failed",
      subject: "Password",
      browser: "Safari on iOS",
      ip: "127.0.0.1",
    },
    {
      id: expect.any(String),
      at: "2026-12-01T10:00:00.000Z",
      accountId: owner.id,
      email: me,
      action: "sign-in",
      subject: "Password",
      browser: "Chrome on Windows",
      ip: "127.0.0.1",
    },
  ]);
}, 90_000);

test("an export and an erasure are recorded with the signed-in person and what they were on", async () => {
  const { app, clock, owner, call, rows } = await signedInDesk();
  const id = await sendEnquiry(app, { name: "Erased Buyer" });
  const reference = (await call("GET", `/api/desk/enquiries/${id}`)).json().enquiry.reference as string;
  clock.advance(1000);
  expect((await call("GET", "/api/desk/export.csv?status=new&q=Erased")).statusCode).toBe(200);
  clock.advance(1000);
  expect((await call("DELETE", `/api/desk/enquiries/${id}`)).statusCode).toBe(204);
  // A second delete erases nothing, and records nothing.
  expect((await call("DELETE", `/api/desk/enquiries/${id}`)).statusCode).toBe(404);

  const { items } = await rows();
  expect(items.map((row) => [row.action, row.subject, row.accountId, row.email, row.at])).toEqual([
    ["enquiry-erased", reference, owner.id, me, "2026-12-01T10:00:02.000Z"],
    ["enquiries-exported", "1 enquiry (search, status=new)", owner.id, me, "2026-12-01T10:00:01.000Z"],
    ["sign-in", "Password", owner.id, me, "2026-12-01T10:00:00.000Z"],
  ]);
  expect(items[0]).toMatchObject({ browser: "Chrome on Windows", ip: "127.0.0.1" });
  // Nothing of the buyer's stays in the log.
  expect(JSON.stringify(items)).not.toContain("Erased");
});

test("a publish and a restore of the site are recorded with their versions", async () => {
  const { app, priya, publishes, clock } = await siteDesk();
  const draft = (await priya("GET", "/api/desk/site/draft")).json();
  expect((await priya("POST", "/api/desk/site/publish", { revision: draft.revision })).statusCode).toBe(202);
  publishes[0]?.end();
  const { cookie } = await signIn(app, "priya@example.com");
  await vi.waitFor(async () => {
    const status = await app.inject({
      url: "/api/desk/site/publishing",
      headers: { ...siteHeaders, cookie },
    });
    expect(status.json().state).toBe("published");
  });
  clock.advance(60_000);
  expect((await priya("POST", "/api/desk/site/history/1/restore", { revision: 0 })).statusCode).toBe(202);
  publishes[1]?.end();
  const page = await app.inject({ url: "/api/desk/activity", headers: { ...siteHeaders, cookie } });
  const items = (page.json() as ActivityPage).items;
  const site = items.filter((row) => row.action !== "sign-in");
  expect(site.map((row) => [row.action, row.subject, row.email, row.at])).toEqual([
    ["version-restored", "Version 1 as 3", "priya@example.com", "2026-11-26T08:31:00.000Z"],
    ["site-published", "Version 2", "priya@example.com", "2026-11-26T08:30:00.000Z"],
  ]);
}, 90_000);

test("rows stay after the person is removed; the list pages newest first", async () => {
  const { app, owner, rows } = await signedInDesk();
  const db = openDatabase(app.dataDir);
  try {
    const strangers = Array.from({ length: 54 }, (_, i) => `stranger${i}@example.com`);
    addFailedSignIns(db, strangers, Date.parse("2026-11-30T10:00:00Z"));
    const first = await rows();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50, keptDays: 365 });
    expect(first.items.slice(0, 2).map((row) => row.email)).toEqual([me, "stranger53@example.com"]);
    expect((await rows(2)).items.map((row) => row.email)).toEqual([
      "stranger4@example.com",
      "stranger3@example.com",
      "stranger2@example.com",
      "stranger1@example.com",
      "stranger0@example.com",
    ]);
    createOwnerStore(db).remove(owner.id);
  } finally {
    db.close();
  }
  const partner = "partner@example.com";
  await addOwner(app.dataDir, partner);
  const { cookie } = await signIn(app, partner);
  const call = (url: string) => app.inject({ url, headers: { ...siteHeaders, cookie } });
  const after = (await call("/api/desk/activity")).json() as ActivityPage;
  expect(after.items.map((row) => [row.action, row.accountId, row.email])).toContainEqual([
    "sign-in",
    owner.id,
    me,
  ]);
  expect((await call("/api/desk/activity?page=0")).statusCode).toBe(400);
}, 90_000);

test("the CSV has every row, newest first, with formulas neutralised", async () => {
  const { app, call } = await signedInDesk();
  const db = openDatabase(app.dataDir);
  try {
    const formulas = ['=HYPERLINK("http://evil.example","x")', "+cmd", "-2+3", "@SUM(A1)"];
    addFailedSignIns(db, formulas, Date.parse("2026-11-30T10:00:00Z"));
  } finally {
    db.close();
  }
  const csv = await call("GET", "/api/desk/activity.csv");
  expect(csv.statusCode).toBe(200);
  expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers["content-disposition"]).toBe('attachment; filename="activity-2026-12-01.csv"');
  expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = csv.body.split("\r\n");
  expect(lines[0]).toBe("\uFEFFat,email,account_id,action,details,browser,ip");
  expect(lines[1]).toMatch(
    /^2026-12-01T10:00:00.000Z,owner@example.com,[0-9a-f-]{36},Signed in,Password,Chrome on Windows,127.0.0.1$/,
  );
  expect(lines.slice(2)).toEqual([
    "2026-11-30T10:03:00.000Z,'@SUM(A1),,Failed sign-in,Password,Safari on iOS,203.0.113.9",
    "2026-11-30T10:02:00.000Z,'-2+3,,Failed sign-in,Password,Safari on iOS,203.0.113.9",
    "2026-11-30T10:01:00.000Z,'+cmd,,Failed sign-in,Password,Safari on iOS,203.0.113.9",
    `2026-11-30T10:00:00.000Z,"'=HYPERLINK(""http://evil.example"",""x"")",,Failed sign-in,Password,Safari on iOS,203.0.113.9`,
    "",
  ]);
  // The export itself is recorded, after its rows.
  expect((await call("GET", "/api/desk/activity")).json().items[0]).toMatchObject({
    action: "activity-exported",
  });
});

test("a log that cannot be written never stops the action: the sign-in succeeds and the failure is logged", async () => {
  const lines: string[] = [];
  const app = await buildTestApp({
    logger: loggerOptions("error", { write: (line) => void lines.push(line) }),
  });
  await addOwner(app.dataDir, me);
  await app.ready();
  const db = new DatabaseSync(path.join(app.dataDir, databaseFileName));
  db.exec("DROP TABLE activity");
  db.close();
  const { response, cookie } = await signIn(app, me);
  expect(response.statusCode).toBe(200);
  expect((await app.inject({ url: "/api/desk/me", headers: { cookie } })).statusCode).toBe(200);
  expect(lines.map((line) => JSON.parse(line).msg)).toContain("activity not recorded");
});

test("rows older than a year are deleted by the sweep: at start, then each day", async () => {
  const clock = manualClock(Date.parse("2025-12-01T10:00:00Z"));
  const first = await buildTestApp({ now: clock.now });
  await addOwner(first.dataDir, me);
  await signIn(first, me);
  clock.advance(200 * dayMs);
  await signIn(first, me, "guess");
  await first.close();

  // A year and a day after the first sign-in, the server starts again: the sweep at start forgets it.
  clock.advance(166 * dayMs);
  const again = await buildTestApp({ now: clock.now, env: { DATA_DIR: first.dataDir } });
  await again.ready();
  const db = openDatabase(first.dataDir);
  try {
    const kept = db.prepare("SELECT action, at FROM activity").all();
    expect(kept).toEqual([{ action: "sign-in-failed", at: Date.parse("2026-06-19T10:00:00Z") }]);

    // Then once a day: the second row, 166 days old now, is a year old 199 days later.
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const log = createActivityLog(db, clock.now);
    const sweep = scheduleActivitySweep(log, again.log);
    sweep.start();
    clock.advance(198 * dayMs);
    vi.advanceTimersByTime(dayMs);
    expect(db.prepare("SELECT count(*) AS n FROM activity").get()).toEqual({ n: 1 });
    clock.advance(2 * dayMs);
    vi.advanceTimersByTime(dayMs);
    expect(db.prepare("SELECT count(*) AS n FROM activity").get()).toEqual({ n: 0 });
    sweep.stop();
  } finally {
    db.close();
  }
}, 90_000);
