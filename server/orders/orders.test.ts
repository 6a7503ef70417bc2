import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "vitest";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { acceptedQuotation, bankA, bankB, orderInput, publishBank } from "#tests/support/order-desk.ts";
import { browserNavigation, parseMail, quotationDesk } from "#tests/support/quotation-desk.ts";
import { eventually, manualClock } from "#tests/support/test-helper.ts";

/** The .eml files the outbox wrote (no SMTP_URL), parsed, those whose Message-ID starts with `prefix`. */
async function outboxMails(dataDir: string, prefix: string) {
  const folder = path.join(dataDir, "outbox");
  const files = await readdir(folder).catch(() => []);
  // A mail being written is a .tmp file until it is renamed: it may be gone by the time it would be read.
  const written = files.filter((file) => file.endsWith(".eml"));
  const raws = await Promise.all(written.map((file) => readFile(path.join(folder, file), "utf8")));
  return Promise.all(raws.filter((raw) => raw.includes(`Message-ID: <${prefix}`)).map(parseMail));
}

test("'Create order' on an accepted quotation: VA-…-O1, its lines, currency, Incoterm and port, the same total to the minor unit", async () => {
  const { call, enquiryId, quotation, reference } = await acceptedQuotation("en", {}, { currency: "USD" });
  const before = (await call("GET", `/api/desk/enquiries/${enquiryId}/orders`)).json();
  expect(before.orders).toEqual([]);
  expect(before.prefill).toMatchObject({ buyerCompany: "Gulf Fresh Trading" });
  expect(before.prefill.consignee).toContain("Gulf Fresh Trading");

  const made = await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput);
  expect(made.statusCode, made.body).toBe(201);
  const order = made.json();
  expect(order).toMatchObject({
    name: `${reference}-O1`,
    quotationName: `${reference}-1`,
    currency: quotation.currency,
    incoterm: quotation.incoterm,
    port: quotation.port,
    totalMinor: quotation.totalMinor,
    total: quotation.total,
    outstandingMinor: quotation.totalMinor,
    paymentTerms: "advance",
    advancePercent: 30,
    next: "confirmed",
    bank: bankA,
    newBank: null,
  });
  expect(order.lines).toEqual(quotation.lines.map((line) => ({ ...line, packing: null })));
  expect(order.url).toMatch(/^\/order\/[\w-]{32}$/);

  const second = await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput);
  expect(second.json().name).toBe(`${reference}-O2`);
  expect((await call("GET", `/api/desk/enquiries/${enquiryId}/orders`)).json().orders).toHaveLength(2);
  expect((await call("GET", "/api/desk/orders")).json().orders.map((o: { name: string }) => o.name)).toEqual([
    `${reference}-O1`,
    `${reference}-O2`,
  ]);
  const history = ((await call("GET", `/api/desk/enquiries/${enquiryId}`)).json() as EnquiryRecord).history;
  expect(history.map((h) => h.detail)).toContain(`Order ${reference}-O1 created: USD 23,401.00`);
});

test("no order from a quotation not accepted, an unknown one, or with advance terms and no percentage", async () => {
  const { call, enquire, quote } = await quotationDesk();
  const sent = await quote(await enquire());
  const refused = await call("POST", `/api/desk/quotations/${sent.id}/order`, orderInput);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe("Only an accepted quotation can become an order.");
  expect((await call("POST", "/api/desk/quotations/nope/order", orderInput)).statusCode).toBe(404);
  const noPercent = await call("POST", `/api/desk/quotations/${sent.id}/order`, {
    ...orderInput,
    advancePercent: null,
  });
  expect(noPercent.statusCode).toBe(400);
  expect(noPercent.json().fields.advancePercent).toMatch(/percentage/);
});

