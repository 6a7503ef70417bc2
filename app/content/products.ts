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
    summary:
      "Firm, deep-red Nashik onions with a sharp, lasting pungency and thin dry skins. Graded by size, cured for storage and packed in mesh or jute bags for long sea voyages to wholesale and processing buyers.",
    description: [
      "Our red onions come from the Nashik and Lasalgaon belt of Maharashtra, India's largest onion market. The bulbs are firm and round, with a deep red colour, tight dry skins and the sharp, lasting pungency that kitchens and processors ask for.",
      "After harvest the onions are field-cured, sorted by hand and graded by diameter (40–55 mm, 55–65 mm and 65 mm and above). Damaged, sprouted or soft bulbs are removed before packing.",
      "We pack in 5, 10, 25 or 50 kg mesh or jute bags, or to your own specification, and load ventilated or reefer containers so the onions arrive in the condition they left. Tell us your size, quantity and port, and we will send a quote.",
    ],
    image: {
      src: "/images/products/red-onions.svg",
      alt: "Two whole red onions beside a halved onion showing its purple rings",
    },
    customsCode: "070310",
  },
  {
    name: "Yellow Onions",
    summary:
      "Golden-skinned onions with a mild, sweet flavour and long shelf life. Ideal for retail packs, food service and dehydration, supplied in consistent sizes all year round.",
    description: [
      "Yellow onions have golden-brown skins, cream-white flesh and a milder, sweeter taste than red onions, which makes them a favourite for retail, food service and dehydration into flakes and powder.",
      "Each lot is cured, cleaned and graded by size, and checked for firmness, skin quality and dry matter before it is packed. Well-cured bulbs keep their quality for months in cool, dry storage.",
      "We supply them in mesh, jute or carton packs of your choice, with phytosanitary certificates and all export documents arranged. Share your volumes and destination to receive a quote.",
    ],
    image: {
      src: "/images/products/yellow-onions.svg",
      alt: "Two golden-brown yellow onions with papery skins and a halved onion",
    },
    customsCode: "070310",
  },
  {
    name: "G4 Green Chillies",
    summary:
      "The popular G4 (Guntur) variety: slender, glossy and bright green with a clean, strong heat. Harvested fresh, sorted and packed in ventilated cartons for air and sea freight.",
    description: [
      "G4 is one of India's best-known chilli varieties, grown widely around Guntur in Andhra Pradesh. The pods are slender, 6–9 cm long, glossy and bright green, with a strong, clean heat that buyers in the Middle East, Europe and Asia rely on.",
      "We buy directly from growers at harvest, then sort the chillies for colour, length and freshness and remove broken or spotted pods. Stems are kept on to help the chillies stay fresh for longer.",
      "The chillies are packed in ventilated 4 or 5 kg cartons and shipped by air or in reefer containers, at the temperature that keeps them crisp. Ask us for current availability and prices.",
    ],
    image: {
      src: "/images/products/g4-green-chillies.svg",
      alt: "Three slender, glossy G4 green chillies with their stems",
    },
    customsCode: "070310",
  },
  {
    name: "Chickpeas",
    summary:
      "Clean, evenly sized chickpeas (kabuli and desi) with low moisture, machine-cleaned and sorted. A versatile staple for canning, flour, snacks and wholesale trade.",
    description: [
      "We supply both kabuli chickpeas, large and cream-coloured, and desi chickpeas, smaller and darker, sourced from the growing regions of Maharashtra and Madhya Pradesh.",
      "Every lot is machine-cleaned, graded by count per ounce and sorted to remove stones, splits and foreign matter. Moisture is kept low, so the chickpeas store well and cook evenly.",
      "Chickpeas are packed in 25 or 50 kg polypropylene or jute bags, or in retail packs to your brand, and shipped in dry containers. Tell us the variety, size and quantity you need.",
    ],
    image: {
      src: "/images/products/chickpeas.svg",
      alt: "A wooden bowl heaped with cream-coloured chickpeas, a few spilled beside it",
    },
    customsCode: "070310",
  },
] as const satisfies readonly ProductInput[];

export const products: readonly Product[] = productInputs.map((p) => ({ ...p, slug: slugify(p.name) }));

export function findProduct(slug: string | undefined): Product | undefined {
  return products.find((p) => p.slug === slug);
}
