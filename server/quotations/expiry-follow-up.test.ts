// A quotation sent and not accepted comes back a week before its 'Valid until': the enquiry's follow-up is set
// by the sending, kept when one sooner is set already, and taken away by the buyer's acceptance.
import { expect, test } from "vitest";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { quotationDesk } from "#tests/support/quotation-desk.ts";
import { siteHeaders } from "#tests/support/test-helper.ts";

test("sending a quotation sets a follow-up seven days before it expires; accepting it takes that away", async () => {
  const { app, call, enquire, quote } = await quotationDesk({ now: () => new Date("2026-11-26T09:00:00Z") });
  const followUpOf = async (id: string) =>
    ((await call("GET", `/api/desk/enquiries/${id}`)).json() as EnquiryRecord).enquiry.followUp;

  const first = await enquire();
  const sent = await quote(first, { validUntil: "2026-12-10" });
  const reference = sent.name;
  expect(await followUpOf(first)).toEqual({
    on: "2026-12-03",
    note: `Quotation ${reference} expires on 2026-12-10 and is not accepted yet`,
    due: false,
  });
  const accepted = await app.inject({
    method: "POST",
    url: `${sent.url}/accept`,
    headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
    payload: "name=Omar&confirm=yes",
  });
  expect(accepted.statusCode).toBeLessThan(400);
  expect(await followUpOf(first)).toBeNull();

  // Valid for less than a week: due today. One the team set sooner stays as it is.
  const second = await enquire();
  await quote(second, { validUntil: "2026-11-30" });
  expect((await followUpOf(second))?.on).toBe("2026-11-26");
  const third = await enquire();
  await call("PATCH", `/api/desk/enquiries/${third}`, { followUp: { on: "2026-11-28", note: "Call him" } });
  await quote(third, { validUntil: "2026-12-20" });
  expect(await followUpOf(third)).toMatchObject({ on: "2026-11-28", note: "Call him" });
});
