import { expect, test } from "vitest";
import { defaultSiteContent } from "./defaults.ts";
import { draftContentSchema } from "./draft-schema.ts";
import { newProduct } from "./new-product.ts";
import { publishableContentSchema, type SiteContent } from "./schema.ts";

/** The seed with a product just added ('Add product'), at the end, with only its name written. */
function withNewProduct(name: string): SiteContent {
  const content = defaultSiteContent();
  content.products.push({ ...newProduct("product-new"), name: { en: name } });
  return content;
}

import { translationStatus } from "./texts.ts";

const fields = (schema: typeof draftContentSchema, content: unknown) => {
  const result = schema.safeParse(content);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

test("a draft holds unfinished work: empty texts, formats half typed, a price begun, two new products unnamed", () => {
  const content = withNewProduct("");
  const added = content.products.at(-1);
  if (!added) throw new Error("added");
  content.products.push({ ...structuredClone(added), id: "product-other" });
  Object.assign(content.company, { name: "" });
  Object.assign(content.company.contact, { phone: "+91 98", email: "priya@", instagram: "instagram.com/" });
  Object.assign(content.company.overview, { yearEstablished: "20", taxNumber: "27AAB" });
  const [onions] = content.products;
  if (!onions) throw new Error("seeded");
  onions.price = { currency: "USD", from: 0, to: 0, unit: { en: "" }, incoterm: "FOB", port: "" };
  onions.hsCodes = [];
  expect(fields(draftContentSchema, content)).toEqual({});
  expect(Object.keys(fields(publishableContentSchema, content))).toEqual(
    expect.arrayContaining([
      "company.name",
      "company.contact.phone",
      "company.contact.email",
      "company.overview.yearEstablished",
      "products.0.hsCodes",
      "products.0.price.from",
      "products.0.price.port",
      "products.4.name.en",
      "products.4.cardText.en",
      "products.4.hsCodes.0.code",
    ]),
  );
});

test("what could harm is refused in a draft as at publishing: control characters, oversize, unknown fields, odd ids", () => {
  const content = withNewProduct("Okra\u0007");
  const [onions] = content.products;
  if (!onions) throw new Error("seeded");
  onions.description.en = "x".repeat(6001);
  onions.specifications.origin.en = "Nashik\u001b[2J";
  content.company.contact.phone = "+91 98\nBcc: x@example.com";
  content.company.contact.email = "x".repeat(201);
  Object.assign(content.company, { extra: "?" });
  Object.assign(onions, { id: "../../etc" });
  expect(fields(draftContentSchema, content)).toEqual({
    company: 'Unrecognized key: "extra"',
    "company.contact.email": "Keep it under 201 characters.",
    "company.contact.phone": "Write it on one line.",
    "products.0.id": "Invalid string: must match pattern /^[a-z0-9-]{1,40}$/",
    "products.0.description.en": "Keep it under 6001 characters.",
    "products.0.specifications.origin.en": "Use letters, digits and punctuation only.",
    "products.4.name.en": "Write it on one line.",
  });
});

test("a specification row left empty is complete; a text empty in English has nothing to translate yet", () => {
  const content = withNewProduct("Okra");
  const [onions, , , , okra] = content.products;
  if (!onions || !okra) throw new Error("seeded and added");
  // What a buyer needs, written (the onions' words will do): no specification row.
  for (const key of ["cardText", "description", "pictureText", "hsCodes"] as const)
    Object.assign(okra, { [key]: onions[key] });
  expect(fields(publishableContentSchema, content)).toEqual({});
  const missing = translationStatus(content).es.missing.map((path) => path.join("."));
  expect(missing).toContain("products.4.name");
  expect(missing.filter((path) => path.startsWith("products.4.specifications"))).toEqual([]);
});
