// Each enquiry in someone's hands and follow-ups that come back (issue 41, parts 4 and 5), through inject on a
// real SQLite file: the new routes behind the guard, the Sales people in turn, whom the push and the mail reach,
// reassigning in the history, a removed person's enquiries back to nobody, and a follow-up's morning.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import type { EnquiryRecord, InboxPage, People } from "#domain/desk/types.ts";
import {
  browserSubscription,
  loopbackCertificate,
  pushServiceHost,
  startPushService,
} from "#tests/support/local-push-service.ts";
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
import type { AppOptions } from "../app.ts";
import { openDatabase } from "../database/database.ts";
import type { PushMessage } from "../push/notify-owners.ts";
import { createOwnerStore } from "../sign-in/owners.ts";

const owner = "owner@example.com";
const [asha, ravi] = ["asha@example.com", "ravi@example.com"];

/** The app with an Owner, two Sales people and a Viewer, each signed in; `as(person)` calls the desk as them. */
async function team(
  options: { dataDir?: string; now?: () => Date; pushAgent?: AppOptions["pushAgent"] } = {},
) {
  const dataDir = options.dataDir ?? (await tempDir());
  const app = await buildTestApp({
    env: { DATA_DIR: dataDir, PUSH_SERVICES: pushServiceHost, ENQUIRY_TO: "desk@example.com" },
    now: options.now,
    pushAgent: options.pushAgent,
  });
  if (!options.dataDir) {
    await addOwner(dataDir, owner);
    await addOwner(dataDir, ravi, undefined, "sales");
    await addOwner(dataDir, asha, undefined, "sales");
    await addOwner(dataDir, "viewer@example.com", undefined, "viewer");
  }
  const cookies = new Map<string, string>();
  const as = async (person: string) => {
    if (!cookies.has(person)) cookies.set(person, (await signIn(app, person)).cookie);
    const cookie = cookies.get(person) ?? "";
    return (method: "GET" | "PUT" | "PATCH" | "POST", url: string, payload?: object) =>
      app.inject({ method, url, headers: { ...siteHeaders, cookie }, ...(payload ? { payload } : {}) });
  };
  const call = await as(owner);
  const { people } = (await call("GET", "/api/desk/people")).json() as People;
  const idOf = (email: string) => people.find((person) => person.email === email)?.id ?? "";
  return { app, dataDir, as, call, idOf };
}

const newRoutes: ["GET" | "PUT", string, object | undefined][] = [
  ["GET", "/api/desk/people", undefined],
  ["GET", "/api/desk/assignment-rule", undefined],
  ["PUT", "/api/desk/assignment-rule", { rule: "nobody", personId: null }],
  ["GET", "/api/desk/notify-choice", undefined],
  ["PUT", "/api/desk/notify-choice", { notifyOf: "all" }],
];

test.each(newRoutes)("%s %s: 401 without a session, 403 from a foreign origin", async (method, url, body) => {
  const { app, call } = await team();
  const payload = body ? { payload: body } : {};
  const anonymous = await app.inject({ method, url, headers: siteHeaders, ...payload });
  expect(anonymous.statusCode).toBe(401);
  if (method === "GET") return;
  const cookie = (await signIn(app, owner)).cookie;
  const foreign = await app.inject({
    method,
    url,
    headers: { ...siteHeaders, origin: "https://evil.example", cookie },
    ...payload,
  });
  expect(foreign.statusCode).toBe(403);
  expect((await call(method, url, body)).statusCode).toBe(200);
});

test("new enquiries go to the Sales people in turn; 'Mine' and 'Unassigned' list them; a removed person's go back to nobody", async () => {
  const { app, dataDir, as, call, idOf } = await team();
  await sendEnquiry(app, { name: "Before the rule" });
  const rule = await call("PUT", "/api/desk/assignment-rule", { rule: "sales-in-turn", personId: null });
  expect(rule.json()).toEqual({ rule: "sales-in-turn", personId: null });
  for (const name of ["One", "Two", "Three"]) await sendEnquiry(app, { name });
  const inbox = async (person: string, query: string) =>
    ((await (await as(person))("GET", `/api/desk/enquiries?${query}`)).json() as InboxPage).items.map(
      (item) => [item.name, item.assignee?.email ?? null],
    );
  // In the order of their addresses: Asha, Ravi, Asha again. The Owner and the Viewer take no turn.
  expect(await inbox(owner, "")).toEqual([
    ["Three", asha],
    ["Two", ravi],
    ["One", asha],
    ["Before the rule", null],
  ]);
  expect(await inbox(asha, "assigned=mine")).toEqual([
    ["Three", asha],
    ["One", asha],
  ]);
  expect(await inbox(ravi, "assigned=unassigned")).toEqual([["Before the rule", null]]);
  expect((await call("GET", "/api/desk/enquiries?assigned=someone")).statusCode).toBe(400);

  // One person for everything, then a person who is not on the team refused.
  await call("PUT", "/api/desk/assignment-rule", { rule: "person", personId: idOf(ravi) });
  const fourth = await sendEnquiry(app, { name: "Four" });
  expect(await inbox(ravi, "assigned=mine")).toContainEqual(["Four", ravi]);
  const stranger = await call("PUT", "/api/desk/assignment-rule", {
    rule: "person",
    personId: "nobody-here",
  });
  expect(stranger.statusCode).toBe(400);
  const viewer = await call("PUT", "/api/desk/assignment-rule", {
    rule: "person",
    personId: idOf("viewer@example.com"),
  });
  expect(viewer.statusCode).toBe(400);

  const db = openDatabase(dataDir);
  createOwnerStore(db).remove(idOf(ravi));
  db.close();
  const record = (await call("GET", `/api/desk/enquiries/${fourth}`)).json() as EnquiryRecord;
  expect(record.enquiry.assignee).toBeNull();
  expect(await inbox(owner, "assigned=unassigned")).toEqual([
    ["Four", null],
    ["Two", null],
    ["Before the rule", null],
  ]);
});

