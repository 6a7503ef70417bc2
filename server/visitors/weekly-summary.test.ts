import Fastify from "fastify";
import { expect, test } from "vitest";
import type { VisitorsQuery, VisitorsReport } from "#domain/desk/types.ts";
import { addOwner, manualClock, tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import type { OutgoingMail, SendResult } from "../mail/mailer.ts";
import { createOutbox } from "../mail/outbox.ts";
import { createWeeklySummary, dueWeek, sleepBeforeNext } from "./weekly-summary.ts";
import { composeWeeklySummary } from "./weekly-summary-mail.ts";

const zone = "Asia/Kolkata"; // UTC+05:30, no summer time
const minute = 60_000;
const hour = 60 * minute;
/** A logger that writes nothing. */
const log = Fastify().log;

test.each([
  ["2026-11-30T02:29:00Z", undefined, minute], // Monday 07:59 there
  ["2026-11-30T02:30:00Z", "2026-11-30", 6 * hour], // Monday 08:00: due; next Monday is far off
  ["2026-11-30T18:29:00Z", "2026-11-30", 6 * hour], // Monday 23:59: still due (a server that came back late)
  ["2026-11-30T18:30:00Z", undefined, 6 * hour], // Tuesday 00:00: too late for this week
  ["2026-11-29T20:30:00Z", undefined, 6 * hour], // Monday 02:00: six hours until 08:00
  ["2026-11-29T23:30:00Z", undefined, 3 * hour], // Monday 05:00
])("at %s the week due is %s and the scheduler sleeps %d ms", (at, week, sleep) => {
  expect(dueWeek(new Date(at), zone)).toBe(week);
  expect(sleepBeforeNext(new Date(at), zone)).toBe(sleep);
});

test("the week follows the site's zone, summer time included", () => {
  // Monday 30 March 2026, 08:00 in London is 07:00 UTC (summer time began the day before).
  expect(dueWeek(new Date("2026-03-30T06:59:00Z"), "Europe/London")).toBeUndefined();
  expect(dueWeek(new Date("2026-03-30T07:00:00Z"), "Europe/London")).toBe("2026-03-30");
});

const totals = (visitors: number, enquiries: number) => ({
  visitors,
  views: visitors * 3,
  enquiries,
  conversion: visitors === 0 ? null : enquiries / visitors,
  quotationsSent: 2,
  quotationsAccepted: 1,
  acceptedValue: [{ currency: "USD", minor: 2_340_000 }],
});
const row = (value: string, label: string, visitors: number, enquiries: number) => ({
  value,
  label,
  visitors,
  enquiries,
  conversion: enquiries / visitors,
});

function fakeReport(asked: VisitorsQuery[]) {
  return (query: VisitorsQuery): VisitorsReport => {
    asked.push(query);
    return {
      from: query.from ?? "",
      to: query.to ?? "",
      previousFrom: "2026-11-16",
      previousTo: "2026-11-22",
      step: "day",
      current: totals(120, 6),
      previous: totals(100, 2),
      series: [],
      source: [row("google.com", "google.com", 70, 3), row("Gulfood", "Gulfood", 20, 2)],
      country: [row("ae", "United Arab Emirates", 40, 4)],
      page: [],
      product: [
        { ...row("onions", "Onions <b>red</b>", 30, 2), views: 50, quotations: 1, acceptedValue: [] },
      ],
      language: [],
      device: [],
      campaign: [],
      missingPages: [],
    };
  };
}

const unanswered = () => ({
  total: 2,
  latest: [{ id: "e1", name: "Ana <Gómez>", company: "Frutas SA", receivedAt: "2026-11-27T10:00:00Z" }],
});
/** The inbox's 'Waiting' view, as the desk store answers it. */
const desk = {
  page: () => ({ ...unanswered(), items: unanswered().latest, total: 2 }) as never,
};

test("the mail gives last week against the week before, the tops, the unanswered and the desk's link, in both parts", () => {
  const mail = composeWeeklySummary({
    report: fakeReport([])({ from: "2026-11-23", to: "2026-11-29" }),
    unanswered: unanswered(),
    links: {
      visitors: "https://site.example/desk/visitors",
      enquiry: (id) => `https://site.example/desk/enquiries/${id}`,
      waiting: "https://site.example/desk?answer=waiting",
    },
  });
  expect(mail.subject).toBe("Your week on the website: 120 visitors, 6 enquiries");
  for (const line of [
    "Last week on the website (2026-11-23 to 2026-11-29):",
    "Visitors: 120 (+20% on the week before (100))",
    "Enquiries: 6 (+200% on the week before (2))",
    "Conversion: 5.0% (2.0% the week before)",
    "Quotations accepted: 1 (worth USD 23,400.00)",
    "Top sources:\n- google.com: 70 visitors, 3 enquiries\n- Gulfood: 20 visitors, 2 enquiries",
    "Top countries:\n- United Arab Emirates: 40 visitors, 4 enquiries",
    "2 enquiries are still waiting for an answer.",
    "- Ana <Gómez>, Frutas SA: https://site.example/desk/enquiries/e1",
    "Visitors in the desk: https://site.example/desk/visitors",
  ])
    expect(mail.text).toContain(line);
  expect(mail.html).toContain("Onions &lt;b&gt;red&lt;/b&gt;");
  expect(mail.html).toContain("Ana &lt;Gómez&gt;, Frutas SA");
  expect(mail.html).not.toMatch(/<b>|<Gómez>/);
  expect(mail.html).toContain('<a href="https://site.example/desk/visitors">Visitors in the desk</a>');
});

async function summaryAt(start: string) {
  const dataDir = await tempDir();
  const on = await addOwner(dataDir, "asha@example.com");
  await addOwner(dataDir, "ravi@example.com");
  const db = openDatabase(dataDir);
  const clock = manualClock(Date.parse(start));
  const asked: VisitorsQuery[] = [];
  let queued = 0;
  const make = () =>
    createWeeklySummary(db, {
      now: clock.now,
      timeZone: zone,
      report: fakeReport(asked),
      desk,
      mailDomain: "site.example",
      onQueued: () => queued++,
      log,
    });
  return { db, clock, asked, ownerId: on.id, make, queued: () => queued };
}

test("each owner who asked gets one summary a week, even across restarts", async () => {
  const { db, clock, asked, ownerId, make, queued } = await summaryAt("2026-11-30T02:00:00Z");
  const summary = make();
  summary.set(ownerId, true);
  expect(summary.run()).toBe(0); // Monday 07:30 there
  clock.advance(40 * minute);
  expect(summary.run()).toBe(1);
  expect(asked).toEqual([{ from: "2026-11-23", to: "2026-11-29" }]);
  expect(summary.run()).toBe(0);
  expect(make().run()).toBe(0); // a restart the same morning
  expect(queued()).toBe(1);

  const [due, ...more] = summary.source.due(10);
  expect(more).toEqual([]);
  expect(due?.mail).toMatchObject({
    to: { address: "asha@example.com" },
    messageId: `<weekly-2026-11-30-${ownerId}@site.example>`,
    subject: "Your week on the website: 120 visitors, 6 enquiries",
  });
  expect(due?.mail.html).toContain("/desk/visitors");

  clock.advance(7 * 24 * 60 * minute);
  expect(summary.run()).toBe(1); // the next Monday
  summary.set(ownerId, false);
  clock.advance(7 * 24 * 60 * minute);
  expect(summary.run()).toBe(0);
  db.close();
});

test("a summary goes out through the outbox, which retries a failure until the mail server takes it", async () => {
  const { db, clock, ownerId, make } = await summaryAt("2026-11-30T03:00:00Z");
  const summary = make();
  summary.set(ownerId, true);
  summary.run();
  const attempts: OutgoingMail[] = [];
  const outcomes: SendResult[] = [{ ok: false, error: "421 try later" }, { ok: true }];
  const outbox = createOutbox({
    sources: [summary.source],
    mailer: {
      send: async (mail) => {
        attempts.push(mail);
        return outcomes.shift() ?? { ok: true };
      },
      close: () => {},
    },
    retry: { minMs: 20, maxMs: 20 },
    log,
    now: clock.now,
  });
  outbox.start();
  await expect.poll(() => attempts.length).toBe(1);
  clock.advance(1000);
  outbox.notify();
  await expect.poll(() => attempts.length).toBe(2);
  await expect.poll(() => summary.source.nextDueAt()).toBeUndefined();
  await outbox.stop();
  expect(attempts[1]?.messageId).toBe(attempts[0]?.messageId);
  expect(make().run()).toBe(0);
  db.close();
});

test("the scheduler runs at start and then sleeps until the next Monday 08:00", async () => {
  const { db, ownerId, make } = await summaryAt("2026-11-30T05:00:00Z");
  const sleeps: number[] = [];
  const summary = createWeeklySummary(db, {
    ...{ now: () => new Date("2026-11-30T05:00:00Z"), timeZone: zone, mailDomain: "site.example" },
    report: fakeReport([]),
    desk,
    onQueued: () => {},
    log,
    setTimer: (_run, ms) => sleeps.push(ms),
    clearTimer: () => {},
  });
  make().set(ownerId, true);
  summary.start();
  summary.stop();
  expect(sleeps).toEqual([6 * hour]);
  expect(summary.source.due(10)).toHaveLength(1);
  db.close();
});