test("the buyer's page: private headers, his language, no script; unknown and guessed tokens are the NotFound page", async () => {
  const { app, call, quotation } = await acceptedQuotation("ar");
  const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
  const page = await app.inject({ url: order.url, headers: browserNavigation });
  expect(page.statusCode).toBe(200);
  expect(page.headers["cache-control"]).toBe("no-store");
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  expect(page.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(page.body).toContain('<html lang="ar" dir="rtl">');
  expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page.body).not.toContain("<script");
  expect(page.body).toContain(`الطلب ${order.name}`);
  expect(page.body).toContain("بياناتنا المصرفية لا تتغير أبداً عبر البريد الإلكتروني");
  expect(page.body).toContain(bankA.swift);

  const token = order.url.slice("/order/".length);
  const guessed = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  for (const url of [`/order/${guessed}`, "/order/short", `/order/${"x".repeat(32)}`, `${order.url}/../x`]) {
    const missing = await app.inject({ url, headers: browserNavigation });
    expect(missing.statusCode, url).toBe(404);
    expect(missing.body).not.toContain(order.name);
  }
});

test.each([
  ["es", "Pedido", "Zarpó", "Siga su pedido", "Nuestros datos bancarios nunca cambian por correo."],
  ["ar", "الطلب", "أبحرت الشحنة", "تابع طلبك", "بياناتنا المصرفية لا تتغير أبداً عبر البريد الإلكتروني."],
])(
  "each milestone is in the history and, when asked, mails the buyer in his language (%s)",
  async (lang, title, sailed, lead, warning) => {
    const { app, call, enquiryId, quotation } = await acceptedQuotation(lang);
    const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
    const mark = (kind: string, details: Record<string, string> = {}, mailBuyer = true) =>
      call("POST", `/api/desk/orders/${order.id}/milestones`, { kind, on: "2026-12-21", details, mailBuyer });

    expect((await mark("confirmed", {}, false)).statusCode).toBe(200);
    const sail = await mark("sailed", {
      vessel: "MSC Aurora",
      voyage: "FA648W",
      billOfLading: "MEDU1234567",
      expectedArrival: "2027-01-10",
    });
    expect(sail.statusCode, sail.body).toBe(200);
    expect(sail.json().realisationDue).toBe("2028-03-21");
    expect(sail.json().followUp).toBe("2028-02-21");
    const again = await mark("sailed", { vessel: "Other", billOfLading: "X" });
    expect(again.statusCode).toBe(409);
    expect((await mark("loaded", { container: "MSCU1234567" })).json().fields["details.seal"]).toMatch(
      /seal/,
    );
    expect((await mark("arrived", { vessel: "not a detail of arriving" })).statusCode).toBe(400);

    const mails = await eventually(async () => {
      const found = await outboxMails(app.dataDir, "order-");
      return found.length === 1 ? found : undefined;
    });
    const [mail] = mails;
    expect(mail?.subject).toBe(`${title} ${order.name}: ${sailed}`);
    expect(mail?.text).toContain(`${lead}`);
    expect(mail?.text).toContain(absoluteUrl(order.url));
    expect(mail?.text).toContain(warning);
    expect(mail?.html).toContain(`dir="${lang === "ar" ? "rtl" : "ltr"}"`);

    const page = await app.inject({ url: order.url });
    expect(page.body).toContain(sailed);
    expect(page.body).toContain("MEDU1234567");
    const history = ((await call("GET", `/api/desk/enquiries/${enquiryId}`)).json() as EnquiryRecord).history;
    expect(history.map((h) => h.detail)).toEqual(
      expect.arrayContaining([
        `Order ${order.name}: Confirmed on 2026-12-21`,
        `Order ${order.name}: Sailed on 2026-12-21, the buyer mailed`,
      ]),
    );
  },
);

