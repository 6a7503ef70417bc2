import { expect, test } from "vitest";
import type { Overview } from "#domain/desk/types.ts";
import { quotationDesk } from "#tests/support/quotation-desk.ts";
import { manualClock, siteHeaders } from "#tests/support/test-helper.ts";

test("the Overview adds this month's quoted and accepted totals per currency, the share accepted and the time to quote", async () => {
  const clock = manualClock(Date.parse("2026-11-26T09:00:00Z"));
  const { app, call, enquire, quote } = await quotationDesk({ now: clock.now });
  const [first, second, third] = [await enquire(), await enquire(), await enquire()];
  clock.advance(2 * 3_600_000);
  const usd = await quote(first);
  await quote(first); // its revision supersedes it: counted once
  clock.advance(2 * 3_600_000);
  await quote(second, { currency: "EUR" });
  await quote(third);
  const accepted = await app.inject({
    method: "POST",
    url: `${usd.url}/accept`,
    headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Omar&confirm=yes",
  });
  expect(accepted.statusCode).toBe(409); // the superseded one cannot be accepted
  const current = (await call("GET", `/api/desk/enquiries/${third}/quotations`)).json().quotations[0];
  await app.inject({
    method: "POST",
    url: `${current.url}/accept`,
    headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Omar&confirm=yes",
  });

  const overview = (await call("GET", "/api/desk/overview")).json() as Overview;
  expect(overview.quotations).toEqual({
    quoted: [
      { currency: "USD", totalMinor: 4680200, total: "46802.00", count: 2 },
      { currency: "EUR", totalMinor: 2340100, total: "23401.00", count: 1 },
    ],
    accepted: [{ currency: "USD", totalMinor: 2340100, total: "23401.00", count: 1 }],
    acceptedShare: { accepted: 1, of: 3 },
    // First quotations 2, 4 and 4 hours after their enquiries.
    medianToQuotationMs: 4 * 3_600_000,
  });

  const csv = (await call("GET", "/api/desk/export.csv")).body;
  const [header, ...rows] = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(header).toMatch(
    /,quotation_number,quotation_total,quotation_currency,quotation_state,Assigned to,Follow up on,What to do$/,
  );
  // The quotation's four, before whose hands the enquiry is in and its follow-up (none here).
  expect(rows.map((row) => row.split(",").slice(-7, -3).join(","))).toEqual(
    expect.arrayContaining(["2,23401.00,USD,sent", "1,23401.00,EUR,sent", "1,23401.00,USD,accepted"]),
  );
});