test("reassigning is in the history; another person's id or a line with CR/LF is refused", async () => {
  const { app, call, idOf } = await team();
  const id = await sendEnquiry(app);
  const assign = (assigneeId: string | null) => call("PATCH", `/api/desk/enquiries/${id}`, { assigneeId });
  expect((await assign(idOf(asha))).json().assignee).toEqual({ id: idOf(asha), email: asha });
  await assign(idOf(ravi));
  await assign(null);
  expect((await assign("no-such-person")).statusCode).toBe(400);
  expect((await assign(idOf("viewer@example.com"))).statusCode).toBe(400);
  const followUp = await call("PATCH", `/api/desk/enquiries/${id}`, {
    followUp: { on: "2026-12-01", note: "Call\r\nBcc: x@evil.example" },
  });
  expect(followUp.statusCode).toBe(400);
  expect(
    (await call("PATCH", `/api/desk/enquiries/${id}`, { followUp: { on: "2026-02-30" } })).statusCode,
  ).toBe(400);
  const record = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  expect(record.history.filter((entry) => entry.action === "assigned").map((entry) => entry.detail)).toEqual([
    `Assigned to: nobody → ${asha}`,
    `Assigned to: ${asha} → ${ravi}`,
    `Assigned to: ${ravi} → nobody`,
  ]);
  expect(record.history.at(-1)?.actor).toBe(owner);
});

test("the new-enquiry push reaches the assigned person and nobody else, unless they asked for all; reassigning tells the new person", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  const { app, as, call, idOf } = await team({ pushAgent: pem.agent });
  const devices = Object.fromEntries(
    await Promise.all(
      [owner, asha, ravi].map(async (person) => {
        const device = browserSubscription(`${service.origin}/push/${person}`);
        const response = await (await as(person))("POST", "/api/desk/push-devices", device.json);
        expect(response.statusCode).toBe(201);
        return [person, device] as const;
      }),
    ),
  );
  await call("PUT", "/api/desk/assignment-rule", { rule: "person", personId: idOf(asha) });
  /** Each [person, title] pushed for the enquiry, once `count` have arrived (and a moment for any more). */
  const pushedFor = async (id: string, count: number) => {
    const pushes = () =>
      service.received
        .map((request) => {
          const person = request.path.replace("/push/", "");
          return { person, message: devices[person]?.decrypt(request.body) as PushMessage };
        })
        .filter(({ message }) => message.tag === id)
        .map(({ person, message }) => [person, message.title])
        .sort();
    await eventually(() => pushes().length >= count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return pushes();
  };
  const id = await sendEnquiry(app, { company: "Gulf Fresh" });
  expect(await pushedFor(id, 1)).toEqual([[asha, "New enquiry: Gulf Fresh"]]);

  // The Owner asks for all: she hears of Asha's enquiries too; Ravi still does not.
  expect((await call("PUT", "/api/desk/notify-choice", { notifyOf: "all" })).json()).toEqual({
    notifyOf: "all",
  });
  const second = await sendEnquiry(app, { company: "Rao Foods" });
  expect(await pushedFor(second, 2)).toEqual([
    [asha, "New enquiry: Rao Foods"],
    [owner, "New enquiry: Rao Foods"],
  ]);

  // Assigned to nobody, everyone hears of it.
  await call("PUT", "/api/desk/assignment-rule", { rule: "nobody", personId: null });
  const third = await sendEnquiry(app, { company: "Nile Traders" });
  expect((await pushedFor(third, 3)).map(([to]) => to)).toEqual([asha, owner, ravi]);

  // Reassigned by the Owner to Ravi: he alone is told.
  const before = service.received.length;
  await call("PATCH", `/api/desk/enquiries/${id}`, { assigneeId: idOf(ravi) });
  const told = await eventually(() => service.received.length > before && service.received.slice(before));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(service.received.slice(before).map((request) => request.path)).toEqual([`/push/${ravi}`]);
  expect(devices[ravi]?.decrypt(told[0]?.body ?? Buffer.alloc(0)).title).toBe("Assigned to you: Gulf Fresh");
});