test.each([
  ["JPY", "150000", "40000", "35000.5", "70000"],
  ["KWD", "12.345", "4.115", "1.0005", "4.115"],
])(
  "payments in %s, in its decimals, leave what is outstanding",
  async (currency, price, first, bad, outstanding) => {
    const { app, call, quotation } = await acceptedQuotation(
      "en",
      {},
      {
        currency,
        lines: [{ product: "Red onion", description: "", quantity: "1", unit: "MT", price }],
      },
    );
    const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
    expect(order.total).toBe(price);
    const pay = (amount: string) =>
      call("POST", `/api/desk/orders/${order.id}/payments`, { amount, on: "2026-12-01", reference: "TT 1" });
    expect((await pay(bad)).statusCode).toBe(400);
    expect((await pay(first)).statusCode).toBe(200);
    const advance = await call("POST", `/api/desk/orders/${order.id}/milestones`, {
      kind: "advance-received",
      on: "2026-12-02",
      details: { amount: first, bankReference: "SWIFT 77" },
    });
    expect(advance.statusCode, advance.body).toBe(200);
    const after = advance.json();
    expect(after.payments.map((p: { amount: string }) => p.amount)).toEqual([first, first]);
    expect(after.outstanding).toBe(outstanding);
    expect(after.paidMinor + after.outstandingMinor).toBe(after.totalMinor);
    const tooMuch = await pay(price);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toContain(`at most the ${outstanding} outstanding`);
    const page = await app.inject({ url: order.url });
    expect(page.body).toContain("SWIFT 77");
    expect(page.body).toContain("Outstanding");

    const figures = (await call("GET", "/api/desk/orders/figures")).json();
    expect(figures.outstanding).toEqual([
      {
        currency,
        amount: outstanding,
        amountMinor: after.outstandingMinor,
        count: 1,
        oldest: after.createdAt,
      },
    ]);
  },
);

test("new bank details: an open order keeps its own until she confirms, then the buyer's page shows the change and its date", async () => {
  const clock = manualClock(Date.parse("2026-12-01T06:00:00Z"));
  const { app, call, quotation } = await acceptedQuotation("es", { now: clock.now });
  const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
  // Later the same day (the session stays fresh): she publishes new bank details.
  clock.advance(2 * 3_600_000);
  await publishBank(call, bankB);

  const kept = (await call("GET", `/api/desk/orders/${order.id}`)).json();
  expect(kept.bank).toEqual(bankA);
  expect(kept.newBank).toEqual(bankB);
  const before = (await app.inject({ url: order.url })).body;
  expect(before).toContain(bankA.account);
  expect(before).not.toContain(bankB.account);
  expect(before).not.toContain("cambiaron");

  const confirmed = await call("POST", `/api/desk/orders/${order.id}/bank`);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toMatchObject({
    bank: bankB,
    newBank: null,
    bankChangedAt: "2026-12-01T08:00:00.000Z",
  });
  expect((await call("POST", `/api/desk/orders/${order.id}/bank`)).statusCode).toBe(409);
  const after = (await app.inject({ url: order.url })).body;
  expect(after).toContain(
    'role="alert"><strong>Nuestros datos bancarios para este pedido cambiaron el 1 de diciembre de 2026.',
  );
  expect(after).toContain(bankB.account);
  expect(after).toMatch(/class="old">.*30123456789/s);
});

test("the 'Orders' list puts overdue orders first; the Overview counts this month's sailings and payments", async () => {
  const clock = manualClock(Date.parse("2026-12-10T06:00:00Z"));
  const { call, quotation } = await acceptedQuotation("en", { now: clock.now });
  const late = (
    await call("POST", `/api/desk/quotations/${quotation.id}/order`, {
      ...orderInput,
      expectedShipment: "2026-12-05",
    })
  ).json();
  const onTime = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
  const confirm = await call("POST", `/api/desk/orders/${onTime.id}/milestones`, {
    kind: "confirmed",
    on: "2026-12-10",
  });
  expect(confirm.json().next).toBe("advance-received");
  const list = (await call("GET", "/api/desk/orders")).json().orders;
  expect(list.map((o: { name: string; overdue: boolean }) => [o.name, o.overdue])).toEqual([
    [late.name, true],
    [onTime.name, false],
  ]);
  await call("POST", `/api/desk/orders/${late.id}/milestones`, {
    kind: "sailed",
    on: "2026-12-09",
    details: { vessel: "MSC Aurora", billOfLading: "MEDU1" },
  });
  await call("POST", `/api/desk/orders/${late.id}/payments`, {
    amount: "100",
    on: "2026-12-09",
    reference: "",
  });
  const figures = (await call("GET", "/api/desk/orders/figures")).json();
  expect(figures.shipped).toEqual([{ currency: "USD", amount: "23401.00", amountMinor: 2340100, count: 1 }]);
  expect(figures.paid).toEqual([{ currency: "USD", amount: "100.00", amountMinor: 10000, count: 1 }]);
  expect(figures.outstanding[0]).toMatchObject({
    currency: "USD",
    amountMinor: 2 * 2340100 - 10000,
    count: 2,
  });
});
