// The order's three documents read back as a buyer's PDF reader reads them (pdftotext): the proforma invoice
// from the start, the commercial invoice and the packing list once 'Packed' with each line's packages and
// weights; the invoices' totals the quotation's to the minor unit, the packing list's the sums of its lines.
import { expect, test } from "vitest";
import { formatMoney } from "#domain/quotations/money.ts";
import { absoluteUrl } from "#domain/site-url.ts";
import { acceptedQuotation, bankA, orderInput } from "#tests/support/order-desk.ts";
import { pdfText } from "#tests/support/quotation-desk.ts";
import { siteHeaders } from "#tests/support/test-helper.ts";
import { orderWords } from "./words.ts";

const onions = { packageCount: 800, packageKind: "bags of 25 kg", net: "20000", gross: "20150.5" };
const bags = { packageCount: 4, packageKind: "cartons", net: "4", gross: "4.125" };
const packing = [onions, bags];

/** The figures of a formatted amount or weight, for comparing across scripts and bidirectional marks. */
const figures = (text: string) => text.replace(/[^\d.,\s]/g, "").trim();

const twoLines = (price: string, second: string) => ({
  lines: [
    { product: "Red onion", description: "Nashik, 55 mm+", quantity: "20", unit: "MT", price },
    { product: "Jute bags", description: "", quantity: "2.5", unit: "MT", price: second },
  ],
});