test("the new-enquiry mail goes to the assigned person's own address, copied to whoever asked for all; unassigned to ENQUIRY_TO", async () => {
  const { app, dataDir, as, call, idOf } = await team();
  await (await as(ravi))("PUT", "/api/desk/notify-choice", { notifyOf: "all" });
  const unassigned = await sendEnquiry(app);
  await call("PUT", "/api/desk/assignment-rule", { rule: "person", personId: idOf(asha) });
  const assigned = await sendEnquiry(app);
  const mailOf = (id: string) =>
    eventually(() => readFile(path.join(dataDir, "outbox", `${id}.eml`), "utf8").catch(() => undefined));
  expect(readMail(await mailOf(unassigned)).headers).toMatch(/^To: desk@example.com$/m);
  const { headers } = readMail(await mailOf(assigned));
  expect(headers).toMatch(/^To: asha@example.com$/m);
  expect(headers).toMatch(/^Cc: ravi@example.com$/m);
});

test("a follow-up is due on its day in OWNER_TIME_ZONE: 'Due' lists it, and at 08:00 there its person is pushed once", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  // 06:30 in Kolkata on 23 November.
  const clock = manualClock(Date.parse("2026-11-23T01:00:00Z"));
  const first = await team({ now: clock.now, pushAgent: pem.agent });
  const { call, idOf } = first;
  const device = browserSubscription(`${service.origin}/push/asha`);
  expect((await (await first.as(asha))("POST", "/api/desk/push-devices", device.json)).statusCode).toBe(201);
  const today = await sendEnquiry(first.app, { name: "Today" });
  const later = await sendEnquiry(first.app, { name: "Later" });
  const earlier = await sendEnquiry(first.app, { name: "Earlier" });
  const set = (id: string, on: string, note?: string) =>
    call("PATCH", `/api/desk/enquiries/${id}`, { followUp: { on, ...(note && { note }) } });
  await call("PATCH", `/api/desk/enquiries/${today}`, { assigneeId: idOf(asha) });
  const changed = await set(today, "2026-11-23", "Send the price for 40 ft");
  expect(changed.json().followUp).toEqual({ on: "2026-11-23", note: "Send the price for 40 ft", due: true });
  await set(later, "2026-11-24");
  await set(earlier, "2026-11-20");
  const due = (await call("GET", "/api/desk/enquiries?followUp=due")).json() as InboxPage;
  // Soonest first; tomorrow's is not due yet.
  expect(due.items.map((item) => [item.name, item.followUp?.due])).toEqual([
    ["Earlier", true],
    ["Today", true],
  ]);
  const history = (await call("GET", `/api/desk/enquiries/${today}`)).json() as EnquiryRecord;
  expect(history.history.at(-1)?.detail).toBe("Follow up on 2026-11-23: Send the price for 40 ft");
  await first.app.ready();
  const followUpsTold = () =>
    service.received
      .map((request) => device.decrypt(request.body) as PushMessage)
      .filter((message) => message.title.startsWith("Follow up today"))
      .map((message) => message.tag);
  // The reminders ran as the server started, before any follow-up was set; the next run is at 08:00.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await first.app.close();
  expect(followUpsTold()).toEqual([]);

  // The server starts again at 08:30 there: Asha is told of hers, and of the one of 20 November (assigned to
  // nobody, so told to everyone); a third start tells nobody again.
  clock.advance(2 * 3_600_000);
  const second = await team({ dataDir: first.dataDir, now: clock.now, pushAgent: pem.agent });
  await second.app.ready();
  await eventually(() => followUpsTold().length > 1);
  await second.app.close();
  expect(followUpsTold()).toEqual([earlier, today]);
  const count = service.received.length;
  const third = await team({ dataDir: first.dataDir, now: clock.now, pushAgent: pem.agent });
  await third.app.ready();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(service.received.length).toBe(count);
});

test("'in 3 days' after a reply counts from today in OWNER_TIME_ZONE, whatever the day elsewhere", async () => {
  // 01:30 on 23 November in Kolkata, still 22 November in UTC (and on a browser in the Americas).
  const clock = manualClock(Date.parse("2026-11-22T20:00:00Z"));
  const { app, call } = await team({ now: clock.now });
  const id = await sendEnquiry(app);
  const set = (followUp: object) => call("PATCH", `/api/desk/enquiries/${id}`, { followUp });
  const inThree = await set({ inDays: 3 });
  expect(inThree.statusCode, inThree.body).toBe(200);
  expect(inThree.json().followUp).toEqual({ on: "2026-11-26", note: "", due: false });
  const history = (await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord;
  expect(history.history.at(-1)?.detail).toBe("Follow up on 2026-11-26");
  // A day or a count of days, one of them.
  for (const wrong of [{ on: "2026-11-30", inDays: 3 }, { note: "Call" }, { inDays: 0 }, { inDays: 1.5 }]) {
    expect((await set(wrong)).statusCode, JSON.stringify(wrong)).toBe(400);
  }
});
