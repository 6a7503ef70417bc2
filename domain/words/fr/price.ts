import type { priceWords as english, PriceParts } from "../en/price.ts";
import type { Translation } from "../translation.ts";

export const priceWords = {
  label: "Prix indicatif",
  afterLabel: "\u00a0: ",
  numbers: "fr-FR",
  line: ({ currency, amount, unit, delivery }: PriceParts) =>
    `${amount} ${currency} par ${unit}, ${delivery}`,
} as const satisfies Translation<typeof english>;