test.each([
  ["en", "USD", {}, 2_340_100],
  ["es", "USD", {}, 2_340_100],
  ["ar", "USD", {}, 2_340_100],
  // 20 × 150000 + 2.5 × 98765 = 3000000 + 246912.5, the line rounded half away from zero: 3246913 yen.
  ["es", "JPY", twoLines("150000", "98765"), 3_246_913],
  // 20 × 12.345 + 2.5 × 0.125 = 246.900 + 0.3125, rounded to the fils: 247.213 dinars.
  ["ar", "KWD", twoLines("12.345", "0.125"), 247_213],
] as const)(
  "'Packed' with weights (%s, %s): the three documents agree with the quotation to the minor unit, the packing list with its lines",
  async (lang, currency, lines, totalMinor) => {
    const { app, call, quotation } = await acceptedQuotation(lang, {}, { currency, ...lines });
    expect(quotation.totalMinor).toBe(totalMinor);
    const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
    const words = orderWords[lang];
    const total = figures(formatMoney(words.locale, totalMinor, currency));

    // Before 'Packed' there is no commercial invoice nor packing list, on either side.
    expect(order.documents).toEqual({
      proforma: `${order.url}/proforma`,
      commercialInvoice: null,
      packingList: null,
    });
    expect((await app.inject({ url: `${order.url}/commercial-invoice` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${order.url}/packing-list` })).statusCode).toBe(404);
    expect((await app.inject({ url: order.url })).body).not.toContain("/packing-list");

    const packed = await call("POST", `/api/desk/orders/${order.id}/milestones`, {
      kind: "packed",
      on: "2026-12-18",
      packing,
    });
    expect(packed.statusCode, packed.body).toBe(200);
    const after = packed.json();
    expect(after.lines.map((l: { packing: unknown }) => l.packing)).toEqual(packing);
    expect(after.packingTotals).toEqual({ packageCount: 804, net: "20004", gross: "20154.625" });
    expect(after.documents).toEqual({
      proforma: `${order.url}/proforma`,
      commercialInvoice: `${order.url}/commercial-invoice`,
      packingList: `${order.url}/packing-list`,
    });
    const page = (await app.inject({ url: order.url })).body;
    for (const kind of ["proforma", "commercial-invoice", "packing-list"] as const)
      expect(page).toContain(`href="${order.url}/${kind}" download>${words.download[kind]}</a>`);

    const read = async (kind: "proforma" | "commercial-invoice" | "packing-list", suffix: string) => {
      const pdf = await app.inject({ url: `${order.url}/${kind}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
      expect(pdf.headers["cache-control"]).toBe("no-store");
      expect(pdf.headers["content-disposition"]).toBe(
        `attachment; filename="${orderWords.en.documents[kind]} ${order.name}-${suffix}.pdf"`,
      );
      const text = pdfText(pdf.rawPayload);
      expect(text.normalize("NFKC")).toContain(words.documents[kind]);
      expect(text).toContain(`${order.name}-${suffix}`);
      // The bank details, and the warning naming the order's page where to check them.
      for (const expected of [
        bankA.account,
        bankA.swift,
        bankA.ifsc,
        "Nashik Main Branch, Nashik 422001",
        absoluteUrl(order.url),
      ])
        expect(text, `${kind}: ${expected}`).toContain(expected);
      expect(text).not.toContain(orderWords.en.bankWarning.split(". ")[1]);
      return text;
    };
    for (const [kind, suffix] of [
      ["proforma", "PI"],
      ["commercial-invoice", "CI"],
    ] as const) {
      const text = await read(kind, suffix);
      expect(figures(text), kind).toContain(total);
    }
    const list = await read("packing-list", "PL");
    // A column's heading wraps before its unit; Arabic's lam-alef reads back as its one presentation form.
    const label = (heading: string) => heading.split(" (")[0] as string;
    for (const expected of [
      label(words.packing.packages),
      label(words.packing.net),
      label(words.packing.gross),
      "bags of 25 kg",
      "cartons",
    ])
      expect(list.normalize("NFKC")).toContain(expected);
    const kg = (grams: number) => figures(new Intl.NumberFormat(words.locale).format(grams / 1000));
    for (const sum of [kg(20_004_000), kg(20_154_625), "804"]) expect(figures(list)).toContain(sum);
    // The packing list is about goods, not money: no prices in it.
    expect(figures(list)).not.toContain(total);
  },
);

test("the packing: required at 'Packed', one per line, gross not below net, on one line; editable after, the packing list follows", async () => {
  const { app, call, cookie, enquiryId, quotation } = await acceptedQuotation("en");
  const order = (await call("POST", `/api/desk/quotations/${quotation.id}/order`, orderInput)).json();
  const mark = (body: object) =>
    call("POST", `/api/desk/orders/${order.id}/milestones`, { kind: "packed", on: "2026-12-18", ...body });
  const change = (lines: object[]) => call("PUT", `/api/desk/orders/${order.id}/packing`, { lines });

  expect((await change(packing)).statusCode).toBe(409);
  // The packing's route is the desk's: no session 401, a foreign page's request 403, before anything is read.
  const url = `/api/desk/orders/${order.id}/packing`;
  const anonymous = await app.inject({
    method: "PUT",
    url,
    headers: siteHeaders,
    payload: { lines: packing },
  });
  expect(anonymous.statusCode).toBe(401);
  const foreign = await app.inject({
    method: "PUT",
    url,
    headers: { ...siteHeaders, origin: "https://evil.example", cookie },
    payload: { lines: packing },
  });
  expect(foreign.statusCode).toBe(403);
  const none = await mark({});
  expect(none.statusCode).toBe(400);
  expect(none.json().fields.packing).toMatch(/each line/);
  const one = await mark({ packing: [onions] });
  expect(one.statusCode).toBe(400);
  expect(one.json().message).toBe("Give the packing of each of the order's 2 lines.");
  const lighter = await mark({ packing: [{ ...onions, gross: "19999.999" }, bags] });
  expect(lighter.json().fields["packing.0.gross"]).toMatch(/below the net weight/);
  for (const bad of [{ net: "20000.0001" }, { net: "-5" }, { net: "1e3" }, { packageCount: 0 }])
    expect((await mark({ packing: [{ ...onions, ...bad }, bags] })).statusCode, JSON.stringify(bad)).toBe(
      400,
    );
  const injected = await mark({
    packing: [{ ...onions, packageKind: "bags\r\nBcc: x@evil.example" }, bags],
  });
  expect(injected.json().fields["packing.0.packageKind"]).toMatch(/one line/);
  const elsewhere = await call("POST", `/api/desk/orders/${order.id}/milestones`, {
    kind: "confirmed",
    on: "2026-12-18",
    packing,
  });
  expect(elsewhere.statusCode).toBe(400);
  expect(elsewhere.json().fields.packing).toBe("Only 'Packed' has packing.");
  expect((await app.inject({ url: `${order.url}/packing-list` })).statusCode).toBe(404);

  expect((await mark({ packing })).statusCode).toBe(200);
  const heavier = [
    { ...onions, packageCount: 810, packageKind: "<b>bags</b> of 25 kg", gross: "20300" },
    bags,
  ];
  const changed = await change(heavier);
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json().packingTotals).toEqual({ packageCount: 814, net: "20004", gross: "20304.125" });
  expect((await change([onions])).statusCode).toBe(400);
  expect((await call("PUT", "/api/desk/orders/nope/packing", { lines: packing })).statusCode).toBe(404);
  const list = pdfText((await app.inject({ url: `${order.url}/packing-list` })).rawPayload);
  expect(list).toContain("810 <b>bags</b> of 25 kg");
  expect(list).toMatch(/Total\s+814\s+20,004\s+20,304.125/);
  for (const kind of ["proforma", "commercial-invoice", "packing-list"])
    expect((await app.inject({ url: `/order/${"B".repeat(32)}/${kind}` })).statusCode, kind).toBe(404);
  const history = (await call("GET", `/api/desk/enquiries/${enquiryId}`)).json().history;
  expect(history.map((h: { detail: string }) => h.detail)).toEqual(
    expect.arrayContaining([
      `Order ${order.name}: Packed on 2026-12-18`,
      `Order ${order.name}: packing changed`,
    ]),
  );
});
