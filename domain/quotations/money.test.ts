import { expect, test } from "vitest";
import { currencies, decimalsOf } from "./currencies.ts";
import {
  amountText,
  formatMoney,
  formatQuantity,
  lineAmount,
  maxMinor,
  parseAmount,
  parseQuantity,
  quantityFromNumber,
  quantityText,
  totalOf,
} from "./money.ts";

test("the currency list starts with USD, holds each code once, and knows each one's decimals", () => {
  expect(currencies.slice(0, 7)).toEqual(["USD", "EUR", "GBP", "AED", "SAR", "INR", "RUB"]);
  expect(new Set(currencies).size).toBe(currencies.length);
  expect(decimalsOf("USD")).toBe(2);
  expect(decimalsOf("JPY")).toBe(0);
  expect(decimalsOf("KWD")).toBe(3);
  expect(decimalsOf("BHD")).toBe(3);
  expect(() => decimalsOf("XYZ")).toThrow();
  // Every code is one Node's ICU knows as well.
  const known = new Set(Intl.supportedValuesOf("currency"));
  expect(currencies.filter((code) => !known.has(code))).toEqual([]);
});

test("prices are read as minor units in the currency's own decimals, never as binary fractions", () => {
  expect(parseAmount("1170", "USD")).toBe(117000);
  expect(parseAmount("1170.5", "USD")).toBe(117050);
  expect(parseAmount("0.29", "USD")).toBe(29);
  expect(parseAmount("1500", "JPY")).toBe(1500);
  expect(parseAmount("1500.5", "JPY")).toBeUndefined();
  expect(parseAmount("0.125", "KWD")).toBe(125);
  expect(parseAmount("0.1255", "KWD")).toBeUndefined();
  for (const bad of ["", "-5", "1,170", "1e3", "0", "0.00", " ", "12.", ".5", "USD 5", "9999999999999"])
    expect(parseAmount(bad, "USD"), bad).toBeUndefined();
  expect(parseAmount("9999999999.99", "USD")).toBe(maxMinor);
});

test("quantities are thousandths", () => {
  expect(parseQuantity("20")).toBe(20000);
  expect(parseQuantity("2.5")).toBe(2500);
  expect(parseQuantity("0.001")).toBe(1);
  expect(parseQuantity("0.0001")).toBeUndefined();
  expect(parseQuantity("0")).toBeUndefined();
  expect(quantityFromNumber(0.1 + 0.2)).toBe(300);
  expect(quantityText(2500)).toBe("2.5");
  expect(quantityText(20000)).toBe("20");
  expect(quantityText(1)).toBe("0.001");
});

test("a line's amount is rounded once, half away from zero, to the minor unit", () => {
  expect(lineAmount(20000, 117000)).toBe(2340000); // 20 MT × USD 1,170.00
  expect(lineAmount(1, 1)).toBe(0); // 0.001 × 0.01 = 0.00001
  expect(lineAmount(500, 1)).toBe(1); // 0.5 cent rounds up
  expect(lineAmount(499, 1)).toBe(0);
  expect(lineAmount(2500, 333)).toBe(833); // 2.5 × 3.33 = 8.325 → 8.33
  expect(lineAmount(1500, 125)).toBe(188); // KWD: 1.5 × 0.125 = 0.1875 → 0.188
  expect(lineAmount(2500, 999)).toBe(2498); // JPY: 2.5 × 999 = 2497.5 → 2498
  // Beyond 2^53 in between: 100,000 MT × USD 9,999,999.99 still exact.
  expect(lineAmount(100_000_000, 999_999_999)).toBe(99_999_999_900_000);
});

test("the total is the exact sum of many lines, and refuses more than twelve digits", () => {
  // 0.1 + 0.2 in dollars, a thousand times: floating point would drift.
  const lines = Array.from({ length: 1000 }, (_, i) => (i % 2 === 0 ? 10 : 20));
  expect(totalOf(lines)).toBe(15000);
  expect(totalOf([])).toBe(0);
  expect(totalOf([maxMinor])).toBe(maxMinor);
  expect(totalOf([maxMinor, 1])).toBeUndefined();
  const jpy = [lineAmount(2500, 999), lineAmount(1000, 1)];
  expect(amountText(totalOf(jpy) ?? 0, "JPY")).toBe("2499");
});

test("amounts read in each language, exactly", () => {
  expect(formatMoney("en", 2340000, "USD")).toBe("USD 23,400.00");
  expect(formatMoney("en", 1500, "JPY")).toBe("JPY 1,500");
  expect(formatMoney("en", 1234567, "KWD")).toBe("KWD 1,234.567");
  expect(formatMoney("es", 2340000, "EUR")).toBe("23.400,00 EUR");
  expect(formatMoney("en", maxMinor, "USD")).toBe("USD 9,999,999,999.99");
  expect(amountText(5, "KWD")).toBe("0.005");
  expect(amountText(2340000, "USD")).toBe("23400.00");
  expect(formatQuantity("en", 2500)).toBe("2.5");
  expect(formatQuantity("fr", 1234500)).toMatch(/^1\s234,5$/);
});
