import type { PageView } from "./view-store.ts";

/** A counted view for the store's and the batch's tests: one direct visit from a desktop. */
export const testView = (day: string, path = "/"): PageView => ({
  viewedAt: `${day}T10:00:00.000Z`,
  day,
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
