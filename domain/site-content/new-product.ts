import { type ProductContent, specificationKeys } from "./schema.ts";

/**
 * A product just added ('Add product'): its id for life (whatever its name becomes), every English text still to
 * write, one HS code to give; a draft keeps it so until she has written what publishing asks.
 */
export function newProduct(id: string): ProductContent {
  return {
    id,
    name: { en: "" },
    cardText: { en: "" },
    description: { en: "" },
    pictureText: { en: "" },
    hsCodes: [{ code: "" }],
    specifications: Object.fromEntries(
      specificationKeys.map((key) => [key, { en: "" }]),
    ) as ProductContent["specifications"],
    showOnHome: false,
    formerSlugs: [],
  };
}
