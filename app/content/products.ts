export type Product = {
  slug: string;
  /** The catalogue name, spelt as the spec lists it; headings capitalise it with CSS. The slug comes from it. */
  name: ProductName;
  /** The name with capitals, for titles, share tags, structured data and the enquiry line. */
  title: string;
  /** The shorter label of the home page's 'Our Products' strip. */
  stripLabel: string;
  /** Short text for the cards; the list clamps it to four lines. */
  summary: string;
  image: { src: string; alt: string };
  /** Customs tariff (HS) code shown on the product. */
  customsCode: string;
};

/** The spec's slug rule: the name lower-cased, runs of whitespace replaced by one hyphen. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

type ProductInput = Omit<Product, "slug" | "name" | "title"> & { name: string };

const productInputs = [
  {
    name: "red onions",
    stripLabel: "Red Onions",
    summary:
      "Firm, deep-red Nashik onions with a sharp, lasting pungency and thin dry skins. Graded by size, cured for storage and packed in mesh or jute bags for long sea voyages to wholesale and processing buyers.",
    image: {
      src: "/images/products/red-onions.svg",
      alt: "Two whole red onions beside a halved onion showing its purple rings",
    },
    customsCode: "070310",
  },
  {
    name: "Yellow Onions",
    stripLabel: "Yellow Onions",
    summary:
      "Golden-skinned onions with a mild, sweet flavour and long shelf life. Ideal for retail packs, food service and dehydration, supplied in consistent sizes all year round.",
    image: {
      src: "/images/products/yellow-onions.svg",
      alt: "Two golden-brown yellow onions with papery skins and a halved onion",
    },
    customsCode: "070310",
  },
  {
    name: "G4 Green Chillies",
    stripLabel: "Green chillies",
    summary:
      "The popular G4 (Guntur) variety: slender, glossy and bright green with a clean, strong heat. Harvested fresh, sorted and packed in ventilated cartons for air and sea freight.",
    image: {
      src: "/images/products/g4-green-chillies.svg",
      alt: "Three slender, glossy G4 green chillies with their stems",
    },
    customsCode: "070310",
  },
  {
    name: "Chickpeas",
    stripLabel: "Chickpeas",
    summary:
      "Clean, evenly sized chickpeas (kabuli and desi) with low moisture, machine-cleaned and sorted. A versatile staple for canning, flour, snacks and wholesale trade.",
    image: {
      src: "/images/products/chickpeas.svg",
      alt: "A wooden bowl heaped with cream-coloured chickpeas, a few spilled beside it",
    },
    customsCode: "070310",
  },
] as const satisfies readonly ProductInput[];

export type ProductName = (typeof productInputs)[number]["name"];

export const products: readonly Product[] = productInputs.map((p) => ({
  ...p,
  slug: slugify(p.name),
  title: p.name.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase()),
}));

export function findProduct(slug: string | undefined): Product | undefined {
  return products.find((p) => p.slug === slug);
}
