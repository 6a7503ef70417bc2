import { expect, test } from "vitest";
import { arabic } from "./activity-words.ar.ts";

test("a count of entries or days takes the noun's form Arabic grammar gives that number", () => {
  expect([1, 2, 4, 10, 11, 99, 100, 1204].map(arabic.results)).toEqual([
    "إدخال واحد",
    "إدخالان",
    "4 إدخالات",
    "10 إدخالات",
    "11 إدخالاً",
    "99 إدخالاً",
    "100 إدخال",
    "1,204 إدخالات",
  ]);
  expect(arabic.intro(365)).toMatch(/يُحتفظ بها 365 يوماً\.$/);
  expect(arabic.intro(30)).toMatch(/يُحتفظ بها 30 يوماً\.$/);
});
