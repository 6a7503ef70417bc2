// The weekly summary through the app: the owner's switch, and the mail a Monday morning's start composes and the
// outbox delivers (as an .eml file, without SMTP), once, however often the server starts.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "vitest";
import {
  addOwner,
  buildTestApp,
  eventually,
  manualClock,
  readMail,
  sendEnquiry,
  signIn,
  siteHeaders,
  tempDir,
} from "#tests/support/test-helper.ts";
import { databaseFileName } from "../database/database.ts";

test("an owner who turned it on gets one summary on Monday morning, with the enquiry still unanswered", async () => {
  // OWNER_TIME_ZONE is Asia/Kolkata by default.
  const env = { DATA_DIR: await tempDir() };
  // Sunday 29 November 2026, 18:00 in Kolkata.
  const clock = manualClock(Date.parse("2026-11-29T12:30:00Z"));
  const sunday = await buildTestApp({ env, now: clock.now });
  await addOwner(env.DATA_DIR, "asha@example.com");
  await addOwner(env.DATA_DIR, "ravi@example.com");
  const { cookie } = await signIn(sunday, "asha@example.com");
  const call = (method: "GET" | "PUT", body?: object) =>
    sunday.inject({
      method,
      url: "/api/desk/weekly-summary",
      headers: { ...siteHeaders, cookie },
      payload: body,
    });
  expect((await call("GET")).json()).toEqual({ on: false });
  expect((await call("PUT", { on: true })).json()).toEqual({ on: true });
  expect((await call("PUT", { on: "yes" })).statusCode).toBe(400);
  expect((await call("GET")).json()).toEqual({ on: true });
  await sendEnquiry(sunday, { name: "Omar Haddad", company: "Gulf Fresh Trading" });
  const outbox = path.join(env.DATA_DIR, "outbox");
  const files = () => readdir(outbox).catch(() => [] as string[]);
  await eventually(async () => (await files()).length === 1); // the owner's notification
  await sunday.close();

  // The server was down at 08:00 on Monday and comes back at 11:00: the summary goes out then, once.
  clock.advance(17 * 3_600_000);
  for (let start = 0; start < 2; start++) {
    const monday = await buildTestApp({ env, now: clock.now });
    await monday.ready();
    await eventually(async () => (await files()).some((file) => file.startsWith("weekly-")));
    await monday.close();
  }
  const db = new DatabaseSync(path.join(env.DATA_DIR, databaseFileName), { readOnly: true });
  expect(db.prepare("SELECT week, recipient, state, attempts FROM weekly_summaries").all()).toEqual([
    { week: "2026-11-30", recipient: "asha@example.com", state: "sent", attempts: 1 },
  ]);
  db.close();
  const summaries = (await files()).filter((file) => file.startsWith("weekly-"));
  expect(summaries).toHaveLength(1);
  const { headers, text, html } = readMail(await readFile(path.join(outbox, summaries[0] ?? ""), "utf8"));
  expect(headers).toMatch(/^To: asha@example\.com$/m);
  expect(headers).toMatch(/^Subject: Your week on the website: /m);
  expect(text).toContain("Last week on the website (2026-11-23 to 2026-11-29):");
  expect(text).toContain("1 enquiry is still waiting for an answer.");
  expect(text).toContain("- Omar Haddad, Gulf Fresh Trading: https://");
  expect(text).toMatch(/Visitors in the desk: https:\/\/[^\s]+\/desk\/visitors/);
  expect(html).toContain("Omar Haddad, Gulf Fresh Trading</a>");
});
