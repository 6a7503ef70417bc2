import { expect, test } from "vitest";
import { callLink, fileSize, mailtoLink, phoneDigits, timeAgo, whatsappLink } from "./format.ts";

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

test("attachment sizes read in bytes, KB or MB", () => {
  expect(fileSize(820)).toBe("820 bytes");
  expect(fileSize(14 * 1024 + 100)).toBe("14 KB");
  expect(fileSize(10 * 1024 * 1024 + 1)).toBe("10.0 MB");
});
