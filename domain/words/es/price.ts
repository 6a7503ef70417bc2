import type { priceWords as english, PriceParts } from "../en/price.ts";
import type { Translation } from "../translation.ts";

export const priceWords = {
  label: "Precio orientativo",
  afterLabel: ": ",
  numbers: "es-ES",
  line: ({ currency, amount, unit, delivery }: PriceParts) =>
    `${amount} ${currency} por ${unit}, ${delivery}`,
} as const satisfies Translation<typeof english>;
