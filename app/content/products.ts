export type Product = {
  slug: string;
  name: string;
  /** Short text for the cards; the list clamps it to four lines. */
  summary: string;
  /** Long text for the product page, one paragraph per entry. */
  description: readonly string[];
  image: { src: string; alt: string };
  /** Customs tariff (HS) code shown on the product. */
  customsCode: string;
};

/** The spec's slug rule: the name lower-cased, runs of whitespace replaced by one hyphen. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

type ProductInput = Omit<Product, "slug">;

const productInputs = [
  {
    name: "Red Onions",
    summary: "TODO",
    description: ["TODO"],
    image: { src: "/images/products/red-onions.svg", alt: "TODO" },
    customsCode: "070310",
  },
  {
    name: "Yellow Onions",
    summary: "TODO",
    description: ["TODO"],
    image: { src: "/images/products/yellow-onions.svg", alt: "TODO" },
    customsCode: "070310",
  },
  {
    name: "G4 Green Chillies",
    summary: "TODO",
    description: ["TODO"],
    image: { src: "/images/products/g4-green-chillies.svg", alt: "TODO" },
    customsCode: "070310",
  },
  {
    name: "Chickpeas",
    summary: "TODO",
    description: ["TODO"],
    image: { src: "/images/products/chickpeas.svg", alt: "TODO" },
    customsCode: "070310",
  },
] as const satisfies readonly ProductInput[];

export const products: readonly Product[] = productInputs.map((p) => ({ ...p, slug: slugify(p.name) }));

export function findProduct(slug: string | undefined): Product | undefined {
  return products.find((p) => p.slug === slug);
}
