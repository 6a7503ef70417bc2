import { expect, test } from "vitest";
import { productOfEnquiry, productOfMessage } from "./enquiry-facts.ts";

test("the product of an older message is read from its first line, text after the colon included", () => {
  const slug = (message: string) => productOfMessage(message)?.slug;
  expect(slug("Enquiry about Red Onions:\nPlease quote 20 t.")).toBe("red-onions");
  expect(slug("Enquiry about Red Onions: 2 containers")).toBe("red-onions");
  expect(slug("  Enquiry about G4 Green Chillies:please call")).toBe("g4-green-chillies");
  expect(slug("enquiry about yellow onions: 5 MT")).toBe("yellow-onions");
  expect(slug("Enquiry about Chickpeas:")).toBe("chickpeas");
  // Not the first line, no colon, or no product of the catalogue: none.
  expect(slug("Hello\nEnquiry about Red Onions:")).toBeUndefined();
  expect(slug("Enquiry about Red Onions")).toBeUndefined();
  expect(slug("Enquiry about Garlic: 2 MT")).toBeUndefined();
  expect(slug("I want Red Onions")).toBeUndefined();
});

test("the line of a translated page names its product too, in that page's words", () => {
  const slug = (message: string) => productOfMessage(message)?.slug;
  expect(slug("Consulta sobre Cebolla roja: 2 contenedores")).toBe("red-onions");
  expect(slug("استفسار عن الحمص:\nنحتاج 20 طنًا")).toBe("chickpeas");
  expect(slug("Запрос о товаре «Жёлтый лук»: 5 MT")).toBe("yellow-onions");
  expect(slug("Consulta sobre Ajo: 2 MT")).toBeUndefined();
});

test("the structured product comes first; the message's line only without one", () => {
  const message = "Enquiry about Red Onions: 2 containers";
  expect(productOfEnquiry({ message, quote: { product: "chickpeas" } })).toBe("chickpeas");
  expect(productOfEnquiry({ message, quote: { product: "other" } })).toBe("other");
  expect(productOfEnquiry({ message, quote: { port: "Dubai" } })).toBe("red-onions");
  expect(productOfEnquiry({ message })).toBe("red-onions");
  expect(productOfEnquiry({ message: "Hello" })).toBeUndefined();
});
