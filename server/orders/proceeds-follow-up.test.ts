// A shipped order's proceeds (issue 42, part 5): a month before the day they must be realised, on that morning in
// OWNER_TIME_ZONE, the enquiry's person is pushed once (the Sales people and Owners when nobody holds it), and
// 'Orders' shows the order as due; an order paid in full is never told. A real SQLite file restarted with an
// injected clock, and the local push service.
import { expect, test } from "vitest";
import type { OrderSummary, People } from "#domain/desk/types.ts";
import {
  browserSubscription,
  loopbackCertificate,
  pushServiceHost,
  startPushService,
} from "#tests/support/local-push-service.ts";
import { instantPublisher } from "#tests/support/published-company.ts";
import { owner, quotationDesk } from "#tests/support/quotation-desk.ts";
import {
  addOwner,
  buildTestApp,
  eventually,
  manualClock,
  signIn,
  siteHeaders,
} from "#tests/support/test-helper.ts";
import type { PushMessage } from "../push/notify-owners.ts";

const [asha, viewer] = ["asha@example.com", "viewer@example.com"];
const hour = 3_600_000;
const orderInput = {
  buyerCompany: "Gulf Fresh Trading",
  consignee: "Gulf Fresh Trading\nJebel Ali Free Zone, Dubai",
  notifyParty: "Same as consignee",
  paymentTerms: "letter-of-credit",
  advancePercent: null,
  expectedShipment: "2026-12-20",
};

test("a month before the proceeds are due, at 08:00 in OWNER_TIME_ZONE, the enquiry's person is pushed once; paid in full, nobody", async () => {
  const pem = await loopbackCertificate();
  const service = await startPushService(pem);
  // 06:30 in Kolkata on 21 December 2026, the bill of lading's day.
  const clock = manualClock(Date.parse("2026-12-21T01:00:00Z"));
  const env = { PUSH_SERVICES: pushServiceHost, OWNER_TIME_ZONE: "Asia/Kolkata" };
  const desk = await quotationDesk({
    env,
    now: clock.now,
    pushAgent: pem.agent,
    publisher: instantPublisher,
  });
  const { app, call } = desk;
  await addOwner(app.dataDir, asha, undefined, "sales");
  await addOwner(app.dataDir, viewer, undefined, "viewer");
  const devices = new Map<string, ReturnType<typeof browserSubscription>>();
  for (const person of [owner, asha, viewer]) {
    const { cookie } = await signIn(app, person);
    const device = browserSubscription(`${service.origin}/push/${person}`);
    devices.set(person, device);
    const added = await app.inject({
      method: "POST",
      url: "/api/desk/push-devices",
      headers: { ...siteHeaders, cookie },
      payload: device.json,
    });
    expect(added.statusCode).toBe(201);
  }
  const { people } = (await call("GET", "/api/desk/people")).json() as People;
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;

  /** An order from a quotation accepted on an enquiry, sailed today; `paid` marks it 'Paid in full' too. */
  const shipped = async (enquiryId: string, paid = false) => {
    const sent = await desk.quote(enquiryId);
    await desk.accept(sent);
    const made = await call("POST", `/api/desk/quotations/${sent.id}/order`, orderInput);
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json() as OrderSummary;
    const mark = (kind: string, details = {}) =>
      call("POST", `/api/desk/orders/${order.id}/milestones`, { kind, on: "2026-12-21", details });
    expect((await mark("sailed", { vessel: "MSC Aurora", billOfLading: "MEDU1" })).statusCode).toBe(200);
    if (paid) expect((await mark("paid-in-full")).statusCode).toBe(200);
    return order;
  };
  const held = await desk.enquire();
  await call("PATCH", `/api/desk/enquiries/${held}`, { assigneeId: idOf(asha) });
  const ashas = await shipped(held);
  const nobodys = await shipped(await desk.enquire());
  await shipped(await desk.enquire(), true);
  await app.close();

  const proceedsTold = () =>
    service.received
      .map((request) => {
        const person = request.path.replace("/push/", "");
        return [person, devices.get(person)?.decrypt(request.body) as PushMessage] as const;
      })
      .filter(([, message]) => message.title.startsWith("Proceeds due by"))
      .map(([person, message]) => [person, message.title, message.url]);
  /** The server started again on the same data at the clock's time; `orders` as the Owner's 'Orders' lists them. */
  const start = async () => {
    const again = await buildTestApp({
      env: { ...env, DATA_DIR: app.dataDir },
      now: clock.now,
      pushAgent: pem.agent,
    });
    await again.ready();
    const { cookie } = await signIn(again, owner);
    const list = await again.inject({ url: "/api/desk/orders", headers: { ...siteHeaders, cookie } });
    return { again, orders: list.json().orders as OrderSummary[] };
  };

  // 21 February 2028, 06:30 there: the follow-up's day (a month before 21 March 2028), its morning not yet come.
  // 'Orders' shows both unpaid orders as due, before the others; no push yet.
  clock.advance(Date.parse("2028-02-21T01:00:00Z") - Date.parse("2026-12-21T01:00:00Z"));
  const early = await start();
  expect(early.orders.map((o) => [o.name, o.proceedsDue, o.realisationDue, o.overdue])).toEqual([
    [ashas.name, true, "2028-03-21", false],
    [nobodys.name, true, "2028-03-21", false],
  ]);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await early.again.close();
  expect(proceedsTold()).toEqual([]);

  // Two days later at 09:00 there: the server was down on the morning, so the missed follow-ups go out as it
  // starts: Asha's order to Asha alone, the unassigned one to the Owner and Asha (who may record a payment), never
  // to the Viewer; the one paid in full to nobody.
  clock.advance(2 * 24 * hour + 2.5 * hour);
  const late = await start();
  await eventually(() => proceedsTold().length >= 3);
  await new Promise((resolve) => setTimeout(resolve, 300));
  await late.again.close();
  const title = (o: OrderSummary) => `Proceeds due by 2028-03-21: ${o.name} - Gulf Fresh Trading`;
  expect(proceedsTold().sort()).toEqual(
    [
      [asha, title(ashas), `/desk/orders/${ashas.id}`],
      [asha, title(nobodys), `/desk/orders/${nobodys.id}`],
      [owner, title(nobodys), `/desk/orders/${nobodys.id}`],
    ].sort(),
  );

  // Once told, never again: neither at the next start nor after the day itself, when the unpaid orders are
  // 'Overdue' as well.
  const third = await start();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await third.again.close();
  clock.advance(Date.parse("2028-03-22T04:00:00Z") - clock.now().getTime());
  const fourth = await start();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await fourth.again.close();
  expect(proceedsTold()).toHaveLength(3);
  expect(fourth.orders.map((o) => [o.name, o.proceedsDue, o.overdue])).toEqual([
    [ashas.name, true, true],
    [nobodys.name, true, true],
  ]);
}, 120_000);
