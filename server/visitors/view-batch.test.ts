import { setTimeout as sleep } from "node:timers/promises";
import { expect, test, vi } from "vitest";
import { createViewBatch } from "./view-batch.ts";
import type { MissingPage, PageView } from "./view-store.ts";

const view = (path: string): PageView => ({
  viewedAt: "2026-11-28T10:00:00.000Z",
  day: "2026-11-28",
  visitor: new Uint8Array(16),
  path,
  language: "en",
  product: null,
  entry: true,
  source: "Direct",
  medium: null,
  campaign: null,
  referrer: null,
  country: null,
  device: "desktop",
});

function recorder(fail = () => false) {
  const written: { views: PageView[]; missing: MissingPage[] }[] = [];
  return {
    written,
    write(views: PageView[], missing: MissingPage[]) {
      if (fail()) throw new Error("disk full");
      written.push({ views, missing });
    },
  };
}

test("views wait in memory and are written together after the interval", async () => {
  const writer = recorder();
  const batch = createViewBatch(writer, { everyMs: 30, size: 100, cap: 1000 }, () => {});
  batch.add(view("/"));
  batch.add(view("/about"));
  expect(writer.written).toEqual([]);
  await sleep(60);
  expect(writer.written.map((w) => w.views.map((v) => v.path))).toEqual([["/", "/about"]]);
});

test("a full batch is written right after the request, never inside it", async () => {
  const writer = recorder();
  const batch = createViewBatch(writer, { everyMs: 60_000, size: 3, cap: 1000 }, () => {});
  for (const path of ["/a", "/b", "/c"]) batch.add(view(path));
  expect(writer.written).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(writer.written).toHaveLength(1);
  expect(batch.state()).toEqual({ waiting: 0, dropped: 0 });
});

test("missing pages are summed per day, path and referrer before they are written", () => {
  const writer = recorder();
  const batch = createViewBatch(writer, { everyMs: 60_000, size: 100, cap: 1000 }, () => {});
  const page = { day: "2026-11-28", path: "/old", referrer: "", views: 1 };
  batch.addMissing(page);
  batch.addMissing(page);
  batch.addMissing({ ...page, referrer: "example.com" });
  batch.flush();
  expect(writer.written[0]?.missing).toEqual([
    { ...page, views: 2 },
    { ...page, referrer: "example.com" },
  ]);
});

test("a failed write keeps the views for the next one, up to the cap; beyond it views are dropped and counted", () => {
  let failing = true;
  const writer = recorder(() => failing);
  const onError = vi.fn();
  const batch = createViewBatch(writer, { everyMs: 60_000, size: 100, cap: 3 }, onError);
  for (const path of ["/a", "/b"]) batch.add(view(path));
  batch.flush();
  expect(onError).toHaveBeenCalledOnce();
  for (const path of ["/c", "/d"]) batch.add(view(path));
  expect(batch.state()).toEqual({ waiting: 3, dropped: 1 });
  failing = false;
  batch.flush();
  expect(writer.written.map((w) => w.views.map((v) => v.path))).toEqual([["/a", "/b", "/c"]]);
});

test("a burst of 10,000 views in a minute is written whole, in batches", async () => {
  const writer = recorder();
  const batch = createViewBatch(writer, { everyMs: 10_000, size: 500, cap: 50_000 }, () => {});
  for (let i = 0; i < 10_000; i++) {
    batch.add(view(`/p${i}`));
    if (i % 500 === 499) await new Promise((resolve) => setImmediate(resolve));
  }
  batch.flush();
  expect(writer.written.reduce((sum, w) => sum + w.views.length, 0)).toBe(10_000);
  expect(batch.state().dropped).toBe(0);
});
