import type { priceWords as english, PriceParts } from "../en/price.ts";
import type { Translation } from "../translation.ts";

export const priceWords = {
  label: "Ориентировочная цена",
  afterLabel: ": ",
  numbers: "ru-RU",
  line: ({ currency, amount, unit, delivery }: PriceParts) => `${amount} ${currency} за ${unit}, ${delivery}`,
} as const satisfies Translation<typeof english>;
