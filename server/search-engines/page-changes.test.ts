import { expect, test } from "vitest";
import { tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { createPageChanges, readerHash } from "./page-changes.ts";

const page = (text: string, build: string) =>
  `<html><head><link rel="stylesheet" href="/assets/root-${build}.css"/><style>.a{color:#${build.slice(0, 3)}}</style>` +
  `<meta name="google-site-verification" content="${build}"/></head><body><h1>${text}</h1>` +
  `<img src="/assets/logo-${build}.svg" alt="Logo"/><script type="module" src="/assets/hydrate-${build}.js"></script></body></html>`;

test("a page's reader hash ignores a new build's asset names, styles and scripts, and the engines' tags", () => {
  expect(readerHash(page("Red onions", "C4R81wVb"))).toBe(readerHash(page("Red onions", "ZxQQU0ao")));
  expect(readerHash(page("Red onions", "C4R81wVb"))).not.toBe(readerHash(page("Red onion", "C4R81wVb")));
});

test("a publish dates only the pages it changed, and nothing until its site is served", async () => {
  const db = openDatabase(await tempDir());
  const dates = createPageChanges(db);
  const first = new Date("2026-11-20T08:00:00.456Z");
  const second = new Date("2026-11-28T12:30:05Z");
  const one = dates.plan(
    new Map([
      ["/", page("Home", "C4R81wVb")],
      ["/es", page("Inicio", "C4R81wVb")],
      ["/products/old", page("Old", "C4R81wVb")],
    ]),
    first,
  );
  expect(one.changed).toEqual(["/", "/es", "/products/old"]);
  expect(dates.lastModified().size).toBe(0);
  one.commit();
  expect(dates.lastModified().get("/es")).toBe("2026-11-20T08:00:00Z");

  const two = dates.plan(
    new Map([
      ["/", page("Home", "ZxQQU0ao")],
      ["/es", page("Inicio nuevo", "ZxQQU0ao")],
    ]),
    second,
  );
  // The gone page is told too (it answers 404 now), and leaves the sitemap.
  expect(two.changed).toEqual(["/es", "/products/old"]);
  expect(Object.fromEntries(two.lastModified)).toEqual({
    "/": "2026-11-20T08:00:00Z",
    "/es": "2026-11-28T12:30:05Z",
  });
  two.commit();
  expect(Object.fromEntries(dates.lastModified())).toEqual(Object.fromEntries(two.lastModified));
  db.close();
});
