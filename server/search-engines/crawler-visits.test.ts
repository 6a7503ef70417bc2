import { expect, test } from "vitest";
import { tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { createCrawlerVisits } from "./crawler-visits.ts";

test("compacting keeps each engine's first and first verified visit since the page's last change, and nothing else", async () => {
  const db = openDatabase(await tempDir());
  const visits = createCrawlerVisits(db);
  const visit = (visitedAt: string, path: string, engine: string, verified: boolean | null) =>
    visits.insert({ visitedAt, path, engine, verified });
  // Before the page's change: never shown again.
  visit("2026-11-01T08:00:00Z", "/products", "Google", true);
  // Since: a stranger calling itself Google first, then Google's own twice, Bing three times.
  visit("2026-11-10T08:00:00Z", "/products", "Google", false);
  visit("2026-11-11T08:00:00Z", "/products", "Google", true);
  visit("2026-11-12T08:00:00Z", "/products", "Google", true);
  visit("2026-11-10T09:00:00Z", "/products", "Bing", null);
  visit("2026-11-11T09:00:00Z", "/products", "Bing", null);
  visit("2026-11-12T09:00:00Z", "/products", "Bing", false);
  // A page no longer on the site.
  visit("2026-11-12T10:00:00Z", "/gone", "Google", true);
  const lastModified = new Map([["/products", "2026-11-05T00:00:00Z"]]);
  const before = visits.firstCrawls("/products", "2026-11-05T00:00:00Z");

  expect(visits.compact(lastModified)).toBe(5);

  expect(visits.firstCrawls("/products", "2026-11-05T00:00:00Z")).toEqual(before);
  expect(before).toEqual([
    { engine: "Bing", at: "2026-11-10T09:00:00Z", verified: null },
    { engine: "Google", at: "2026-11-11T08:00:00Z", verified: true },
  ]);
  const left = db.prepare("SELECT visited_at, engine FROM crawler_visits ORDER BY visited_at").all();
  expect(left.map((row) => ({ ...row }))).toEqual([
    { visited_at: "2026-11-10T08:00:00Z", engine: "Google" },
    { visited_at: "2026-11-10T09:00:00Z", engine: "Bing" },
    { visited_at: "2026-11-11T08:00:00Z", engine: "Google" },
  ]);
  // Run again, nothing more goes.
  expect(visits.compact(lastModified)).toBe(0);
});
