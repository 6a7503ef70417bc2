import { expect, test } from "vitest";
import { isQuotationToken, newQuotationToken } from "./token.ts";
import { dayInZone, endOfDay, isExpired } from "./validity.ts";

test("a token is 192 random bits in base64url, never the same twice", () => {
  const tokens = Array.from({ length: 2000 }, newQuotationToken);
  expect(new Set(tokens).size).toBe(tokens.length);
  for (const token of tokens) {
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(24);
    expect(isQuotationToken(token)).toBe(true);
  }
  // Every bit varies: over 2000 tokens each of the 192 bits is set about half the time.
  const ones = new Array<number>(192).fill(0);
  for (const token of tokens)
    Buffer.from(token, "base64url").forEach((byte, i) => {
      for (let bit = 0; bit < 8; bit++)
        if (byte & (1 << bit)) ones[i * 8 + bit] = (ones[i * 8 + bit] ?? 0) + 1;
    });
  expect(Math.min(...ones)).toBeGreaterThan(850);
  expect(Math.max(...ones)).toBeLessThan(1150);
  for (const bad of ["", "short", `${"A".repeat(32)}/`, "A".repeat(33), "../../../../etc/passwd"])
    expect(isQuotationToken(bad), bad).toBe(false);
});

test("'Valid until' ends at the next midnight in the owner's time zone", () => {
  expect(new Date(endOfDay("2026-11-30", "Asia/Kolkata")).toISOString()).toBe("2026-11-30T18:30:00.000Z");
  expect(new Date(endOfDay("2026-11-30", "UTC")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  // Across a clock change: Berlin leaves summer time on 25 October 2026.
  expect(new Date(endOfDay("2026-10-24", "Europe/Berlin")).toISOString()).toBe("2026-10-24T22:00:00.000Z");
  expect(new Date(endOfDay("2026-10-25", "Europe/Berlin")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
  expect(isExpired("2026-11-30", new Date("2026-11-30T18:29:59Z"), "Asia/Kolkata")).toBe(false);
  expect(isExpired("2026-11-30", new Date("2026-11-30T18:30:00Z"), "Asia/Kolkata")).toBe(true);
  expect(dayInZone(new Date("2026-11-26T20:00:00Z"), "Asia/Kolkata")).toBe("2026-11-27");
  expect(dayInZone(new Date("2026-11-26T20:00:00Z"), "Asia/Kolkata", 14)).toBe("2026-12-11");
});
