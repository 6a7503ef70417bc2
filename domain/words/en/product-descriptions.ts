import type { ProductName } from "./products.ts";

/**
 * The long text of each product page, one paragraph per entry. Kept apart from products.ts so that the home
 * page and the product list, which show only names and summaries, do not ship these words as JavaScript.
 */
export const productDescriptions: Record<ProductName, readonly string[]> = {
  "red onions": [
    "Our red onions come from the Nashik and Lasalgaon belt of Maharashtra, India's largest onion market. The bulbs are firm and round, with a deep red colour, tight dry skins and the sharp, lasting pungency that kitchens and processors ask for.",
    "After harvest the onions are field-cured, sorted by hand and graded by diameter (40–55 mm, 55–65 mm and 65 mm and above). Damaged, sprouted or soft bulbs are removed before packing.",
    "We pack in 5, 10, 25 or 50 kg mesh or jute bags, or to your own specification, and load ventilated or reefer containers so the onions arrive in the condition they left. Tell us your size, quantity and port, and we will send a quote.",
  ],
  "Yellow Onions": [
    "Yellow onions have golden-brown skins, cream-white flesh and a milder, sweeter taste than red onions, which makes them a favourite for retail, food service and dehydration into flakes and powder.",
    "Each lot is cured, cleaned and graded by size, and checked for firmness, skin quality and dry matter before it is packed. Well-cured bulbs keep their quality for months in cool, dry storage.",
    "We supply them in mesh, jute or carton packs of your choice, with phytosanitary certificates and all export documents arranged. Share your volumes and destination to receive a quote.",
  ],
  "G4 Green Chillies": [
    "G4 is one of India's best-known chilli varieties, grown widely around Guntur in Andhra Pradesh. The pods are slender, 6–9 cm long, glossy and bright green, with a strong, clean heat that buyers in the Middle East, Europe and Asia rely on.",
    "We buy directly from growers at harvest, then sort the chillies for colour, length and freshness and remove broken or spotted pods. Stems are kept on to help the chillies stay fresh for longer.",
    "The chillies are packed in ventilated 4 or 5 kg cartons and shipped by air or in reefer containers, at the temperature that keeps them crisp. Ask us for current availability and prices.",
  ],
  Chickpeas: [
    "We supply both kabuli chickpeas, large and cream-coloured, and desi chickpeas, smaller and darker, sourced from the growing regions of Maharashtra and Madhya Pradesh.",
    "Every lot is machine-cleaned, graded by count per ounce and sorted to remove stones, splits and foreign matter. Moisture is kept low, so the chickpeas store well and cook evenly.",
    "Chickpeas are packed in 25 or 50 kg polypropylene or jute bags, or in retail packs to your brand, and shipped in dry containers. Tell us the variety, size and quantity you need.",
  ],
};
