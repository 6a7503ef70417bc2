// Shared by the orders' tests: the desk with bank details published and a quotation accepted by its buyer, ready
// for 'Create order'.
import { expect } from "vitest";
import { siteApi } from "#domain/desk/site-contract.ts";
import type { EnquiryRecord } from "#domain/desk/types.ts";
import { instantPublisher } from "./published-company.ts";
import { quotationDesk } from "./quotation-desk.ts";
import { eventually, siteHeaders } from "./test-helper.ts";

export const bankA = {
  accountName: "Deshmukh Fresh Produce",
  bank: "State Bank of India",
  account: "30123456789",
  swift: "SBININBB123",
  ifsc: "SBIN0001234",
  address: "Nashik Main Branch\nNashik 422001",
};
export const bankB = {
  ...bankA,
  bank: "HDFC Bank",
  account: "50100123456789",
  swift: "HDFCINBB",
  ifsc: "HDFC0000123",
};

export const orderInput = {
  buyerCompany: "Gulf Fresh Trading",
  consignee: "Gulf Fresh Trading\nJebel Ali Free Zone, Dubai",
  notifyParty: "Same as consignee",
  paymentTerms: "advance",
  advancePercent: 30,
  expectedShipment: "2026-12-20",
};

/** The desk, an enquiry from the page in `lang`, its quotation sent and accepted by the buyer, and bank details published. */
export async function acceptedQuotation(
  lang: string,
  options: Parameters<typeof quotationDesk>[0] = {},
  changes = {},
) {
  const desk = await quotationDesk({ publisher: instantPublisher, ...options });
  await publishBank(desk.call, bankA);
  const enquiryId = await desk.enquire(lang);
  const sent = await desk.quote(enquiryId, changes);
  const accepted = await desk.app.inject({
    method: "POST",
    url: `${sent.url}/accept`,
    headers: { ...siteHeaders, "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ name: "Omar Haddad", confirm: "yes" }).toString(),
  });
  expect(accepted.statusCode).toBe(303);
  const reference = ((await desk.call("GET", `/api/desk/enquiries/${enquiryId}`)).json() as EnquiryRecord)
    .enquiry.reference;
  return { ...desk, enquiryId, quotation: sent, reference };
}

type Call = Awaited<ReturnType<typeof quotationDesk>>["call"];

/** The owner enters bank details in the Site section's company facts and publishes. */
export async function publishBank(call: Call, bank: typeof bankA) {
  const { revision, content } = (await call("GET", siteApi.draft)).json();
  const saved = await call("PUT", siteApi.saveDraft, {
    revision,
    content: { ...content, company: { ...content.company, bank } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await call("POST", siteApi.publish, { revision: revision + 1 })).statusCode).toBe(202);
  await eventually(async () => (await call("GET", siteApi.publishing)).json().state === "published");
}
