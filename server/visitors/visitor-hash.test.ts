import { createHmac } from "node:crypto";
import { expect, test } from "vitest";
import { createVisitorHasher } from "./visitor-hash.ts";

const keeper = (kept: Record<string, Uint8Array> = {}) => ({ saltOf: (day: string) => kept[day] });

test("one address and browser are one visitor a day, and another the next day", () => {
  const hasher = createVisitorHasher("https://www.example.com", keeper());
  const first = hasher.visitorOf("2026-11-28", "198.51.100.7", "Browser/1");
  expect(first).toHaveLength(16);
  expect(hasher.visitorOf("2026-11-28", "198.51.100.7", "Browser/1")).toEqual(first);
  expect(hasher.visitorOf("2026-11-28", "198.51.100.8", "Browser/1")).not.toEqual(first);
  expect(hasher.visitorOf("2026-11-28", "198.51.100.7", "Browser/2")).not.toEqual(first);
  expect(hasher.visitorOf("2026-11-29", "198.51.100.7", "Browser/1")).not.toEqual(first);
});

test("after a restart the same day the kept salt gives the same hashes; the site is part of the key", () => {
  const salt = new Uint8Array(32).fill(7);
  const a = createVisitorHasher("https://www.example.com", keeper({ "2026-11-28": salt }));
  const b = createVisitorHasher("https://www.example.com", keeper({ "2026-11-28": salt }));
  const other = createVisitorHasher("https://other.example", keeper({ "2026-11-28": salt }));
  const hash = a.visitorOf("2026-11-28", "198.51.100.7", "Browser/1");
  expect(b.visitorOf("2026-11-28", "198.51.100.7", "Browser/1")).toEqual(hash);
  expect(other.visitorOf("2026-11-28", "198.51.100.7", "Browser/1")).not.toEqual(hash);
  expect(a.currentSalt()).toEqual({ day: "2026-11-28", salt });
  // The keyed hash is HMAC-SHA256 itself, cut to 16 bytes.
  const hmac = createHmac("sha256", salt).update("https://www.example.com\n198.51.100.7\nBrowser/1").digest();
  expect(hash).toEqual(hmac.subarray(0, 16));
});

test("a new day's salt is random, never the day before's", () => {
  const hasher = createVisitorHasher("https://www.example.com", keeper());
  hasher.visitorOf("2026-11-28", "198.51.100.7", "Browser/1");
  const first = hasher.currentSalt()?.salt;
  hasher.visitorOf("2026-11-29", "198.51.100.7", "Browser/1");
  expect(hasher.currentSalt()?.salt).toHaveLength(32);
  expect(hasher.currentSalt()?.salt).not.toEqual(first);
});

test("the hashes kept for the last visitors are the ones computed afresh, past the thousand kept and the next day", () => {
  const salt = new Uint8Array(32).fill(9);
  const fresh = () => createVisitorHasher("https://www.example.com", keeper({ "2026-11-28": salt }));
  const kept = fresh();
  const first = kept.visitorOf("2026-11-28", "198.51.100.7", "Browser/1");
  for (let i = 0; i < 1_500; i++) {
    const ip = `203.0.113.${i % 250}`;
    const userAgent = `Browser/${i}`;
    expect(kept.visitorOf("2026-11-28", ip, userAgent)).toEqual(
      fresh().visitorOf("2026-11-28", ip, userAgent),
    );
  }
  expect(kept.visitorOf("2026-11-28", "198.51.100.7", "Browser/1")).toEqual(first);
  expect(kept.visitorOf("2026-11-29", "198.51.100.7", "Browser/1")).not.toEqual(first);
});
