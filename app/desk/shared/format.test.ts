import { expect, test } from "vitest";
import {
  callLink,
  count,
  duration,
  durationInWords,
  fileSize,
  mailtoLink,
  percent,
  periodStarts,
  phoneDigits,
  timeAgo,
  whatsappLink,
} from "./format.ts";

const now = new Date("2026-11-23T12:00:00Z");

test("times read as a person says them", () => {
  expect(timeAgo("2026-11-23T11:59:30Z", now)).toBe("just now");
  expect(timeAgo("2026-11-23T11:55:00Z", now)).toBe("5 minutes ago");
  expect(timeAgo("2026-11-23T10:00:00Z", now)).toBe("2 hours ago");
  expect(timeAgo("2026-11-22T12:00:00Z", now)).toBe("yesterday");
  expect(timeAgo("2026-11-09T12:00:00Z", now)).toBe("2 weeks ago");
  expect(timeAgo("2025-11-23T12:00:00Z", now)).toBe("last year");
});

test("WhatsApp and Call use the international number, digits only", () => {
  expect(phoneDigits("+91 98765-43210")).toBe("919876543210");
  expect(whatsappLink("919876543210")).toBe("https://wa.me/919876543210");
  expect(callLink("919876543210")).toBe("tel:+919876543210");
});

test("the reply link carries the address and an encoded subject", () => {
  expect(mailtoLink("asha@example.com", "Re: your enquiry about Red Onions")).toBe(
    "mailto:asha@example.com?subject=Re%3A%20your%20enquiry%20about%20Red%20Onions",
  );
  // A crafted address cannot add headers or recipients.
  expect(mailtoLink("a@example.com?bcc=x@evil.example", "Hi")).toBe(
    "mailto:a@example.com%3Fbcc%3Dx@evil.example?subject=Hi",
  );
});

test("answer times read in their two largest units, rounded down to the minute", () => {
  const minute = 60_000;
  expect(duration(59_999)).toBe("< 1 min");
  expect(duration(minute)).toBe("1 min");
  expect(duration(59 * minute + 59_999)).toBe("59 min");
  expect(duration(60 * minute)).toBe("1 h");
  expect(duration(130 * minute)).toBe("2 h 10 min");
  expect(duration(24 * 60 * minute)).toBe("1 d");
  expect(duration((3 * 24 + 4) * 60 * minute + 59 * minute)).toBe("3 d 4 h");
});

test("in a sentence a span is written in words", () => {
  const minute = 60_000;
  expect(durationInWords(24 * 60 * minute)).toBe("1 day");
  expect(durationInWords(270 * minute)).toBe("4 hours 30 minutes");
  expect(durationInWords(minute)).toBe("1 minute");
});

test("counts and shares are formatted by Intl", () => {
  expect(count(100_000)).toBe("100,000");
  expect(percent(2, 3)).toBe("67%");
  expect(percent(0, 0)).toBeNull();
});

test("this week starts on Monday and this month on the 1st, at midnight where the owner is", () => {
  const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts);
  expect(periodStarts(local(2026, 10, 25, 12, 0))).toEqual({
    weekStart: local(2026, 10, 23).toISOString(),
    monthStart: local(2026, 10, 1).toISOString(),
  });
  // Sunday night still belongs to the week that began on Monday; Monday at midnight begins a new one.
  expect(periodStarts(local(2026, 10, 29, 23, 59)).weekStart).toBe(local(2026, 10, 23).toISOString());
  expect(periodStarts(local(2026, 10, 30, 0, 0)).weekStart).toBe(local(2026, 10, 30).toISOString());
  // A week may begin in the month before.
  expect(periodStarts(local(2026, 11, 1, 9, 0))).toEqual({
    weekStart: local(2026, 10, 30).toISOString(),
    monthStart: local(2026, 11, 1).toISOString(),
  });
});

test("attachment sizes read in bytes, KB or MB", () => {
  expect(fileSize(820)).toBe("820 bytes");
  expect(fileSize(14 * 1024 + 100)).toBe("14 KB");
  expect(fileSize(10 * 1024 * 1024 + 1)).toBe("10.0 MB");
});
