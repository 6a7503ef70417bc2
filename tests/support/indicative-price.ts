// An indicative price as the owner gives one, for tests of what a price adds to a product's page.
import type { Price } from "#domain/site-content/schema.ts";

export const indicativePrice: Price = {
  currency: "USD",
  from: 280,
  to: 320,
  unit: { en: "MT" },
  incoterm: "FOB",
  port: "Nhava Sheva",
};
