import type { ProductSummaries } from "../../products/product-catalogue.ts";

/** The product list's cards and the product pages' descriptions, in English. */
export const productSummaries = {
  "red onions":
    "Firm, deep-red Nashik onions with a sharp, lasting pungency and thin dry skins. Graded by size, cured for storage and packed in mesh or jute bags for long sea voyages to wholesale and processing buyers.",
  "Yellow Onions":
    "Golden-skinned onions with a mild, sweet flavour and long shelf life. Ideal for retail packs, food service and dehydration, supplied in consistent sizes all year round.",
  "G4 Green Chillies":
    "The popular G4 (Guntur) variety: slender, glossy and bright green with a clean, strong heat. Harvested fresh, sorted and packed in ventilated cartons for air and sea freight.",
  Chickpeas:
    "Clean, evenly sized chickpeas (kabuli and desi) with low moisture, machine-cleaned and sorted. A versatile staple for canning, flour, snacks and wholesale trade.",
} as const satisfies ProductSummaries;
