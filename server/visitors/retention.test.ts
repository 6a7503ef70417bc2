import { expect, test } from "vitest";
import { tempDir } from "#tests/support/test-helper.ts";
import { openDatabase } from "../database/database.ts";
import { expireMissingPagesAndSalts, missingPageDays } from "./retention.ts";
import { testView as view } from "./test-view.ts";
import { createViewStore } from "./view-store.ts";

test("missing pages past their time are deleted, and every salt before today; raw views are the roll-up's", async () => {
  const db = openDatabase(await tempDir());
  try {
    const store = createViewStore(db);
    expect(missingPageDays).toBe(731);
    store.insertViews([view("2024-11-27"), view("2024-11-28"), view("2026-11-28")]);
    store.addMissingPages([
      { day: "2024-11-27", path: "/old", referrer: "", views: 3 },
      { day: "2026-11-28", path: "/old", referrer: "", views: 1 },
    ]);
    store.keepSalt("2026-11-27", new Uint8Array(32).fill(1));
    store.keepSalt("2026-11-28", new Uint8Array(32).fill(2));
    expect(store.saltOf("2026-11-27")).toBeUndefined();
    expect(expireMissingPagesAndSalts(store, "2026-11-29")).toBe(1);
    expect(db.prepare("SELECT day FROM page_views ORDER BY day").all()).toEqual([
      { day: "2024-11-27" },
      { day: "2024-11-28" },
      { day: "2026-11-28" },
    ]);
    expect(db.prepare("SELECT day FROM missing_pages").all()).toEqual([{ day: "2026-11-28" }]);
    expect(db.prepare("SELECT day FROM visitor_salts").all()).toEqual([]);
  } finally {
    db.close();
  }
});

test("the first salt kept for a day stays", async () => {
  const db = openDatabase(await tempDir());
  try {
    const store = createViewStore(db);
    store.keepSalt("2026-11-28", new Uint8Array(32).fill(1));
    store.keepSalt("2026-11-28", new Uint8Array(32).fill(2));
    expect(store.saltOf("2026-11-28")).toEqual(new Uint8Array(32).fill(1));
  } finally {
    db.close();
  }
});
