import { expect, test } from "vitest";
import {
  activeFilters,
  changeText,
  chosenPeriod,
  clearFiltersHref,
  conversionText,
  datesHref,
  dayText,
  filterHref,
  periodHref,
  pointsText,
  visitorsSearch,
  withoutFilterHref,
} from "./visitors-view.ts";

const query = (search: string) => new URLSearchParams(search);

test("a period by name keeps the filters and drops two dates; two dates drop the period's name", () => {
  const view = query("from=2026-11-01&to=2026-11-30&source=google&utm_source=x");
  expect(periodHref(view, "7d")).toBe("/desk/visitors?period=7d&source=google");
  expect(datesHref(query("period=12m&country=AE"), "2026-01-01", "2026-03-31")).toBe(
    "/desk/visitors?from=2026-01-01&to=2026-03-31&country=AE",
  );
});

test("choosing a row filters by it alone, in the same period; each filter goes alone, or all at once", () => {
  const view = query("period=7d&source=google");
  expect(filterHref(view, "country", "ae")).toBe("/desk/visitors?period=7d&country=ae");
  expect(filterHref(query("from=2026-11-01&to=2026-11-30"), "source", "google")).toBe(
    "/desk/visitors?from=2026-11-01&to=2026-11-30&source=google",
  );
  // A path or an Arabic title goes into the address encoded, and comes back out as it was.
  const arabic = filterHref(view, "page", "/ar/منتجات");
  expect(new URL(arabic, "http://x").searchParams.get("page")).toBe("/ar/منتجات");
  const both = query("period=7d&source=google&country=AE&device=mobile");
  expect(withoutFilterHref(both, "country")).toBe("/desk/visitors?period=7d&source=google&device=mobile");
  expect(clearFiltersHref(both)).toBe("/desk/visitors?period=7d");
  expect(clearFiltersHref(query(""))).toBe("/desk/visitors");
});

test("the filters in force come in the tables' order, empty ones left out", () => {
  expect(activeFilters(query("device=mobile&source=google&country=&period=7d"))).toEqual([
    { dimension: "source", value: "google" },
    { dimension: "device", value: "mobile" },
  ]);
  expect(activeFilters(query("period=30d"))).toEqual([]);
});

test("the period chosen: the named one, the server's default, or none for two dates", () => {
  expect(chosenPeriod(query("period=7d"))).toBe("7d");
  expect(chosenPeriod(query("period=12m&source=x"))).toBe("12m");
  expect(chosenPeriod(query(""))).toBe("30d");
  expect(chosenPeriod(query("period=nonsense"))).toBe("30d");
  expect(chosenPeriod(query("period=7d&from=2026-11-01&to=2026-11-07"))).toBeNull();
});

test("figures: conversion to a tenth of a percent, changes signed, points for shares", () => {
  expect(conversionText(29 / 1204)).toBe("2.4%");
  expect(conversionText(0)).toBe("0%");
  expect(conversionText(null)).toBeNull();
  expect(changeText(1204, 1100)).toBe("+9%");
  expect(changeText(29, 31)).toBe("−6%");
  expect(changeText(5, 5)).toBe("0%");
  expect(changeText(5, 0)).toBeNull();
  expect(pointsText(0.032, 0.024)).toBe("+0.8 pts");
  expect(pointsText(0.02, 0.03)).toBe("−1 pts");
  expect(pointsText(0.02, null)).toBeNull();
});

test("a report's day is the site's calendar day, whatever the browser's time zone", () => {
  expect(dayText("2026-11-01")).toBe("1 Nov 2026");
  expect(dayText("2026-12-31")).toBe("31 Dec 2026");
});

test("only the Visitors page's own names with a value reach its query", () => {
  const address = new URLSearchParams("period=7d&source=google&q=onions&country=&from=2026-11-01");
  expect(visitorsSearch(address).toString()).toBe("period=7d&from=2026-11-01&source=google");
  expect(visitorsSearch(address, { period: "" }).toString()).toBe("from=2026-11-01&source=google");
});
