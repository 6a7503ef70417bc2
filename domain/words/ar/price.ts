import type { priceWords as english, PriceParts } from "../en/price.ts";
import type { Translation } from "../translation.ts";

// Arabic pages write Western digits, as the rest of the site does.
export const priceWords = {
  label: "سعر استرشادي",
  afterLabel: ": ",
  numbers: "ar-AE-u-nu-latn",
  line: ({ currency, amount, unit, delivery }: PriceParts) =>
    `${amount} ${currency} لكل ${unit}، ${delivery}`,
} as const satisfies Translation<typeof english>;
