/**
 * The products' facts that no language changes: the key (the spec's English name, which gives the slug), the
 * picture and the customs label. Each language's words come apart (products.ts for English, <lang>/products.ts
 * for the others), so a page's code carries only its own language's.
 */
const productFacts = [
  { key: "red onions", imageSrc: "/images/products/red-onions.svg" },
  { key: "Yellow Onions", imageSrc: "/images/products/yellow-onions.svg" },
  { key: "G4 Green Chillies", imageSrc: "/images/products/g4-green-chillies.svg" },
  { key: "Chickpeas", imageSrc: "/images/products/chickpeas.svg" },
] as const;

export type ProductName = (typeof productFacts)[number]["key"];

export type Product = {
  slug: string;
  /** The spec's English catalogue name: it names the product in every language's tables, and gives the slug. */
  key: ProductName;
  /** The catalogue name; headings capitalise it with CSS. */
  name: string;
  /** The name with capitals, for titles, share tags, structured data and the enquiry line. */
  title: string;
  /** The shorter label of the home page's 'Our Products' strip. */
  stripLabel: string;
  image: { src: string; alt: string };
  /**
   * The customs label of the home page's 'Our Products' strip: the spec fixes it at 070310 for every product.
   * Each product's own tariff code is in `productSpecifications` (products.ts).
   */
  customsCode: string;
};

/** A product's words in one language. */
export type ProductTexts = Record<ProductName, { name: string; stripLabel: string; imageAlt: string }>;

/**
 * Each product's short text in one language, for the product list's cards (clamped to four lines) and the
 * product page's description. Apart from the names, so the home page's code carries none of it.
 */
export type ProductSummaries = Record<ProductName, string>;

/** The spec's slug rule: the name lower-cased, runs of whitespace replaced by one hyphen. */
export function slugify(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** Every product's slug, in the catalogue's order. */
export const productSlugs = productFacts.map((product) => slugify(product.key));

/** A name with capitals, as titles write it: "red onions" → "Red Onions". */
export const capitalised = (name: string) => name.replace(/(^|\s)\p{Ll}/gu, (letter) => letter.toUpperCase());

/** The products with their words in one language. */
export function productsIn(texts: ProductTexts): readonly Product[] {
  return productFacts.map(({ key, imageSrc }) => {
    const { name, stripLabel, imageAlt } = texts[key];
    return {
      key,
      slug: slugify(key),
      name,
      title: capitalised(name),
      stripLabel,
      image: { src: imageSrc, alt: imageAlt },
      customsCode: "070310",
    };
  });
}

export function findProduct(products: readonly Product[], slug: string | undefined): Product | undefined {
  return products.find((p) => p.slug === slug);
}
