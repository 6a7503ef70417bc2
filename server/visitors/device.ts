import Bowser from "bowser";
import type { PageView } from "./view-store.ts";

export type Device = PageView["device"];

/**
 * The device class of a browser: a phone, a tablet or anything else. Sec-CH-UA-Mobile (Chromium's client hint,
 * sent unasked) says "phone" for certain; the user agent string says the rest, as bowser reads it.
 */
export function deviceOf(userAgent: string, mobileHint: string | undefined): Device {
  if (mobileHint === "?1") return "mobile";
  // bowser refuses an empty string; a request without a user agent is no phone we can tell.
  if (!userAgent) return "desktop";
  const type = Bowser.parse(userAgent).platform.type;
  return type === "mobile" ? "mobile" : type === "tablet" ? "tablet" : "desktop";
}
