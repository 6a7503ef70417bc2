import { expect, test } from "vitest";
import { priceAmount, priceLabel, priceLead, priceText } from "./price.ts";
import type { Price } from "./schema.ts";

const onions: Price = {
  currency: "USD",
  from: 280,
  to: 320,
  unit: { en: "MT", ru: { text: "т", from: "MT" } },
  incoterm: "FOB",
  port: "Nhava Sheva",
};

test("the issue's price reads in each language's order, with an en dash between the amounts", () => {
  expect(priceText(onions, "en")).toBe("USD 280–320 per MT, FOB Nhava Sheva");
  expect(priceText(onions, "es")).toBe("280–320 USD por MT, FOB Nhava Sheva");
  expect(priceText(onions, "fr")).toBe("280–320 USD par MT, FOB Nhava Sheva");
  expect(priceText(onions, "ru")).toBe("280–320 USD за т, FOB Nhava Sheva");
  expect(priceText(onions, "ar")).toBe("280–320 USD لكل MT، FOB Nhava Sheva");
});

test("amounts carry thousands separators and the currency's decimals, in each language's conventions", () => {
  const price = { ...onions, from: 1250.5, to: 12800 };
  expect(priceText(price, "en")).toBe("USD 1,250.50–12,800.00 per MT, FOB Nhava Sheva");
  expect(priceText(price, "fr")).toBe("1\u00a0250,50–12\u00a0800,00 USD par MT, FOB Nhava Sheva");
  expect(priceText(price, "ru")).toBe("1\u00a0250,50–12\u00a0800,00 USD за т, FOB Nhava Sheva");
  // Spanish groups from five digits on (RAE).
  expect(priceText(price, "es")).toBe("1250,50–12.800,00 USD por MT, FOB Nhava Sheva");
  expect(priceText(price, "ar")).toBe("1,250.50–12,800.00 USD لكل MT، FOB Nhava Sheva");
  // A currency without decimals rounds to its unit; one with three shows three.
  expect(priceText({ ...onions, currency: "JPY", from: 42000.4, to: 45000 }, "en")).toMatch(
    /^JPY 42,000–45,000 /,
  );
  expect(priceText({ ...onions, currency: "KWD", from: 85.25, to: 90 }, "en")).toMatch(/^KWD 85.250–90.000 /);
});

test("one amount when the range is a single price; the unit falls back to English where untranslated", () => {
  expect(priceText({ ...onions, from: 300, to: 300 }, "en")).toBe("USD 300 per MT, FOB Nhava Sheva");
  expect(priceText({ ...onions, incoterm: "CIF", port: "Jebel Ali" }, "es")).toBe(
    "280–320 USD por MT, CIF Jebel Ali",
  );
});

test("amounts for structured data are rounded to the currency's minor unit", () => {
  expect(priceAmount(280.126, "USD")).toBe(280.13);
  expect(priceAmount(42000.4, "JPY")).toBe(42000);
  expect(priceAmount(85.2504, "KWD")).toBe(85.25);
});

test("the label comes from each language's catalogue", () => {
  expect(priceLabel("en")).toBe("Indicative price");
  expect(priceLabel("fr")).toBe("Prix indicatif");
  expect(priceLead("en")).toBe("Indicative price: ");
  expect(priceLead("fr")).toBe("Prix indicatif\u00a0: ");
});
