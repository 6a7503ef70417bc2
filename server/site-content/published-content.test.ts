// The rest of the server reads the owner's published content: the enquiry's Product choices, the desk's product
// filter, names and CSV. A product she removes keeps its name on the enquiries that named it.
import { expect, test } from "vitest";
import { deskApi } from "#domain/desk/api.ts";
import { defaultSiteContent } from "#domain/site-content/defaults.ts";
import type { SiteContent } from "#domain/site-content/schema.ts";
import { siteDesk } from "#tests/support/site-desk.ts";
import { validEnquiry } from "#tests/support/test-helper.ts";

function withGarlicNotChickpeas(): SiteContent {
  const content = defaultSiteContent();
  const [onions] = content.products;
  if (!onions) throw new Error("seeded");
  content.products = [
    ...content.products.filter((p) => p.id !== "chickpeas"),
    { ...onions, id: "dehydrated-garlic", name: { en: "Dehydrated garlic" }, drawing: undefined },
  ];
  return content;
}

test("an enquiry's Product is a published product or 'Other'; the desk names and filters by the published ones", async () => {
  const { app, priya, publish } = await siteDesk();
  const enquire = (product: string) =>
    app.inject({ method: "POST", url: "/api/send-email", payload: { ...validEnquiry, quote: { product } } });
  const chickpeas = await enquire("chickpeas");
  expect(chickpeas.statusCode).toBe(201);
  const unknown = await enquire("dehydrated-garlic");
  expect(unknown.statusCode).toBe(400);
  expect(unknown.json().fields).toEqual({
    "quote.product":
      "Product must be one of: red-onions, yellow-onions, g4-green-chillies, chickpeas, other.",
  });
  const spanish = await app.inject({
    method: "POST",
    url: "/api/send-email",
    headers: { "content-language": "es" },
    payload: { ...validEnquiry, quote: { product: "dehydrated-garlic" } },
  });
  expect(spanish.statusCode).toBe(400);
  expect(spanish.json().fields["quote.product"]).toMatch(/chickpeas, other/);

  await publish(withGarlicNotChickpeas());
  const garlic = await enquire("dehydrated-garlic");
  expect(garlic.statusCode).toBe(201);
  expect((await enquire("chickpeas")).json().fields).toEqual({
    "quote.product":
      "Product must be one of: red-onions, yellow-onions, g4-green-chillies, dehydrated-garlic, other.",
  });

  const inbox = (await priya("GET", deskApi.enquiries)).json();
  expect(inbox.products.map((p: { title: string }) => p.title)).toEqual([
    "Red Onions",
    "Yellow Onions",
    "G4 Green Chillies",
    "Dehydrated Garlic",
  ]);
  // The removed product's enquiry keeps the name it had.
  const named = Object.fromEntries(
    inbox.items.map((e: { id: string; product: { title: string } }) => [e.id, e.product.title]),
  );
  expect(named).toEqual({ [chickpeas.json().id]: "Chickpeas", [garlic.json().id]: "Dehydrated Garlic" });
  const filtered = (await priya("GET", `${deskApi.enquiries}?product=dehydrated-garlic`)).json();
  expect(filtered.items.map((e: { id: string }) => e.id)).toEqual([garlic.json().id]);
  const csv = (await priya("GET", deskApi.exportCsv)).body;
  expect(csv).toContain("Dehydrated Garlic");
  expect(csv).toContain("Chickpeas");
});

test("a new quotation starts from the published product's facts", async () => {
  const { app, priya, publish } = await siteDesk();
  const content = withGarlicNotChickpeas();
  const garlic = content.products.at(-1);
  if (!garlic) throw new Error("added");
  garlic.specifications.paymentTerms = { en: "100% advance" };
  await publish(content);
  const sent = await app.inject({
    method: "POST",
    url: "/api/send-email",
    payload: { ...validEnquiry, quote: { product: "dehydrated-garlic" } },
  });
  const { prefill } = (await priya("GET", `/api/desk/enquiries/${sent.json().id}/quotations`)).json();
  expect(prefill).toMatchObject({ paymentTerms: "100% advance", lines: [{ product: "Dehydrated Garlic" }] });
});
