import { expect, test } from "vitest";
import { moneyTexts } from "./money-totals.tsx";

test("money per currency, each in its own minor unit, never added across currencies", () => {
  const amounts = [
    { currency: "USD", minor: 2_340_000 },
    { currency: "KWD", minor: 1500 },
    { currency: "JPY", minor: 1500 },
  ];
  expect(moneyTexts(amounts)).toEqual(["USD 23,400.00", "KWD 1.500", "JPY 1,500"]);
  expect(moneyTexts([])).toEqual([]);
});
